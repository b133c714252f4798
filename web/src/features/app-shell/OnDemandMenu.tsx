import { cloneElement, lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { ListFailure } from '../../components/ListFailure';

// Issue 17: Fluent's menus load after the page (HeaderMenus.tsx); a new try after a failed load
// (React keeps a lazy component's failure).
const lazyMenus = () => {
  const module = () => import('./HeaderMenus');
  return {
    PlatformMenu: lazy(async () => ({ default: (await module()).PlatformMenu })),
    ProfileMenu: lazy(async () => ({ default: (await module()).ProfileMenu })),
  };
};
let menus = lazyMenus();

/**
 * A header menu whose code loads when the browser is first idle after the page, or when
 * its button is first clicked, which then opens it. Until then its button shows as it
 * will; should the code not load (offline, a deployment replaced it), the next click tries again.
 */
export function OnDemandMenu({
  trigger,
  render,
}: {
  trigger: ReactElement<{ onClick?: () => void }>;
  render: (loaded: typeof menus, trigger: ReactElement, defaultOpen: boolean) => ReactElement;
}) {
  const [wanted, setWanted] = useState<'idle' | 'clicked' | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const idle = window.requestIdleCallback(() => setWanted((current) => current ?? 'idle'), { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  const waiting = cloneElement(trigger, {
    onClick: () => {
      setWanted('clicked');
      setAttempt((count) => count + 1);
    },
  });
  if (!wanted) return waiting;
  return (
    <ListFailure key={attempt} empty={waiting} onFailure={() => (menus = lazyMenus())}>
      <Suspense fallback={waiting}>{render(menus, trigger, wanted === 'clicked')}</Suspense>
    </ListFailure>
  );
}

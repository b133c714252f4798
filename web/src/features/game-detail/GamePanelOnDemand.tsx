import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

const GamePanelHost = lazy(async () => ({ default: (await import('./GamePanel')).GamePanelHost }));

/** GD-01: ?game= opens the game panel over the page; its code loads the first time it is asked for. */
export function GamePanelOnDemand() {
  const [params] = useSearchParams();
  if (!params.has('game')) return null;
  return (
    <Suspense fallback={null}>
      <GamePanelHost />
    </Suspense>
  );
}

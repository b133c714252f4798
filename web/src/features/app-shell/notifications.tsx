// The app's toasts. The toaster and the toasts' components (Fluent's toast, its motion
// and focus management: some 29 kB gzip) load on the first toast or once the browser is
// idle after the first page, not with the sign-in page (issue 17); until then a toast
// waits for them, in order.
import { useToastController } from '@fluentui/react-components';
import { GENERIC_ERROR_FALLBACK } from '@greenlight/rules';
import { lazy, Suspense, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { ListFailure } from '../../components/ListFailure';
import type { Notice } from './notice';
import type * as ToasterModule from './Toaster';

/** Every toast of the app goes to this one toaster, at the bottom left (ERR-13). */
const TOASTER_ID = 'greenlight-toaster';
/** ERR-14: message toasts last 5 s. */
export const MESSAGE_TIMEOUT_MS = 5000;

export type { Notice } from './notice';

/** The toaster's module once loaded, how many toasters listen, and what waits for one. */
const toaster = {
  module: undefined as typeof ToasterModule | undefined,
  listening: 0,
  requested: false,
  waiting: [] as ((module: typeof ToasterModule) => void)[],
  onRequest: new Set<() => void>(),
};

/** Runs `show` once a toaster listens, loading it first when nothing asked for it yet. */
function withToaster(show: (module: typeof ToasterModule) => void) {
  if (toaster.module && toaster.listening > 0) return show(toaster.module);
  toaster.waiting.push(show);
  requestToaster();
}

function requestToaster() {
  if (toaster.requested) return;
  toaster.requested = true;
  for (const listener of toaster.onRequest) listener();
}

/** Resolves once a toaster listens, loading it when nothing asked for it yet. */
export function toasterListens(): Promise<void> {
  return new Promise((resolve) => withToaster(() => resolve()));
}

/** A toaster listens (its effects ran): the waiting toasts go out, in order. */
function toasterListening() {
  toaster.listening++;
  for (const show of toaster.waiting.splice(0)) show(toaster.module!);
  return () => {
    toaster.listening--;
  };
}

/** The toaster's code on demand; a new one after a failed load (React keeps a lazy component's failure). */
const loadableToaster = () =>
  lazy(async () => {
    const module = await import('./Toaster');
    toaster.module = module;
    return { default: module.Toaster };
  });
let LazyToaster = loadableToaster();

/**
 * The toaster's code did not load (offline, or a deployment replaced its chunk): the page
 * stays as it is, the toasts keep waiting, and the next toast asked for loads it again.
 */
function toasterFailed() {
  LazyToaster = loadableToaster();
  toaster.requested = false;
  for (const listener of toaster.onRequest) listener();
}

const subscribe = (listener: () => void) => {
  toaster.onRequest.add(listener);
  return () => toaster.onRequest.delete(listener);
};

/** The app's toaster: rendered once a toast is asked for, or the browser is idle after the first page. */
export function AppToaster() {
  const shown = useSyncExternalStore(subscribe, () => toaster.requested);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const idle = window.requestIdleCallback(requestToaster, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return shown ? (
    <ListFailure empty={null} onFailure={toasterFailed}>
      <Suspense fallback={null}>
        <LazyToaster toasterId={TOASTER_ID} onListening={toasterListening} />
      </Suspense>
    </ListFailure>
  ) : null;
}

/** Toasts, closable, with an optional "Solve now" link. */
export function useNotify() {
  const { dispatchToast, dismissToast } = useToastController(TOASTER_ID);
  const notify = useCallback(
    ({ intent = 'info', timeout = MESSAGE_TIMEOUT_MS, toastId, ...content }: Notice) =>
      withToaster(({ toastOf }) =>
        dispatchToast(toastOf({ ...content, intent }), { intent, timeout, position: 'bottom-start', ...(toastId ? { toastId } : {}) }),
      ),
    [dispatchToast],
  );
  return useMemo(
    () => ({
      notify,
      error: (message: string, extra: Omit<Notice, 'message' | 'intent'> = {}) => notify({ ...extra, message, intent: 'error' }),
      /**
       * A refusal the servers explained (a ProviderError): its words stay until closed
       * (ERR-04), with the error list's "Solve now" link when it has one (ERR-08).
       */
      apiError: (refusal: { message: string; link?: string | null | undefined }, fallback = GENERIC_ERROR_FALLBACK) =>
        notify({ message: refusal.message || fallback, link: refusal.link ?? undefined, intent: 'error', timeout: -1 }),
      success: (message: string, extra: Omit<Notice, 'message' | 'intent'> = {}) => notify({ ...extra, message, intent: 'success' }),
      // After the toasts that wait, so that a toast asked for and closed before the toaster came stays closed.
      dismiss: (toastId: string) => {
        if (toaster.requested) withToaster(() => dismissToast(toastId));
      },
    }),
    [notify, dismissToast],
  );
}

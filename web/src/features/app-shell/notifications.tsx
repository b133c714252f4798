import {
  Button,
  Link,
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  ToastTrigger,
  useToastController,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { GENERIC_ERROR_FALLBACK } from '@greenlight/rules';
import { useCallback, useMemo } from 'react';

/** Every toast of the app goes to this one toaster, at the bottom left (ERR-13). */
const TOASTER_ID = 'greenlight-toaster';
/** ERR-14: message toasts last 5 s. */
export const MESSAGE_TIMEOUT_MS = 5000;

export function AppToaster() {
  return <Toaster toasterId={TOASTER_ID} position="bottom-start" pauseOnHover pauseOnWindowBlur />;
}

export interface Notice {
  title?: string;
  message: string;
  intent?: 'error' | 'warning' | 'success' | 'info';
  /** An actionable link shown as "Solve now", opening in a new tab (ERR-08). */
  link?: string | undefined;
  /** Milliseconds; -1 keeps it until closed (ERR-04). */
  timeout?: number;
  /** Names the toast, so that it can be dismissed, and shown once however often it is asked for. */
  toastId?: string;
}

/** Toasts, closable, with an optional "Solve now" link. */
export function useNotify() {
  const { dispatchToast, dismissToast } = useToastController(TOASTER_ID);
  const notify = useCallback(
    ({ title, message, intent = 'info', link, timeout = MESSAGE_TIMEOUT_MS, toastId }: Notice) =>
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label="Close" />
              </ToastTrigger>
            }
          >
            {title ?? (intent === 'error' ? 'Error' : message)}
          </ToastTitle>
          {title !== undefined || intent === 'error' ? (
            <ToastBody>
              {message}
              {link && (
                <>
                  {' '}
                  <Link href={link} target="_blank" rel="noreferrer">
                    Solve now
                  </Link>
                </>
              )}
            </ToastBody>
          ) : null}
        </Toast>,
        { intent, timeout, position: 'bottom-start', ...(toastId ? { toastId } : {}) },
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
      dismiss: (toastId: string) => dismissToast(toastId),
    }),
    [notify, dismissToast],
  );
}

// The toaster and the toasts' content, loaded on demand (notifications.tsx).
import { Button, Link, Toast, ToastBody, Toaster as FluentToaster, ToastTitle, ToastTrigger } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import type { Notice } from './notice';

/** Fluent's toaster at the bottom left (ERR-13); `onListening` once it hears toasts, its cleanup when it leaves. */
export function Toaster({ toasterId, onListening }: { toasterId: string; onListening: () => () => void }) {
  // A parent's effects run after its children's: the toaster listens by now.
  useEffect(() => onListening(), [onListening]);
  return <FluentToaster toasterId={toasterId} position="bottom-start" pauseOnHover pauseOnWindowBlur />;
}

/** A toast, closable, titled by its intent unless it has a title, with an optional "Solve now" link (ERR-08). */
export function toastOf({ title, message, intent, link }: Pick<Notice, 'title' | 'message' | 'link'> & { intent: NonNullable<Notice['intent']> }) {
  return (
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
    </Toast>
  );
}

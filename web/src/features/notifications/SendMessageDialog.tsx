// The send-message dialog of staff (NOTIF-09..11), opened by the bell's "Send a
// message" or by `?notify`: a publishing manager from the list and a message, both
// required; "Message sent" once sent, "Oups, message failed." (a warning) otherwise.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Option,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { NOTIFICATION_MAX_LENGTH, NOTIFICATION_SEND_FAILED, NOTIFICATION_SENT } from '@greenlight/rules';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import type { SendMessageDialogMutation } from './__generated__/SendMessageDialogMutation.graphql';
import type { SendMessageDialogQuery } from './__generated__/SendMessageDialogQuery.graphql';

const query = graphql`
  query SendMessageDialogQuery {
    codifications {
      publishingManagers {
        value
        label
      }
    }
  }
`;

const mutation = graphql`
  mutation SendMessageDialogMutation($recipientId: Int!, $message: String!) {
    sendNotification(recipientId: $recipientId, message: $message) {
      __typename
      ... on SendNotificationPayload {
        notification {
          notificationId
        }
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

const useStyles = makeStyles({
  surface: { maxWidth: '480px' },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function SendMessageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        {/* Mounted only while open, so a reopened dialog starts empty. */}
        {open && (
          <DialogBody>
            <DialogTitle>Send a message</DialogTitle>
            <Suspense
              fallback={
                <DialogContent>
                  <Spinner size="small" label="Loading the publishing managers" />
                </DialogContent>
              }
            >
              <SendMessageForm onDone={onClose} />
            </Suspense>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}

/** The recipient and the message (NOTIF-09), then Send, enabled once both are given. */
function SendMessageForm({ onDone }: { onDone: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const data = useLazyLoadQuery<SendMessageDialogQuery>(query, {});
  const managers = data.codifications.publishingManagers;
  const [recipient, setRecipient] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [commit, sending] = useMutation<SendMessageDialogMutation>(mutation);
  const ready = recipient !== null && message.trim() !== '' && !sending;

  // NOTIF-11: a warning, in the specification's words.
  const failed = () => notify.notify({ message: NOTIFICATION_SEND_FAILED, intent: 'warning' });
  const send = () => {
    if (recipient === null || !ready) return;
    commit({
      variables: { recipientId: recipient, message: message.trim() },
      onCompleted: ({ sendNotification: result }) => {
        if (result.__typename !== 'SendNotificationPayload') {
          failed();
          return;
        }
        notify.success(NOTIFICATION_SENT);
        onDone();
      },
      onError: failed,
    });
  };

  const chosen = managers.find((manager) => manager.value === recipient);
  return (
    <>
      <DialogContent className={styles.fields}>
        <Field label="Recipient" required>
          <Dropdown
            aria-label="Recipient"
            placeholder="Choose a publishing manager"
            value={chosen?.label ?? ''}
            selectedOptions={recipient === null ? [] : [String(recipient)]}
            onOptionSelect={(_event, option) => setRecipient(option.optionValue ? Number(option.optionValue) : null)}
          >
            {managers.map((manager) => (
              <Option key={manager.value} value={String(manager.value)}>
                {manager.label}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="Message" required>
          <Textarea
            aria-label="Message"
            value={message}
            maxLength={NOTIFICATION_MAX_LENGTH}
            rows={4}
            resize="vertical"
            onChange={(_event, field) => setMessage(field.value)}
          />
        </Field>
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button appearance="primary" disabled={!ready} icon={sending ? <Spinner size="tiny" aria-hidden /> : undefined} onClick={send}>
          Send
        </Button>
      </DialogActions>
    </>
  );
}

import {
  Badge,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Divider,
  Field,
  Input,
  Subtitle2,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { FIELD_REQUIRED, formatFeedbackDate, type GameActionId } from '@greenlight/rules';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { safeHtml } from '../../components/safeHtml';
import { changelogStateId } from '../../relay/enums';
import type { FeedbackDialogs_game$key } from './__generated__/FeedbackDialogs_game.graphql';
import type { ActionFields } from './gameAction';

const fragment = graphql`
  fragment FeedbackDialogs_game on Game {
    actions {
      action
      available
    }
    feedbacks {
      id
      subject
      feedback
      pmName
      createdAt
    }
    changelogs {
      id
      category
      details
      state
      createdAt
    }
  }
`;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxHeight: '60vh', overflowY: 'auto' },
  entry: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  entryHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  body: { '& p': { margin: 0 } },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Run = (action: GameActionId, fields?: ActionFields) => Promise<boolean>;

/** FBK-06, FBK-07, FBK-12: the game's feedback, newest first, and its changelogs to validate or reject. */
export function FeedbackDialog({
  game: key,
  onClose,
  onAdd,
  run,
}: {
  game: FeedbackDialogs_game$key;
  onClose: () => void;
  onAdd: (() => void) | null;
  run: Run;
}) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const may = (action: string) => game.actions.some((a) => a.action === action && a.available);
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (id: string, action: GameActionId, fields: ActionFields) => {
    setBusy(id);
    await run(action, fields);
    setBusy(null);
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>View feedback</DialogTitle>
          <DialogContent>
            <div className={styles.list}>
              {game.feedbacks.length === 0 && <Text>No feedback yet.</Text>}
              {game.feedbacks.map((feedback) => (
                <article key={feedback.id} className={styles.entry} aria-label={feedback.subject ?? 'Feedback'}>
                  <div className={styles.entryHead}>
                    <Subtitle2 className={styles.grow}>{feedback.subject || 'Feedback'}</Subtitle2>
                    {may('DELETE_GAME_FEEDBACK') && (
                      <Button
                        appearance="subtle"
                        size="small"
                        icon={<DeleteRegular />}
                        aria-label={`Delete feedback ${feedback.subject ?? ''}`.trim()}
                        disabled={busy !== null}
                        onClick={() => void act(feedback.id, 'delete_game_feedback', { feedbackId: feedback.id })}
                      />
                    )}
                  </div>
                  <Caption1>
                    {feedback.pmName ?? '-'} · {formatFeedbackDate(feedback.createdAt)}
                  </Caption1>
                  <div className={styles.body} dangerouslySetInnerHTML={{ __html: safeHtml(feedback.feedback) }} />
                  <Divider />
                </article>
              ))}
              {game.changelogs.length > 0 && <Subtitle2>Changelogs</Subtitle2>}
              {game.changelogs.map((changelog) => (
                <article key={changelog.id} className={styles.entry} aria-label={`Changelog ${changelog.category}`}>
                  <div className={styles.entryHead}>
                    <Badge appearance="tint">{changelog.category.replaceAll('_', ' ')}</Badge>
                    <Caption1 className={styles.grow}>{formatFeedbackDate(changelog.createdAt)}</Caption1>
                    <Badge appearance="outline" color={changelog.state === 'VALIDATED' ? 'success' : changelog.state === 'REJECTED' ? 'danger' : 'warning'}>
                      {changelogStateId(changelog.state)}
                    </Badge>
                  </div>
                  <Text>{changelog.details}</Text>
                  {changelog.state === 'PENDING' && (
                    <div className={styles.entryHead}>
                      {may('VALIDATE_CHANGELOG') && (
                        <Button size="small" disabled={busy !== null} onClick={() => void act(changelog.id, 'validate_changelog', { changelogId: changelog.id })}>
                          Validate
                        </Button>
                      )}
                      {may('REJECT_CHANGELOG') && (
                        <Button size="small" disabled={busy !== null} onClick={() => void act(changelog.id, 'reject_changelog', { changelogId: changelog.id })}>
                          Reject
                        </Button>
                      )}
                    </div>
                  )}
                </article>
              ))}
            </div>
          </DialogContent>
          <DialogActions>
            {onAdd && <Button onClick={onAdd}>Add feedback</Button>}
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** FBK-03, FBK-04: a subject (optional) and a message (required). */
export function AddFeedbackDialog({
  onClose,
  onSubmit,
}: {
  onClose: () => void;
  onSubmit: (fields: { subject?: string; feedback: string }) => Promise<boolean>;
}) {
  const styles = useStyles();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const missing = message.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    setSending(true);
    // The message is plain text: its paragraphs become the HTML body the provider stores.
    const html = message
      .trim()
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
      .join('');
    const done = await onSubmit({ ...(subject.trim() ? { subject: subject.trim() } : {}), feedback: html });
    setSending(false);
    if (done) onClose();
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>Add new game feedbacks</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label="Subject">
                <Input value={subject} maxLength={200} onChange={(_event, data) => setSubject(data.value)} />
              </Field>
              <Field
                label="Message"
                required
                validationState={touched && missing ? 'error' : 'none'}
                validationMessage={touched && missing ? FIELD_REQUIRED : undefined}
              >
                <Textarea
                  value={message}
                  resize="vertical"
                  rows={6}
                  maxLength={10000}
                  onChange={(_event, data) => setMessage(data.value)}
                  onBlur={() => setTouched(true)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button appearance="primary" type="submit" disabled={sending}>
                Send
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

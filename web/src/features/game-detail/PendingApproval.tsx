import { MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { GAME_TAB_LABELS, NEUTRAL_APPROVAL_REASON, OPERATION_ONGOING_REASON, TESTING_REQUEST_COMPLETED, TESTING_REQUEST_DELAY } from '@greenlight/rules';
import { graphql, useFragment } from 'react-relay';
import type { PendingApproval_game$data, PendingApproval_game$key } from './__generated__/PendingApproval_game.graphql';
import { ReviewActions } from './ReviewActions';
import { VideoReview } from './VideoReview';

const fragment = graphql`
  fragment PendingApproval_game on Game {
    disabled
    actions {
      action
      available
      unavailableReason
      unavailableMessage
    }
    ...ReviewActions_game
    ...VideoReview_game
  }
`;

/** The actions this view offers itself: the actions bar leaves them out. */
export const PENDING_APPROVAL_ACTIONS = ['ACCEPT_TESTING', 'DECLINE_TESTING'];

const useStyles = makeStyles({ view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

type Entry = PendingApproval_game$data['actions'][number];

/** PA-05..08: what a viewer who may not approve reads, from the approve action's reason. */
function ApprovalNotice({ accept, disabled }: { accept: Entry | undefined; disabled: boolean }) {
  const reason = accept?.unavailableReason ?? null;
  if (reason === null) {
    return (
      <MessageBar intent="success" layout="multiline" data-intent="success">
        <MessageBarBody>
          <MessageBarTitle>{TESTING_REQUEST_COMPLETED}</MessageBarTitle>
          {TESTING_REQUEST_DELAY}
        </MessageBarBody>
      </MessageBar>
    );
  }
  // The panel's banner already says that operations run.
  if (disabled && reason === OPERATION_ONGOING_REASON) return null;
  // ACT-38: the error list's words, else the raw code.
  const message = accept?.unavailableMessage ?? reason;
  const intent = reason === NEUTRAL_APPROVAL_REASON ? 'info' : 'error';
  return (
    <MessageBar intent={intent} layout="multiline" data-intent={intent}>
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * The pending-approval view (PA-01..08, 000 §4) of a game waiting for its test: the
 * review's actions (`ReviewActions`: "Approve" and "Decline" for staff who may run them,
 * each asked first; a studio member's "Withdraw testing request"), through the panel's one
 * game-action mutation. A viewer who may not approve reads why: PERMISSION_DENIED_ACCEPT_TESTING
 * as a neutral message, another reason as an error; a game whose actions do not list the
 * approval (the studio's side) says the request is done and what comes next.
 * `onApproved`: the approval was accepted, the panel follows the campaign creation.
 */
export function PendingApproval({
  game: key,
  watchOperation,
  onChanged,
  onApproved,
}: {
  game: PendingApproval_game$key;
  watchOperation: (operationId: string) => void;
  onChanged: () => void;
  onApproved: () => void;
}) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const accept = game.actions.find((entry) => entry.action === 'ACCEPT_TESTING');

  return (
    <section className={styles.view} aria-label={GAME_TAB_LABELS.pending_approval}>
      <Subtitle2 as="h3">{GAME_TAB_LABELS.pending_approval}</Subtitle2>
      {!accept?.available && <ApprovalNotice accept={accept} disabled={game.disabled} />}
      <ReviewActions game={game} watchOperation={watchOperation} onChanged={onChanged} onApproved={onApproved} />
      {/* ACT-19: the request's videos, each accepted or rejected by staff before the approval. */}
      <VideoReview game={game} />
    </section>
  );
}

import { Button, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import {
  APPROVE_LABEL,
  DECLINE_LABEL,
  GAME_TAB_LABELS,
  NEUTRAL_APPROVAL_REASON,
  OPERATION_ONGOING_REASON,
  TESTING_REQUEST_COMPLETED,
  TESTING_REQUEST_DELAY,
  type GameActionId,
} from '@greenlight/rules';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PendingApproval_game$data, PendingApproval_game$key } from './__generated__/PendingApproval_game.graphql';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { useGameAction } from './gameAction';

const fragment = graphql`
  fragment PendingApproval_game on Game {
    id
    disabled
    actions {
      action
      available
      unavailableReason
      unavailableMessage
      confirm {
        title
        body
      }
    }
  }
`;

/** The actions this view offers itself: the actions bar leaves them out. */
export const PENDING_APPROVAL_ACTIONS = ['ACCEPT_TESTING', 'DECLINE_TESTING'];

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

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
 * The pending-approval view (PA-01..08, 000 §4) of a game waiting for its test: "Approve"
 * (accept_testing) and "Decline" (decline_testing), each when the viewer may run it,
 * through the panel's one game-action mutation. A viewer who may not approve reads why:
 * PERMISSION_DENIED_ACCEPT_TESTING as a neutral message, another reason as an error; a
 * game whose actions name no reason says the request is done and what comes next.
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
  const { run, running } = useGameAction(game, watchOperation, onChanged);
  const [confirming, setConfirming] = useState<{ action: GameActionId; title: string; body: string } | null>(null);
  const accept = game.actions.find((entry) => entry.action === 'ACCEPT_TESTING');
  const decline = game.actions.find((entry) => entry.action === 'DECLINE_TESTING');
  const busy = game.disabled || running !== null;

  const go = async (action: GameActionId) => {
    if ((await run(action)) && action === 'accept_testing') onApproved();
  };
  const start = (entry: Entry, action: GameActionId) => {
    if (entry.confirm) setConfirming({ action, title: entry.confirm.title, body: entry.confirm.body });
    else void go(action);
  };

  return (
    <section className={styles.view} aria-label={GAME_TAB_LABELS.pending_approval}>
      <Subtitle2 as="h3">{GAME_TAB_LABELS.pending_approval}</Subtitle2>
      {!accept?.available && <ApprovalNotice accept={accept} disabled={game.disabled} />}
      {(accept?.available || decline?.available) && (
        <div className={styles.buttons}>
          {accept?.available && (
            <Button
              appearance="primary"
              disabled={busy}
              icon={running === 'accept_testing' ? <Spinner size="tiny" /> : undefined}
              onClick={() => start(accept, 'accept_testing')}
            >
              {APPROVE_LABEL}
            </Button>
          )}
          {decline?.available && (
            <Button
              disabled={busy}
              icon={running === 'decline_testing' ? <Spinner size="tiny" /> : undefined}
              onClick={() => start(decline, 'decline_testing')}
            >
              {DECLINE_LABEL}
            </Button>
          )}
        </div>
      )}
      {confirming && (
        <ConfirmActionDialog
          title={confirming.title}
          body={confirming.body}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void go(confirming.action);
          }}
        />
      )}
    </section>
  );
}

import { Button, Spinner, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { reviewButtonLabel } from '@greenlight/rules';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReviewActions_game$data, ReviewActions_game$key } from './__generated__/ReviewActions_game.graphql';
import { actionPrompt, type ActionPrompt } from './actionPrompts';
import { useGameAction, type ActionFields, type FieldError } from './gameAction';

// Loaded at the first click: a card of the games list shows these buttons (issue 17: /home's first render stays as it is).
const ActionPromptDialog = lazy(async () => ({ default: (await import('./ActionPromptDialog')).ActionPromptDialog }));

const fragment = graphql`
  fragment ReviewActions_game on Game {
    id
    disabled
    reviewActions {
      action
      label
      available
      confirm {
        title
        body
      }
    }
  }
`;

/** The review's two actions (Game.reviewActions, which a card of the lists reads cheaply), in the order shown. */
const REVIEW_ACTIONS = [
  { action: 'accept_testing', field: 'ACCEPT_TESTING' },
  { action: 'decline_testing', field: 'DECLINE_TESTING' },
] as const;

const useStyles = makeStyles({ buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' } });

type Entry = ReviewActions_game$data['reviewActions'][number];
type ReviewAction = (typeof REVIEW_ACTIONS)[number]['action'];

/**
 * A testing request's review (PA-02, PA-03, issue 42), in the pending-approval view and on
 * the publishing side's card: "Approve" and "Decline" when the viewer may run them, each
 * asked first: Approve confirmed with the catalogue's prompt, Decline with the reason the
 * studio reads (required, bounded). A studio member sees only its own action, labelled by
 * what it does ("Withdraw testing request"), confirmed in its words. Nothing when neither
 * may run. `onApproved`: the approval was accepted (the panel follows its campaigns).
 */
export function ReviewActions({
  game: key,
  watchOperation,
  onChanged,
  onApproved,
  size = 'medium',
}: {
  game: ReviewActions_game$key;
  watchOperation: (operationId: string) => void;
  onChanged: () => void;
  onApproved?: () => void;
  size?: 'small' | 'medium';
}) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const { run, running } = useGameAction(game, watchOperation, onChanged);
  const [asking, setAsking] = useState<{ action: ReviewAction; prompt: ActionPrompt } | null>(null);
  // A dialog gives the focus back to the button that opened it (Fluent's restorer).
  const restoreFocus = useRestoreFocusTarget();
  const offered = REVIEW_ACTIONS.flatMap(({ action, field }) => {
    const entry = game.reviewActions.find((candidate) => candidate.action === field && candidate.available);
    return entry ? [{ action, entry }] : [];
  });
  if (offered.length === 0) return null;
  const busy = game.disabled || running !== null;

  const go = async (action: ReviewAction, fields: ActionFields, onFieldErrors?: (errors: readonly FieldError[]) => boolean) => {
    const done = await run(action, fields, onFieldErrors);
    if (done && action === 'accept_testing') onApproved?.();
    return done;
  };
  const start = (action: ReviewAction, entry: Entry) => {
    const prompt = actionPrompt(action, entry.confirm);
    if (prompt) setAsking({ action, prompt });
    else void go(action, {});
  };

  return (
    <div className={styles.buttons}>
      {offered.map(({ action, entry }) => (
        <Button
          key={action}
          size={size}
          appearance={action === 'accept_testing' ? 'primary' : 'secondary'}
          disabled={busy}
          icon={running === action ? <Spinner size="tiny" aria-hidden /> : undefined}
          onClick={() => start(action, entry)}
          {...restoreFocus}
        >
          {reviewButtonLabel(action, entry.label)}
        </Button>
      ))}
      {asking && (
        <Suspense fallback={null}>
          <ActionPromptDialog
            prompt={asking.prompt}
            gameId={game.id}
            onClose={() => setAsking(null)}
            run={(fields, onFieldErrors) => go(asking.action, fields, onFieldErrors)}
          />
        </Suspense>
      )}
    </div>
  );
}

// Issue 42: how each testing request of a game was reviewed, to both sides: the history in
// the game's details, and above the submission flow of a game a decline sent back there,
// the decline's reason and who declined it, until a newer request is made.
import { MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, CheckmarkCircleRegular, DismissCircleRegular } from '@fluentui/react-icons';
import {
  DECLINED_REQUEST_NEXT,
  declinedRequestTitle,
  latestDecline,
  quotedReason,
  REVIEW_HISTORY_TITLE,
  reviewLine,
  type ReviewDecision,
} from '@greenlight/rules';
import { graphql, useFragment } from 'react-relay';
import { reviewDecisionId } from '../../relay/enums';
import type { DeclinedRequest_game$key } from './__generated__/DeclinedRequest_game.graphql';
import type { GameReviews_game$key } from './__generated__/GameReviews_game.graphql';

const historyFragment = graphql`
  fragment GameReviews_game on Game {
    reviews {
      iterationNumber
      decision
      reason
      decidedBy
      decidedAt
    }
  }
`;

const declineFragment = graphql`
  fragment DeclinedRequest_game on Game {
    reviews {
      decision
      reason
      decidedBy
      decidedAt
    }
  }
`;

const useStyles = makeStyles({
  history: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  icon: { flexShrink: 0, fontSize: tokens.fontSizeBase400, marginTop: '2px' },
  approved: { color: tokens.colorStatusSuccessForeground1 },
  declined: { color: tokens.colorStatusDangerForeground1 },
  withdrawn: { color: tokens.colorNeutralForeground3 },
  text: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  reason: { display: 'block', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  // The flow's column gives the steps the height left: the notice keeps its own.
  notice: { flexShrink: 0 },
});

const ICONS: Readonly<Record<ReviewDecision, typeof CheckmarkCircleRegular>> = {
  approved: CheckmarkCircleRegular,
  declined: DismissCircleRegular,
  withdrawn: ArrowUndoRegular,
};

/** The game's review history, newest first; nothing before its first request is reviewed. */
export function GameReviews({ game: key }: { game: GameReviews_game$key }) {
  const styles = useStyles();
  const { reviews } = useFragment(historyFragment, key);
  if (reviews.length === 0) return null;
  return (
    <section className={styles.history} aria-label={REVIEW_HISTORY_TITLE}>
      <Subtitle2 as="h3">{REVIEW_HISTORY_TITLE}</Subtitle2>
      <ul className={styles.list}>
        {reviews.map((review) => {
          const decision = reviewDecisionId(review.decision);
          const Icon = ICONS[decision];
          return (
            <li key={`${review.iterationNumber}-${review.decidedAt}`} className={styles.line} data-decision={decision}>
              <Icon className={mergeClasses(styles.icon, styles[decision])} aria-hidden />
              <Text className={styles.text}>{reviewLine({ ...review, decision })}</Text>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Above the flow of a game a decline sent back to it: why, and who declined it. */
export function DeclinedRequest({ game: key }: { game: DeclinedRequest_game$key }) {
  const styles = useStyles();
  const { reviews } = useFragment(declineFragment, key);
  const decline = latestDecline(reviews.map((review) => ({ ...review, decision: reviewDecisionId(review.decision) })));
  if (!decline) return null;
  return (
    <MessageBar intent="warning" layout="multiline" className={styles.notice}>
      <MessageBarBody>
        <MessageBarTitle>{declinedRequestTitle(decline)}</MessageBarTitle>
        {decline.reason?.trim() && <Text className={styles.reason}>{quotedReason(decline.reason)}</Text>}
        <Text className={styles.reason}>{DECLINED_REQUEST_NEXT}</Text>
      </MessageBarBody>
    </MessageBar>
  );
}

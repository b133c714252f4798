// The badges a game wears in lists and in its panel: its status, "Iterating" and the
// recommendation (GC-12, GC-13, GD-11).
import { Badge } from '@fluentui/react-components';
import { formatStatus, recommendationDisplay, type GameStatus, type RecommendationTone } from '@greenlight/rules';

type BadgeColor = 'brand' | 'success' | 'warning' | 'informative' | 'subtle' | 'important' | 'danger';

/**
 * GC-12, GD-11, IT-13: a status's one colour, wherever it shows (the board's and the
 * games list's cards, the panel's header, an iteration's header): waiting on the studio
 * (in progress) informative, waiting on the publisher (review, approval) warning, in
 * testing success, finished brand, archived subtle.
 */
export const STATUS_BADGE_COLORS: Readonly<Record<GameStatus, BadgeColor>> = {
  pending_sdk_integration: 'informative',
  pending_review: 'warning',
  pending_testing: 'warning',
  in_testing: 'success',
  finished: 'brand',
  archived: 'subtle',
};

/** GC-12, IT-13: "In testing", "Pending SDK integration" ... in the status's colour. */
export function GameStatusBadge({ status }: { status: GameStatus }) {
  return (
    <Badge appearance="tint" color={STATUS_BADGE_COLORS[status]}>
      {formatStatus(status)}
    </Badge>
  );
}

export function IteratingBadge() {
  return (
    <Badge appearance="outline" color="brand">
      Iterating
    </Badge>
  );
}

const TONE_COLOR: Readonly<Record<RecommendationTone, BadgeColor>> = {
  good: 'success',
  neutral: 'informative',
  warning: 'warning',
  bad: 'danger',
};

/** GC-13: the staff's recommendation, coloured by its tone; nothing without one. */
export function RecommendationBadge({ recommendation }: { recommendation: string | null | undefined }) {
  const display = recommendationDisplay(recommendation);
  return display ? (
    <Badge appearance="outline" color={TONE_COLOR[display.tone]}>
      {display.label}
    </Badge>
  ) : null;
}

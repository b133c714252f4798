// The badges a game wears in lists and in its panel: its status, "Iterating" and the
// recommendation (GC-12, GC-13, GD-11).
import { Badge } from '@fluentui/react-components';
import { formatStatus, recommendationDisplay, type RecommendationTone } from '@greenlight/rules';
import { gameStatusId, type GameStatusEnum } from '../relay/enums';

type BadgeColor = 'brand' | 'success' | 'warning' | 'informative' | 'subtle' | 'important' | 'danger';

/** GC-12: a status's colour in lists; the panel's badge is the brand's whatever the status. */
function statusColor(status: GameStatusEnum): BadgeColor {
  switch (status) {
    case 'IN_TESTING':
      return 'success';
    case 'PENDING_TESTING':
    case 'PENDING_REVIEW':
      return 'warning';
    case 'FINISHED':
      return 'brand';
    case 'ARCHIVED':
      return 'subtle';
    default:
      return 'informative';
  }
}

/** GC-12, IT-13: "In testing", "Pending SDK integration" ... */
export function GameStatusBadge({ status, colored = false }: { status: GameStatusEnum; colored?: boolean }) {
  return (
    <Badge appearance="tint" color={colored ? statusColor(status) : 'brand'}>
      {formatStatus(gameStatusId(status))}
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

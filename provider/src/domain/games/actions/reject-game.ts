// ACT-18, CONF-39: rejecting a game under review as already tested or an existing
// game; it is archived with its reason. The reason's list is the body schema's.
import { GAME_REJECTION_REASONS, type GameRejectionReason } from '@greenlight/rules';
import type { ActionField, GameActionModule } from './module';
import { needs } from './availability';

export interface RejectGameBody {
  reason: GameRejectionReason;
}

const REASON_FIELD: ActionField = {
  param: 'reason',
  type: 'select',
  value: null,
  required: true,
  options: GAME_REJECTION_REASONS.map((reason) => ({ value: reason.id, label: reason.label })),
};

export const rejectGame: GameActionModule<RejectGameBody> = {
  statuses: ['pending_review'],
  refuse: needs('reject_game'),
  fields: async () => [REASON_FIELD],
  transition: (_game, { reason }) => ({ status: 'archived', isIterating: false, rejectionReason: reason }),
};

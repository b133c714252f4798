// What an action asks before it runs, wherever it is offered (the actions bar, the
// pending-approval view, a card): its fields, its confirmation, both in one dialog (a
// decline's reason, issue 42), or nothing. Plain data, so that a card decides without
// loading the dialogs (ActionPromptDialog.tsx, loaded on demand there).
import type { GameActionId } from '@greenlight/rules';

/** GD-21, GD-22, GD-25: the actions that ask for fields first, and their dialogs' titles. */
export const FIELD_DIALOG_TITLES: Partial<Record<GameActionId, string>> = {
  reject_game: 'Reject game',
  assign_ga_slot: 'Change GA Slot',
  test_studio_campaign: 'Link your campaign',
  update_studio_campaign: 'Set existing campaign',
  set_game_genres: 'Set game genre',
  request_testing: 'Request testing',
  // Issue 42: staff give the reason the studio reads; a studio member's withdrawal asks nothing.
  decline_testing: 'Decline testing',
};

/** The prompt an action is confirmed with (ACT-11..13): the dialog's title, and what it will do. */
export interface ActionConfirm {
  readonly title: string;
  readonly body: string;
}

/**
 * An action's fields (GD-21, ACT-08) with its prompt if it has one, or its prompt alone
 * (the catalogue's, in the viewer's side's words: GameAction.confirm, ACT-11..13).
 */
export type ActionPrompt =
  | { readonly kind: 'fields'; readonly action: GameActionId; readonly confirm: ActionConfirm | null }
  | { readonly kind: 'confirm'; readonly action: GameActionId; readonly confirm: ActionConfirm };

/** The prompt of an action, or null when it runs on one click. */
export function actionPrompt(action: GameActionId, confirm: ActionConfirm | null | undefined): ActionPrompt | null {
  if (action in FIELD_DIALOG_TITLES) return { kind: 'fields', action, confirm: confirm ?? null };
  return confirm ? { kind: 'confirm', action, confirm } : null;
}

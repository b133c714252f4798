import { ActionFieldsDialog } from './ActionFieldsDialog';
import type { ActionPrompt } from './actionPrompts';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import type { ActionFields, FieldError } from './gameAction';

/**
 * The one frame of what an action asks first (actionPrompts.ts): its fields dialog, with
 * its prompt when it has one, or the confirmation alone; Fluent's Dialog either way.
 * `run` runs the action with the fields given (a dialog with fields shows the refusals of
 * a field under it); Cancel, Esc or the backdrop close it and run nothing.
 */
export function ActionPromptDialog({
  prompt,
  gameId,
  onClose,
  run,
}: {
  prompt: ActionPrompt;
  gameId: string;
  onClose: () => void;
  run: (fields: ActionFields, onFieldErrors?: (errors: readonly FieldError[]) => boolean) => Promise<boolean>;
}) {
  if (prompt.kind === 'fields') {
    return <ActionFieldsDialog gameId={gameId} action={prompt.action} confirm={prompt.confirm} onClose={onClose} onSubmit={run} />;
  }
  return (
    <ConfirmActionDialog
      title={prompt.confirm.title}
      body={prompt.confirm.body}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        void run({});
      }}
    />
  );
}

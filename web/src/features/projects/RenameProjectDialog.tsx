import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
} from '@fluentui/react-components';
import { validateProjectName } from '@greenlight/rules';
import { useState, type FormEvent } from 'react';

/** PROJ-10: what shows when the server's refusal carries no message. */
export const PROJECT_EDIT_FALLBACK = 'error message not found';

/**
 * The project name's edit dialog (PROJ-04, PROJ-07..10): 3 to 25 characters, Enter
 * submits, Confirm only when the name changed, is valid and the server has not just
 * refused it; the server's message shows under the field.
 */
export function RenameProjectDialog({
  open,
  currentName,
  saving,
  serverError,
  onOpenChange,
  onRename,
  onEdit,
}: {
  open: boolean;
  currentName: string;
  saving: boolean;
  serverError: string | null;
  onOpenChange: (open: boolean) => void;
  onRename: (name: string) => void;
  /** The user typed again: a server error no longer applies. */
  onEdit: () => void;
}) {
  const [name, setName] = useState(currentName);
  const problem = validateProjectName(name.trim());
  const changed = name.trim() !== currentName;
  const canConfirm = changed && problem === null && serverError === null && !saving;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm) onRename(name.trim());
  };
  // Shown once the user typed something else than the current name.
  const message = serverError ?? (changed ? problem : null);

  return (
    <Dialog
      open={open}
      onOpenChange={(_event, data) => {
        if (data.open) setName(currentName);
        onOpenChange(data.open);
      }}
    >
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>Edit project name</DialogTitle>
            <DialogContent>
              <Field label="Project name" validationMessage={message ?? undefined} validationState={message ? 'error' : 'none'}>
                <Input
                  value={name}
                  autoFocus
                  maxLength={200}
                  onChange={(_event, data) => {
                    setName(data.value);
                    onEdit();
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={!canConfirm} icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}>
                Confirm
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

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
  Textarea,
} from '@fluentui/react-components';
import { viewNameProblem } from '@greenlight/rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';

/** VIEW-07: the name field takes the focus 500 ms after the dialog opens. */
export const SAVE_VIEW_FOCUS_DELAY_MS = 500;

/**
 * "Save as new view" (VIEW-05..07): a name, required and different from every view
 * the user sees; Enter confirms; the server's refusal shows under the name. The
 * form lives in the dialog's surface, which Fluent mounts on each opening: every
 * opening starts empty.
 */
export function SaveViewDialog({
  open,
  onOpenChange,
  ...form
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & SaveViewFormProps) {
  return (
    <Dialog open={open} onOpenChange={(_e, data) => onOpenChange(data.open)}>
      <DialogSurface style={{ maxWidth: 480 }}>
        <SaveViewForm {...form} onCancel={() => onOpenChange(false)} />
      </DialogSurface>
    </Dialog>
  );
}

interface SaveViewFormProps {
  /** The dialog's title. */
  title: string;
  existingNames: readonly string[];
  saving: boolean;
  serverError: string | null;
  onSave: (name: string, description: string) => void;
}

function SaveViewForm({ title, existingNames, saving, serverError, onSave, onCancel }: SaveViewFormProps & { onCancel: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => input.current?.focus(), SAVE_VIEW_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const problem = viewNameProblem(name, existingNames);
  const shown = serverError ?? (touched || name !== '' ? problem : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem && !saving) onSave(name.trim(), description.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Field label="Name" required validationMessage={shown ?? undefined}>
            <Input ref={input} value={name} onChange={(_e, d) => setName(d.value)} onBlur={() => setTouched(true)} />
          </Field>
          <Field label="Description">
            <Textarea value={description} onChange={(_e, d) => setDescription(d.value)} resize="vertical" />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" appearance="primary" disabled={problem !== null || saving} icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}>
            Save
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { validateGameName } from '@greenlight/rules';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

const useStyles = makeStyles({
  menu: { marginBottom: tokens.spacingVerticalM },
});

/**
 * SUB-CREATE-14, SUB-CREATE-15, SUB-CREATE-19, SB-12: the board's new-game button (in
 * the header, or atop the phone menu) asks the test's name in a dialog of one field,
 * then opens the panel on a fresh submission (`?gameid=new`) with that name. MG-13: also
 * in My games' empty state.
 */
export function CreateTestButton({ placement = 'menu' }: { placement?: 'header' | 'menu' | 'empty' }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = touched ? validateGameName(name) : null;
  const submit = () => {
    setTouched(true);
    if (validateGameName(name)) return;
    const next = new URLSearchParams(params);
    next.delete('game');
    next.set('gameid', 'new');
    next.set('name', name.trim());
    setOpen(false);
    navigate({ search: `?${next.toString()}` }, { preventScrollReset: true });
  };
  return (
    <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<AddRegular />} className={placement === 'menu' ? styles.menu : undefined}>
          Create a test
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>Create a test</DialogTitle>
            <DialogContent>
              <Field label="Test name" required validationState={problem ? 'error' : 'none'} validationMessage={problem ?? '3 to 25 characters'}>
                <Input value={name} maxLength={200} onChange={(_event, data) => setName(data.value)} onBlur={() => setTouched(true)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>Cancel</Button>
              </DialogTrigger>
              <Button appearance="primary" type="submit">
                Next
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

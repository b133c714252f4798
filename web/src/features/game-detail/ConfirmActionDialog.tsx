import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

/** ACT-11..13: the catalogue's prompt before an action runs: Cancel, or Confirm. */
export function ConfirmActionDialog({
  title,
  body,
  onCancel,
  onConfirm,
}: {
  title: string;
  body: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface aria-describedby="confirm-body">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent id="confirm-body">{body}</DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button appearance="primary" onClick={onConfirm}>
              Confirm
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

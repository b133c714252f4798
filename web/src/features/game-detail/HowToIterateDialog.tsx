import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({ steps: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingLeft: tokens.spacingHorizontalXL } });

/**
 * GD-23: how a studio that runs its own campaign (not managed by the provider) starts
 * a new iteration in its Facebook ad sets, so that the dashboard counts it apart.
 */
export function HowToIterateDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>How to iterate?</DialogTitle>
          <DialogContent>
            <ol className={styles.steps}>
              <li>Build the new version of the game and publish it to the store (or a new test track).</li>
              <li>In Facebook Ads Manager, open the campaign linked to this game and duplicate its ad set.</li>
              <li>Give the new ad set the next iteration number in its name, for example "Iteration 3".</li>
              <li>Upload the new videos to the new ad set, keep the same budget and targeting, and publish it.</li>
              <li>Pause the previous ad set, so that each iteration's installs and costs are measured apart.</li>
              <li>Come back here: the new iteration appears once its first day of data arrives.</li>
            </ol>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Got it
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

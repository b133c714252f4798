import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Tooltip,
  makeStyles,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import type { GameIdsDialog_game$key } from './__generated__/GameIdsDialog_game.graphql';

const fragment = graphql`
  fragment GameIdsDialog_game on Game {
    gameId
    storeId
    bundleId
    gameAnalyticsId
    facebookCampaignId
    linkedCampaignId
    studio {
      studioId
    }
  }
`;

/** GD-20: the copy tooltip shows 1 s, the toast 2 s. */
export const COPY_TOOLTIP_MS = 1000;
export const COPY_TOAST_MS = 2000;
export const COPIED_MESSAGE = 'Copied to clipboard!';

const useStyles = makeStyles({ value: { fontFamily: 'monospace', wordBreak: 'break-all' } });

/** GD-19: the game's identifiers, each copyable, and OK. */
export function GameIdsDialog({ game: key, onClose }: { game: GameIdsDialog_game$key; onClose: () => void }) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const notify = useNotify();
  const [copied, setCopied] = useState<string | null>(null);
  const rows: [string, string | null | undefined][] = [
    ['Game ID', String(game.gameId)],
    ['Studio ID', String(game.studio.studioId)],
    ['Store ID', game.storeId],
    ['Bundle ID', game.bundleId],
    ['GameAnalytics ID', game.gameAnalyticsId],
    // GD-19 (issue 15): the campaign of the card's Ads Manager link, else the studio campaign a manual game is linked to.
    ['Facebook campaign ID', game.facebookCampaignId ?? game.linkedCampaignId],
  ];
  const copy = async (label: string, value: string) => {
    await navigator.clipboard.writeText(value);
    setCopied(label);
    window.setTimeout(() => setCopied((current) => (current === label ? null : current)), COPY_TOOLTIP_MS);
    notify.notify({ message: COPIED_MESSAGE, intent: 'success', timeout: COPY_TOAST_MS });
  };
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Game IDs</DialogTitle>
          <DialogContent>
            <Table size="small" aria-label="Game IDs">
              <TableBody>
                {rows.map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell>{label}</TableCell>
                    <TableCell className={styles.value}>{value ?? '-'}</TableCell>
                    <TableCell>
                      {value && (
                        <Tooltip content="Copied" relationship="description" visible={copied === label} withArrow>
                          <Button appearance="subtle" size="small" icon={<CopyRegular />} aria-label={`Copy ${label}`} onClick={() => void copy(label, value)} />
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              OK
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

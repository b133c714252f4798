import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { ChevronDownRegular, InfoRegular } from '@fluentui/react-icons';
import { COMPACT_PANEL_MEDIA, GAME_ACTIONS, extraGameMenuItems, type GameActionId } from '@greenlight/rules';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { actionId, gameStatusId } from '../../relay/enums';
import type { GameActions_game$data, GameActions_game$key } from './__generated__/GameActions_game.graphql';
import { useGameAction } from './gameAction';
import { GameIdsDialog } from './GameIdsDialog';
import { AddFeedbackDialog, FeedbackDialog } from './FeedbackDialogs';
import { actionPrompt, type ActionPrompt } from './actionPrompts';
import { ActionPromptDialog } from './ActionPromptDialog';
import { GameInfoSheet } from './GameInfoSheet';
import { HowToIterateDialog } from './HowToIterateDialog';
import { ProjectSelectorDialog } from './ProjectSelectorDialog';

const CampaignSettingsDialog = lazy(async () => ({ default: (await import('./CampaignSettingsDialog')).CampaignSettingsDialog }));

const fragment = graphql`
  fragment GameActions_game on Game {
    id
    gameId
    name
    status
    isCtr
    isManagedByProvider
    disabled
    projectId
    bundleId
    studio {
      studioId
    }
    actions {
      action
      label
      primary
      available
      confirm {
        title
        body
      }
    }
    ...GameIdsDialog_game
    ...FeedbackDialogs_game
    ...GameInfoSheet_game
  }
`;

/** Acted on from their own lists (feedback, changelogs), not from the actions bar. */
const ITEM_ACTIONS: ReadonlySet<string> = new Set(['DELETE_GAME_FEEDBACK', 'VALIDATE_CHANGELOG', 'REJECT_CHANGELOG']);

/** 001 §2, MOB-03, MOB-09: the mobile game info sheet is the game panel's, below 742 px; it replaces nothing on wider screens. */
const COMPACT = COMPACT_PANEL_MEDIA;

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  mobileOnly: { display: 'none', [COMPACT]: { display: 'inline-flex' } },
  // A destructive action (Kill game) is no green way forward like Launch game.
  destructive: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundOnBrand },
  },
});

const isDestructive = (action: GameActionId): boolean => GAME_ACTIONS[action].destructive === true;

type Dialogs =
  | { kind: 'prompt'; prompt: ActionPrompt }
  | { kind: 'add_feedback' }
  | { kind: 'feedback' }
  | { kind: 'ids' }
  | { kind: 'how_to_iterate' }
  | { kind: 'campaign_settings' }
  | { kind: 'project' }
  | { kind: 'info' }
  | null;

/**
 * The game's actions (ACT-03..07): the available primary ones as buttons, the others
 * in "More actions" with View feedback, Game IDs and, by 001 §4, How to iterate? and
 * Campaign settings. Confirmation prompts (ACT-11..13) and field dialogs (GD-21) come first.
 */
export function GameActions({
  game: key,
  watchOperation,
  onChanged,
  inFlow = [],
}: {
  game: GameActions_game$key;
  watchOperation: (operationId: string) => void;
  /** Actions the panel offers elsewhere (a step of the submission flow, the pending-approval view): not repeated in the bar. */
  inFlow?: readonly string[];
  /** A synchronous action is done: the panel reads the game again. */
  onChanged: () => void;
}) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const { run, running } = useGameAction(game, watchOperation, onChanged);
  const status = gameStatusId(game.status);

  const available = game.actions.filter((a) => a.available && !ITEM_ACTIONS.has(a.action) && !inFlow.includes(a.action));
  const primary = available.filter((a) => a.primary);
  const secondary = available.filter((a) => !a.primary);
  const extras = extraGameMenuItems({ status, isCtr: game.isCtr, isManagedByProvider: game.isManagedByProvider });

  const start = (entry: GameActions_game$data['actions'][number]) => {
    const action = actionId(entry.action);
    if (action === 'add_game_feedback') return setDialog({ kind: 'add_feedback' });
    if (action === 'change_game_project') return setDialog({ kind: 'project' });
    // ACT-11..13, GD-21, issue 42: its fields, its confirmation, or both, before it runs.
    const prompt = actionPrompt(action, entry.confirm);
    if (prompt) return setDialog({ kind: 'prompt', prompt });
    void run(action);
  };

  const busy = game.disabled || running !== null;
  // A dialog gives the focus back to the control that opened it (Fluent's restorer).
  const restoreFocus = useRestoreFocusTarget();

  return (
    <section className={styles.bar} aria-label="Game actions">
      {primary.map((entry) => (
        <Button
          key={entry.action}
          appearance="primary"
          className={isDestructive(actionId(entry.action)) ? styles.destructive : undefined}
          data-destructive={isDestructive(actionId(entry.action)) || undefined}
          disabled={busy}
          icon={running === actionId(entry.action) ? <Spinner size="tiny" aria-hidden /> : undefined}
          onClick={() => start(entry)}
          {...restoreFocus}
        >
          {entry.label}
        </Button>
      ))}
      <Button className={styles.mobileOnly} icon={<InfoRegular />} onClick={() => setDialog({ kind: 'info' })}>
        Game info
      </Button>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<ChevronDownRegular />} iconPosition="after" {...restoreFocus}>
            More actions
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {secondary.map((entry) => (
              <MenuItem key={entry.action} disabled={busy} onClick={() => start(entry)}>
                {entry.label}
              </MenuItem>
            ))}
            {secondary.length > 0 && <MenuDivider />}
            <MenuItem onClick={() => setDialog({ kind: 'feedback' })}>View feedback</MenuItem>
            {extras.includes('how_to_iterate') && <MenuItem onClick={() => setDialog({ kind: 'how_to_iterate' })}>How to iterate?</MenuItem>}
            {extras.includes('campaign_settings') && (
              <MenuItem onClick={() => setDialog({ kind: 'campaign_settings' })}>Campaign settings</MenuItem>
            )}
            <MenuItem onClick={() => setDialog({ kind: 'ids' })}>Game IDs</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>

      {dialog?.kind === 'prompt' && (
        <ActionPromptDialog
          prompt={dialog.prompt}
          gameId={game.id}
          onClose={() => setDialog(null)}
          run={(fields, onFieldErrors) => run(dialog.prompt.action, fields, onFieldErrors)}
        />
      )}
      {dialog?.kind === 'add_feedback' && (
        <AddFeedbackDialog onClose={() => setDialog(null)} onSubmit={(fields) => run('add_game_feedback', fields)} />
      )}
      {dialog?.kind === 'feedback' && (
        <FeedbackDialog
          game={game}
          onClose={() => setDialog(null)}
          onAdd={game.actions.some((a) => a.action === 'ADD_GAME_FEEDBACK' && a.available) ? () => setDialog({ kind: 'add_feedback' }) : null}
          run={run}
        />
      )}
      {dialog?.kind === 'project' && (
        <Suspense fallback={<Spinner aria-label="Loading" />}>
          <ProjectSelectorDialog
            studioId={game.studio.studioId}
            currentProjectId={game.projectId ?? null}
            bundleId={game.bundleId ?? null}
            onClose={() => setDialog(null)}
            onSubmit={(fields) => run('change_game_project', fields)}
          />
        </Suspense>
      )}
      {dialog?.kind === 'info' && (
        <GameInfoSheet
          game={game}
          onClose={() => setDialog(null)}
          onFeedback={() => setDialog({ kind: 'feedback' })}
          onIds={() => setDialog({ kind: 'ids' })}
          actions={available.map((entry) => (
            <Button key={entry.action} appearance={entry.primary ? 'primary' : 'secondary'} disabled={busy} onClick={() => start(entry)}>
              {entry.label}
            </Button>
          ))}
        />
      )}
      {dialog?.kind === 'ids' && <GameIdsDialog game={game} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'how_to_iterate' && <HowToIterateDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'campaign_settings' && (
        <Suspense fallback={<Spinner aria-label="Loading" />}>
          <CampaignSettingsDialog gameId={game.id} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </section>
  );
}

import {
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChartMultipleRegular, ClockRegular, SettingsCogMultipleRegular } from '@fluentui/react-icons';
import { D1_NOTICE, D7_NOTICE, IOS_DELAY_NOTICE, iterationDates, iterationState } from '@greenlight/rules';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { GameStatusBadge, STATUS_BADGE_COLORS } from '../../components/GameBadges';
import { networkLabel } from '../../components/labels';
import { gameStatusId, networkId, type GameStatusEnum, type PlatformEnum } from '../../relay/enums';
import type { Iteration_iteration$key } from './__generated__/Iteration_iteration.graphql';
import { IterationKpis } from './IterationKpis';
import { VideoTable } from './VideoTable';
import type { IterationTab } from './iterationTab';

const ChartsDialog = lazy(async () => ({ default: (await import('./ChartsDialog')).ChartsDialog }));

const fragment = graphql`
  fragment Iteration_iteration on Iteration {
    id
    number
    start
    end
    schedulingDetails
    kpis {
      ...IterationKpis_kpis
    }
    networks {
      network
      restricted
      campaignStatus
      campaignError
      kpis {
        ...IterationKpis_kpis
      }
      videos {
        ...VideoTable_videos
      }
    }
    videos {
      ...VideoTable_videos
    }
    ...ChartsDialog_iteration
  }
`;


/** What the iteration reads of its game. */
export interface IterationGame {
  status: GameStatusEnum;
  platform: PlatformEnum;
  createdAt: string;
}

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', width: '100%' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalL}` },
  notices: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground3 },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/**
 * One iteration (IT-02..26): its header (state and dates), the network tabs, the
 * indicators of the tab, the notices, "See charts" and the videos.
 */
export function Iteration({ iteration: key, game, isNewest }: { iteration: Iteration_iteration$key; game: IterationGame; isNewest: boolean }) {
  const styles = useStyles();
  const iteration = useFragment(fragment, key);
  const tabs: { id: IterationTab; label: string }[] = [
    ...(iteration.networks.length > 1 ? [{ id: 'global' as const, label: 'Global' }] : []),
    ...iteration.networks.map((n) => ({ id: networkId(n.network), label: networkLabel(n.network) })),
  ];
  const [tab, setTab] = useState<IterationTab>(tabs[0]?.id ?? 'global');
  const [chartsOpen, setChartsOpen] = useState(false);
  const [now] = useState(() => Date.now());
  const state = iterationState({
    isNewest,
    gameStatus: gameStatusId(game.status),
    start: iteration.start,
    end: iteration.end ?? null,
    schedulingDetails: iteration.schedulingDetails ?? null,
    now,
  });
  const network = iteration.networks.find((n) => networkId(n.network) === tab) ?? null;
  // With one network its tab is the whole iteration: the global numbers, nothing withheld (IT-03, IT-21).
  const alone = iteration.networks.length === 1;
  const shown = network && !alone ? network : iteration;
  const restricted = !alone && (network?.restricted ?? false);

  return (
    <AccordionItem value={iteration.id}>
      <AccordionHeader as="h3" size="large">
        <span className={styles.header}>
          <Text weight="semibold">Iteration {iteration.number}</Text>
          {state.kind === 'status' ? (
            <GameStatusBadge status={state.status} />
          ) : (
            <Tooltip content={state.tooltip ?? state.label} relationship="description" withArrow>
              <Badge
                appearance="tint"
                color={state.kind === 'scheduled' ? 'warning' : STATUS_BADGE_COLORS.finished}
                icon={state.kind === 'scheduled' ? <ClockRegular /> : <SettingsCogMultipleRegular />}
              >
                {state.label}
              </Badge>
            </Tooltip>
          )}
          <Caption1>{iterationDates({ start: iteration.start, end: iteration.end ?? null })}</Caption1>
        </span>
      </AccordionHeader>
      <AccordionPanel>
        <div className={styles.panel}>
          {tabs.length > 0 && (
            <TabList
              selectedValue={tab}
              onTabSelect={(_event, data) => setTab(tabs.find((candidate) => candidate.id === data.value)?.id ?? tab)}
              aria-label={`Iteration ${iteration.number} networks`}
            >
              {tabs.map(({ id, label }) => (
                <Tab key={id} value={id}>
                  {label}
                </Tab>
              ))}
            </TabList>
          )}
          {network?.campaignStatus === 'CAMPAIGN_CREATION_FAILED' && (
            <MessageBar intent="error">
              <MessageBarBody>Ad network error: {network.campaignError ?? 'the campaign could not be created'}</MessageBarBody>
            </MessageBar>
          )}
          <IterationKpis kpis={shown.kpis} restricted={restricted} tab={tab} />
          <div className={styles.notices}>
            <Caption1>
              {D1_NOTICE} {D7_NOTICE}
            </Caption1>
            {game.platform === 'IOS' && <Caption1>{IOS_DELAY_NOTICE}</Caption1>}
          </div>
          <div className={styles.toolbar}>
            <Button icon={<ChartMultipleRegular />} onClick={() => setChartsOpen(true)}>
              See charts
            </Button>
          </div>
          <VideoTable videos={shown.videos} tab={tab} />
        </div>
        {chartsOpen && (
          <Suspense fallback={<Spinner label="Loading charts" />}>
            <ChartsDialog iteration={iteration} game={{ platform: game.platform, createdAt: game.createdAt }} onClose={() => setChartsOpen(false)} />
          </Suspense>
        )}
      </AccordionPanel>
    </AccordionItem>
  );
}

import { Caption1, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { iterationDates } from '@greenlight/rules';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { networkLabel } from '../../components/labels';
import { networkId, type AdNetworkEnum } from '../../relay/enums';
import type { SharedIterationBlock_iteration$key } from './__generated__/SharedIterationBlock_iteration.graphql';
import { SharedGraphs } from './SharedGraphs';
import { SharedVideos } from './SharedVideos';

const fragment = graphql`
  fragment SharedIterationBlock_iteration on SharedIteration {
    number
    start
    end
    kpis {
      ...SharedGraphs_kpis
    }
    videos {
      ...SharedVideos_videos
    }
    networks {
      network
      restricted
      kpis {
        ...SharedGraphs_kpis
      }
      videos {
        ...SharedVideos_videos
      }
    }
  }
`;

/** KS-18: what the game page shows: all networks together, or one. */
export type SharedNetworkChoice = 'global' | AdNetworkEnum;

const useStyles = makeStyles({
  block: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { margin: 0 },
  dates: { color: tokens.colorNeutralForeground3, flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * KS-19: one iteration of a shared game, "Iteration N" with its dates, and a Videos /
 * Graphs switch over the chosen network's videos or KPIs and retention. An iteration
 * that ran on one network only is that network (IT-03); one that did not run on the
 * chosen network says so.
 */
export function SharedIterationBlock({ iteration: key, network: choice }: { iteration: SharedIterationBlock_iteration$key; network: SharedNetworkChoice }) {
  const styles = useStyles();
  const iteration = useFragment(fragment, key);
  const [view, setView] = useState<'videos' | 'graphs'>('videos');
  const title = `Iteration ${iteration.number}`;
  const network = choice === 'global' ? null : (iteration.networks.find((candidate) => candidate.network === choice) ?? null);
  const alone = iteration.networks.length === 1;
  const shown = choice === 'global' || alone ? iteration : network;
  const tab = choice === 'global' ? 'global' : networkId(choice);

  return (
    <section className={styles.block} aria-label={title}>
      <div className={styles.header}>
        <Text as="h3" weight="semibold" size={400} className={styles.title}>
          {title}
        </Text>
        <Caption1 className={styles.dates}>{iterationDates({ start: iteration.start, end: iteration.end })}</Caption1>
        <TabList size="small" selectedValue={view} onTabSelect={(_event, data) => setView(data.value === 'graphs' ? 'graphs' : 'videos')} aria-label={`${title} view`}>
          <Tab value="videos">Videos</Tab>
          <Tab value="graphs">Graphs</Tab>
        </TabList>
      </div>
      {!shown || (choice !== 'global' && !network) ? (
        <Caption1 className={styles.muted}>
          {title} did not run on {choice === 'global' ? 'any network' : networkLabel(choice)}.
        </Caption1>
      ) : view === 'videos' ? (
        <SharedVideos videos={shown.videos} tab={tab} />
      ) : (
        <SharedGraphs kpis={shown.kpis} label={`${title} retention`} restricted={!alone && (network?.restricted ?? false)} />
      )}
    </section>
  );
}

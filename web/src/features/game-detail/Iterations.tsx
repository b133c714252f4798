import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Button,
  Caption1,
  Card,
  Link,
  MessageBar,
  MessageBarBody,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ChartMultipleRegular, ClockRegular, SettingsCogMultipleRegular } from '@fluentui/react-icons';
import {
  ADULT_CONTENT_MOBILE,
  ADULT_CONTENT_TOOLTIP,
  clicksLabel,
  D1_NOTICE,
  D7_NOTICE,
  formatCost,
  formatDiff,
  formatPercent,
  formatSpend,
  installRate,
  IOS_DELAY_NOTICE,
  IOS_RESTRICTED_MESSAGE,
  iterationDates,
  iterationState,
  sortVideos,
  type VideoSortKey,
} from '@greenlight/rules';
import { lazy, Suspense, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { gameStatusId, networkId } from '../../relay/enums';
import { useHasPermission } from '../app-shell/viewer-permissions';
import type { Iterations_game$data, Iterations_game$key } from './__generated__/Iterations_game.graphql';

const ChartsDialog = lazy(async () => ({ default: (await import('./ChartsDialog')).ChartsDialog }));

graphql`
  fragment Iterations_kpis on IterationKpis {
    cpi
    cpiDiff
    cpiDiffIsBetter
    cpnu
    d1
    d1Diff
    d1DiffIsBetter
    d7
    d7Diff
    d7DiffIsBetter
    d14
    shareOfMales
    installs
    clicks
    newUsers
    playtimeHumanReadable
  }
`;

graphql`
  fragment Iterations_video on RankedVideo {
    rank
    best
    video {
      id
      videoId
      url
      downloadUrl
      fileName
      network
      adultContent
      numbers {
        spend
        impressions
        clicks
        installs
        cpi
      }
    }
  }
`;

const fragment = graphql`
  fragment Iterations_game on Game {
    platform
    createdAt
    status
    iterations {
      id
      number
      start
      end
      schedulingDetails
      kpis {
        ...Iterations_kpis @relay(mask: false)
      }
      networks {
        network
        restricted
        campaignStatus
        campaignError
        kpis {
          ...Iterations_kpis @relay(mask: false)
        }
        videos {
          ...Iterations_video @relay(mask: false)
        }
      }
      videos {
        ...Iterations_video @relay(mask: false)
      }
      ...ChartsDialog_iteration
    }
  }
`;

type IterationData = Iterations_game$data['iterations'][number];
type Kpis = IterationData['kpis'];
type RankedVideo = IterationData['videos'][number];
/** A video with its place in the list shown. */
type Video = RankedVideo['video'] & { rank: number; best: boolean };
type TabId = 'global' | 'facebook' | 'snapchat';

/** VID-10: cards replace the video table at 768 px or less, without totals. */
const COMPACT = '@media (max-width: 768px)';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', width: '100%' },
  state: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalL}` },
  big: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: tokens.spacingHorizontalM },
  bigCard: { padding: tokens.spacingHorizontalM },
  bigValue: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  small: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: tokens.spacingHorizontalM },
  indicator: { display: 'flex', flexDirection: 'column' },
  smallValue: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  better: { color: tokens.colorPaletteGreenForeground1 },
  worse: { color: tokens.colorPaletteRedForeground1 },
  notices: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground3 },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  table: { [COMPACT]: { display: 'none' } },
  cards: { display: 'none', flexDirection: 'column', gap: tokens.spacingVerticalS, [COMPACT]: { display: 'flex' } },
  thumb: { position: 'relative', width: '44px', height: '44px', flexShrink: 0 },
  thumbVideo: { width: '44px', height: '44px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: '#000', cursor: 'pointer' },
  adult: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    fontSize: '9px',
    lineHeight: '10px',
    color: '#fff',
    backgroundColor: 'rgba(160, 0, 0, 0.85)',
    borderRadius: tokens.borderRadiusMedium,
  },
  videoColumn: { width: '34%' },
  videoName: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  fileName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '220px' },
  preview: { width: '400px', maxWidth: '90vw', borderRadius: tokens.borderRadiusMedium, backgroundColor: '#000' },
  totals: { fontWeight: tokens.fontWeightSemibold },
  best: { marginLeft: tokens.spacingHorizontalXS },
});

/** IT-01, IT-02: the iterations, newest first, the newest open. */
export function Iterations({ game: key }: { game: Iterations_game$key }) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const newest = game.iterations[0];
  if (!newest) {
    return (
      <section className={styles.section} aria-label="Iterations">
        <Text weight="semibold">Iterations</Text>
        <Caption1>No iteration yet: the first one starts when testing is accepted.</Caption1>
      </section>
    );
  }
  return (
    <section className={styles.section} aria-label="Iterations">
      <Accordion multiple collapsible defaultOpenItems={[newest.id]}>
        {game.iterations.map((iteration, index) => (
          <IterationBlock key={iteration.id} game={game} iteration={iteration} isNewest={index === 0} />
        ))}
      </Accordion>
    </section>
  );
}

function IterationBlock({ game, iteration, isNewest }: { game: Iterations_game$data; iteration: IterationData; isNewest: boolean }) {
  const styles = useStyles();
  const tabs: TabId[] = [
    ...(iteration.networks.length > 1 ? (['global'] as const) : []),
    ...iteration.networks.map((n) => networkId(n.network)),
  ];
  const [tab, setTab] = useState<TabId>(tabs[0] ?? 'global');
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
  const kpis = network && !alone ? network.kpis : iteration.kpis;
  const ranked = network && !alone ? network.videos : iteration.videos;
  const videos = useMemo(() => ranked.map(({ video, rank, best }): Video => ({ ...video, rank, best })), [ranked]);
  const restricted = !alone && (network?.restricted ?? false);
  const ios = game.platform === 'IOS';

  return (
    <AccordionItem value={iteration.id}>
      <AccordionHeader as="h3" size="large">
        <span className={styles.header}>
          <Text weight="semibold">Iteration {iteration.number}</Text>
          {state.kind === 'status' ? (
            <Badge appearance="tint" color={state.label === 'Finished' ? 'brand' : 'informative'}>
              {state.label}
            </Badge>
          ) : (
            <Tooltip content={state.tooltip ?? state.label} relationship="description" withArrow>
              <Badge appearance="tint" color={state.kind === 'scheduled' ? 'warning' : 'brand'} icon={state.kind === 'scheduled' ? <ClockRegular /> : <SettingsCogMultipleRegular />}>
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
            <TabList selectedValue={tab} onTabSelect={(_event, data) => setTab(data.value as TabId)} aria-label={`Iteration ${iteration.number} networks`}>
              {tabs.map((id) => (
                <Tab key={id} value={id}>
                  {id === 'global' ? 'Global' : id === 'facebook' ? 'Facebook' : 'Snapchat'}
                </Tab>
              ))}
            </TabList>
          )}
          {network?.campaignStatus === 'CAMPAIGN_CREATION_FAILED' && (
            <MessageBar intent="error">
              <MessageBarBody>Ad network error: {network.campaignError ?? 'the campaign could not be created'}</MessageBarBody>
            </MessageBar>
          )}
          <Indicators kpis={kpis} restricted={restricted} tab={tab} />
          <div className={styles.notices}>
            <Caption1>{D1_NOTICE} {D7_NOTICE}</Caption1>
            {ios && <Caption1>{IOS_DELAY_NOTICE}</Caption1>}
          </div>
          <div className={styles.toolbar}>
            <Button icon={<ChartMultipleRegular />} onClick={() => setChartsOpen(true)}>
              See charts
            </Button>
          </div>
          <Videos videos={videos} tab={tab} />
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

/** IT-04..11, IT-21: big and small indicators; an iOS network tab shows only what the network counts. */
function Indicators({ kpis, restricted, tab }: { kpis: Kpis; restricted: boolean; tab: TabId }) {
  const styles = useStyles();
  const seesCpnu = useHasPermission('view_cpnu');
  const rate = installRate(kpis.installs ?? null, kpis.clicks ?? null);
  return (
    <>
      <div className={styles.big}>
        <Big label="Cost per install" value={formatCost(kpis.cpi)} diff={formatDiff(kpis.cpiDiff, 'cost')} better={kpis.cpiDiffIsBetter} />
        {!restricted && (
          <>
            <Big label="Retention D1" value={formatPercent(kpis.d1, 0)} diff={formatDiff(kpis.d1Diff, 'percent')} better={kpis.d1DiffIsBetter} />
            <Big label="Retention D7" value={formatPercent(kpis.d7, 0)} diff={formatDiff(kpis.d7Diff, 'percent')} better={kpis.d7DiffIsBetter} />
          </>
        )}
      </div>
      {restricted ? (
        <MessageBar intent="info">
          <MessageBarBody>{IOS_RESTRICTED_MESSAGE}</MessageBarBody>
        </MessageBar>
      ) : (
        <div className={styles.small}>
          {seesCpnu && <Small label="CPNU" value={formatCost(kpis.cpnu)} />}
          <Small
            label="Gender split"
            value={kpis.shareOfMales == null ? '-' : `${formatPercent(kpis.shareOfMales, 0)} M / ${formatPercent(1 - kpis.shareOfMales, 0)} F`}
          />
          <Small label="Install rate" value={formatPercent(rate, 2)} />
          <Small label="New users" value={kpis.newUsers == null ? '-' : kpis.newUsers.toLocaleString('en-US')} />
          <Small label="Daily playtime" value={kpis.playtimeHumanReadable ?? '-'} />
          <Small label="Retention D14" value={formatPercent(kpis.d14, 0)} />
          <Small label={clicksLabel(tab)} value={kpis.clicks == null ? '-' : kpis.clicks.toLocaleString('en-US')} />
        </div>
      )}
    </>
  );
}

function Big({ label, value, diff, better }: { label: string; value: string; diff: string | null; better: boolean | null | undefined }) {
  const styles = useStyles();
  return (
    <Card className={styles.bigCard} appearance="filled-alternative" aria-label={label}>
      <Caption1>{label}</Caption1>
      <span className={styles.bigValue}>{value}</span>
      {diff && (
        <Caption1 className={better ? styles.better : styles.worse} aria-label={`${diff} against the previous iteration`}>
          {diff} vs previous
        </Caption1>
      )}
    </Card>
  );
}

function Small({ label, value }: { label: string; value: string }) {
  const styles = useStyles();
  return (
    <div className={styles.indicator} aria-label={label}>
      <Caption1>{label}</Caption1>
      <span className={styles.smallValue}>{value}</span>
    </div>
  );
}

const COLUMNS: { key: VideoSortKey; label: (tab: TabId) => string }[] = [
  { key: 'spend', label: () => 'Spend' },
  { key: 'impressions', label: () => 'Impressions' },
  { key: 'clicks', label: (tab) => clicksLabel(tab) },
  { key: 'installs', label: () => 'Installs' },
  { key: 'cpi', label: () => 'CPI' },
];

/** VID-01..11: the ad videos, ranked by spend, sortable, with totals; cards on mobile. */
function Videos({ videos, tab }: { videos: readonly Video[]; tab: TabId }) {
  const styles = useStyles();
  const [shown, setShown] = useState(true);
  const [sort, setSort] = useState<{ key: VideoSortKey; direction: 'ascending' | 'descending' }>({ key: 'spend', direction: 'descending' });
  const rows = useMemo(() => sortVideos(videos, sort.key, sort.direction), [videos, sort]);
  const totals = useMemo(() => {
    const sum = (key: 'spend' | 'impressions' | 'clicks' | 'installs') => videos.reduce((total, v) => total + v.numbers[key], 0);
    const spend = sum('spend');
    const installs = sum('installs');
    return { spend, impressions: sum('impressions'), clicks: sum('clicks'), installs, cpi: installs > 0 ? spend / installs : null };
  }, [videos]);

  const toggleSort = (key: VideoSortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key ? (current.direction === 'ascending' ? 'descending' : 'ascending') : key === 'cpi' ? 'ascending' : 'descending',
    }));

  if (videos.length === 0) return <Caption1>No ad video in this iteration.</Caption1>;

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <Text weight="semibold">Videos ({videos.length})</Text>
        <Button appearance="subtle" size="small" onClick={() => setShown((value) => !value)}>
          {shown ? 'Hide videos' : 'Show videos'}
        </Button>
      </div>
      {shown && (
        <>
          <Table className={styles.table} sortable size="small" aria-label="Ad videos">
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.videoColumn}>Video</TableHeaderCell>
                {COLUMNS.map((column) => (
                  <TableHeaderCell
                    key={column.key}
                    sortDirection={sort.key === column.key ? sort.direction : undefined}
                    onClick={() => toggleSort(column.key)}
                  >
                    {column.label(tab)}
                  </TableHeaderCell>
                ))}
                <TableHeaderCell aria-label="Download" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((video) => (
                <TableRow key={video.id}>
                  <TableCell>
                    <span className={styles.videoName}>
                      <Thumbnail video={video} />
                      <span className={styles.fileName} title={video.fileName}>
                        {video.fileName}
                      </span>
                      {video.best && (
                        <Badge className={styles.best} size="small" appearance="tint" color="success">
                          Best
                        </Badge>
                      )}
                    </span>
                  </TableCell>
                  <TableCell>{formatSpend(video.numbers.spend)}</TableCell>
                  <TableCell>{video.numbers.impressions.toLocaleString('en-US')}</TableCell>
                  <TableCell>{video.numbers.clicks.toLocaleString('en-US')}</TableCell>
                  <TableCell>{video.numbers.installs.toLocaleString('en-US')}</TableCell>
                  <TableCell>{formatCost(video.numbers.cpi)}</TableCell>
                  <TableCell>
                    {video.downloadUrl && (
                      <Link href={video.downloadUrl} download={video.fileName} aria-label={`Download ${video.fileName}`}>
                        <ArrowDownloadRegular />
                      </Link>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow className={styles.totals}>
                <TableCell>Total</TableCell>
                <TableCell>{formatSpend(totals.spend)}</TableCell>
                <TableCell>{totals.impressions.toLocaleString('en-US')}</TableCell>
                <TableCell>{totals.clicks.toLocaleString('en-US')}</TableCell>
                <TableCell>{totals.installs.toLocaleString('en-US')}</TableCell>
                <TableCell>{formatCost(totals.cpi)}</TableCell>
                <TableCell />
              </TableRow>
            </TableBody>
          </Table>
          <div className={styles.cards}>
            {rows.map((video) => (
              <Card key={video.id} size="small">
                <span className={styles.videoName}>
                  <Thumbnail video={video} />
                  <span className={styles.fileName}>{video.fileName}</span>
                </span>
                {video.adultContent ? (
                  <Caption1>{ADULT_CONTENT_MOBILE}</Caption1>
                ) : (
                  <Caption1>
                    Spend {formatSpend(video.numbers.spend)} · Installs {video.numbers.installs} · CPI {formatCost(video.numbers.cpi, 'n/a')}
                  </Caption1>
                )}
              </Card>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** VID-04, VID-11: a 44 px thumbnail that plays in a 400 px popover; refused videos say so. */
function Thumbnail({ video }: { video: Video }) {
  const styles = useStyles();
  if (!video.url) return <span className={styles.thumb} aria-hidden="true" />;
  return (
    <Popover withArrow positioning="after">
      <PopoverTrigger disableButtonEnhancement>
        <span className={styles.thumb} role="button" tabIndex={0} aria-label={`Play ${video.fileName}`}>
          <video className={styles.thumbVideo} src={`${video.url}#t=1`} preload="metadata" muted playsInline />
          {video.adultContent && (
            <Tooltip content={ADULT_CONTENT_TOOLTIP} relationship="description" withArrow>
              <span className={styles.adult}>Adult content</span>
            </Tooltip>
          )}
        </span>
      </PopoverTrigger>
      <PopoverSurface aria-label={video.fileName}>
        <video className={styles.preview} src={video.url} controls autoPlay muted playsInline />
      </PopoverSurface>
    </Popover>
  );
}

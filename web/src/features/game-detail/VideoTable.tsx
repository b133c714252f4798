import {
  Badge,
  Button,
  Caption1,
  Card,
  Link,
  Popover,
  PopoverSurface,
  PopoverTrigger,
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
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import {
  ADULT_CONTENT_MOBILE,
  ADULT_CONTENT_TOOLTIP,
  COMPACT_PANEL_MEDIA,
  MISSING_MOBILE,
  clicksLabel,
  formatCost,
  formatSpend,
  sortVideos,
  type VideoSortKey,
} from '@greenlight/rules';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VideoTable_videos$data, VideoTable_videos$key } from './__generated__/VideoTable_videos.graphql';
import type { IterationTab } from './iterationTab';

const fragment = graphql`
  fragment VideoTable_videos on RankedVideo @relay(plural: true) {
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

/** A video with its place in the list shown. */
type Video = VideoTable_videos$data[number]['video'] & { rank: number; best: boolean };

/** VID-10, MOB-03, MOB-12: in the game panel's compact layout (below 742 px) cards replace the video table, without totals. */
const COMPACT = COMPACT_PANEL_MEDIA;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
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

const COLUMNS: { key: VideoSortKey; label: (tab: IterationTab) => string }[] = [
  { key: 'spend', label: () => 'Spend' },
  { key: 'impressions', label: () => 'Impressions' },
  { key: 'clicks', label: (tab) => clicksLabel(tab) },
  { key: 'installs', label: () => 'Installs' },
  { key: 'cpi', label: () => 'CPI' },
];

type Sort = { key: VideoSortKey; direction: 'ascending' | 'descending' };

/** VID-03: a column's first click sorts it most first (CPI: cheapest first); the next one turns it round. */
export function nextVideoSort(current: Sort, key: VideoSortKey): Sort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'cpi' ? 'ascending' : 'descending' };
}

/** VID-01..11, IT-12: the ad videos, ranked by spend, sortable, with totals; cards on mobile. */
export function VideoTable({ videos: key, tab }: { videos: VideoTable_videos$key; tab: IterationTab }) {
  const styles = useStyles();
  const ranked = useFragment(fragment, key);
  const videos = useMemo(() => ranked.map(({ video, rank, best }): Video => ({ ...video, rank, best })), [ranked]);
  const [shown, setShown] = useState(true);
  const [sort, setSort] = useState<Sort>({ key: 'spend', direction: 'descending' });
  const rows = useMemo(() => sortVideos(videos, sort.key, sort.direction), [videos, sort]);
  const totals = useMemo(() => {
    const sum = (name: 'spend' | 'impressions' | 'clicks' | 'installs') => videos.reduce((total, v) => total + v.numbers[name], 0);
    const spend = sum('spend');
    const installs = sum('installs');
    return { spend, impressions: sum('impressions'), clicks: sum('clicks'), installs, cpi: installs > 0 ? spend / installs : null };
  }, [videos]);

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
                    onClick={() => setSort((current) => nextVideoSort(current, column.key))}
                  >
                    {column.label(tab)}
                  </TableHeaderCell>
                ))}
                <TableHeaderCell aria-label="Download" button={{ 'aria-label': 'Download' }} />
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
                    Spend {formatSpend(video.numbers.spend)} · Installs {video.numbers.installs} · CPI {formatCost(video.numbers.cpi, MISSING_MOBILE)}
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

import { Badge, Caption1, Card, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ADULT_CONTENT_TOOLTIP, clicksLabel, formatCost, formatPercent, type AdNetwork } from '@greenlight/rules';
import { graphql, useFragment } from 'react-relay';
import type { SharedVideos_videos$key } from './__generated__/SharedVideos_videos.graphql';

const fragment = graphql`
  fragment SharedVideos_videos on SharedVideo @relay(plural: true) {
    id
    url
    fileName
    adultContent
    best
    impressions
    clicks
    installs
    cpi
    ctr
  }
`;

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(180px, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  card: { gap: tokens.spacingVerticalXS, height: '100%', boxSizing: 'border-box', minWidth: 0 },
  clip: { position: 'relative', aspectRatio: '9 / 16', maxHeight: '280px', width: '100%' },
  video: {
    width: '100%',
    height: '100%',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackgroundStatic,
    display: 'block',
  },
  adult: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusMedium,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForegroundStaticInverted,
    backgroundColor: tokens.colorBackgroundOverlay,
  },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  fileName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

/**
 * KS-19: the videos of an iteration or of one network, the most delivered first: the
 * clip (refused ones say "Adult content"), its file name, what it delivered and "Best"
 * on the best performer.
 */
export function SharedVideos({ videos: key, tab }: { videos: SharedVideos_videos$key; tab: 'global' | AdNetwork }) {
  const styles = useStyles();
  const videos = useFragment(fragment, key);
  if (videos.length === 0) return <Caption1>No ad video in this iteration.</Caption1>;
  return (
    <ul className={styles.grid} aria-label="Videos">
      {videos.map((video) => (
        <li key={video.id}>
          <Card className={styles.card} size="small" aria-label={video.fileName}>
            <div className={styles.clip}>
              {video.url && <video className={styles.video} src={`${video.url}#t=1`} preload="metadata" muted playsInline controls />}
              {video.adultContent && (
                <Tooltip content={ADULT_CONTENT_TOOLTIP} relationship="description" withArrow>
                  <span className={styles.adult}>Adult content</span>
                </Tooltip>
              )}
            </div>
            <div className={styles.name}>
              <Text size={200} weight="semibold" className={styles.fileName} title={video.fileName}>
                {video.fileName}
              </Text>
              {video.best && (
                <Badge appearance="filled" color="success" size="small">
                  Best
                </Badge>
              )}
            </div>
            <dl className={styles.facts}>
              <Fact label="Impressions" value={String(video.impressions)} />
              <Fact label={clicksLabel(tab)} value={String(video.clicks)} />
              <Fact label="Installs" value={String(video.installs)} />
              <Fact label="CPI" value={formatCost(video.cpi)} />
              <Fact label="CTR" value={formatPercent(video.ctr, 2)} />
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.term}>
        <Caption1>{label}</Caption1>
      </dt>
      <dd className={styles.value}>
        <Caption1>{value}</Caption1>
      </dd>
    </>
  );
}

import { Button, Caption1, Popover, PopoverSurface, PopoverTrigger, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { VideoClipRegular } from '@fluentui/react-icons';
import { formatLevel, recommendationCheckSentence } from '@greenlight/rules';
import { graphql, useFragment } from 'react-relay';
import { GameStatusBadge, IteratingBadge, RecommendationBadge } from '../../components/GameBadges';
import { platformLabel } from '../../components/labels';
import { StudioActivity } from '../../components/StudioActivity';
import { gameStatusId } from '../../relay/enums';
import type { GamePanelHeader_game$key } from './__generated__/GamePanelHeader_game.graphql';
import { InAppLink } from './InAppLink';
import { useHasPermission } from '../app-shell/viewer-permissions';

const fragment = graphql`
  fragment GamePanelHeader_game on Game {
    gameId
    name
    iconUrl
    submissionSteps {
      number
      title
      state
    }
    status
    isIterating
    platform
    recommendation
    studio {
      studioId
      name
      activityState
    }
    iterations {
      kpis {
        score
        spend
        scoreInterval {
          low
          high
          level
        }
        recommendationCheck {
          verdict
          deciding {
            kpi
            bar
            value
            meets
            confidence
            interval {
              low
              high
            }
          }
        }
      }
      videos {
        video {
          videoId
          url
          fileName
          adultContent
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  top: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start', flexWrap: 'wrap' },
  icon: {
    width: '72px',
    height: '72px',
    borderRadius: tokens.borderRadiusXLarge,
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackground3,
    flexShrink: 0,
  },
  identity: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexGrow: 1, minWidth: '220px' },
  badges: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  score: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalXS },
  scoreValue: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
  sureness: { color: tokens.colorNeutralForeground2 },
  video: { width: '400px', maxWidth: '100%', borderRadius: tokens.borderRadiusMedium, backgroundColor: '#000' },
});

/**
 * The panel's top block (GD-11, GD-12, GD-14): icon, name, the studio with its
 * activity (its games, the studio page being not built yet), status, Iterating, the
 * step of a game in its submission, recommendation (and how sure it is, issue 43), platform and the game's id; on the right the score of the latest iteration with
 * data and the newest iteration's best video that the networks accepted.
 */
export function GamePanelHeader({ game: key }: { game: GamePanelHeader_game$key }) {
  const publishing = useHasPermission('view_pm_interface');
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const newest = game.iterations[0];
  // GD-14, issue 15: the latest iteration with data, which the card's network scores read
  // too (GC-15, GC-22); a newer iteration that has no data yet has no score.
  const latestWithData = game.iterations.find((iteration) => iteration.kpis.spend !== null);
  const score = latestWithData?.kpis.score ?? null;
  const scoreRange = latestWithData?.kpis.scoreInterval;
  // Issue 43: how sure the recommendation is, from the same iteration it comes from.
  const check = latestWithData?.kpis.recommendationCheck;
  const sureness = check ? recommendationCheckSentence(check) : null;
  const bestVideo = newest?.videos.map(({ video }) => video).find((video) => video.url && !video.adultContent);
  // MG-14, issue 42: a game in its submission says where the flow is, the same to both sides.
  const step = game.submissionSteps.find((status) => status.state === 'CURRENT');

  return (
    <section className={styles.top} aria-label="Game summary">
      {game.iconUrl ? <img className={styles.icon} src={game.iconUrl} alt="" /> : <div className={styles.icon} aria-hidden="true" />}
      <div className={styles.identity}>
        <Title3 as="h2">{game.name}</Title3>
        <StudioActivity state={game.studio.activityState}>
          {/* SD-16: the studio's page, for the publishing side; a studio member reads the name. */}
          {publishing ? <InAppLink to={`/studio/${game.studio.studioId}`}>{game.studio.name}</InAppLink> : <Caption1>{game.studio.name}</Caption1>}
        </StudioActivity>
        <div className={styles.badges}>
          <GameStatusBadge status={gameStatusId(game.status)} />
          {game.isIterating && <IteratingBadge />}
          {step && <Caption1>{`Step ${step.number}/${game.submissionSteps.length}: ${step.title}`}</Caption1>}
          <RecommendationBadge recommendation={game.recommendation} />
          <Caption1>{platformLabel(game.platform)}</Caption1>
          {/* Issue 42: the games of a project share a name; the id tells them apart. */}
          <Caption1>{`Game ID ${game.gameId}`}</Caption1>
        </div>
        {sureness && <Caption1 className={styles.sureness}>{sureness}</Caption1>}
      </div>
      <div className={styles.score}>
        <Caption1>Score</Caption1>
        <span className={styles.scoreValue} aria-label={`Score ${score ?? 'unknown'}`}>
          {score === null ? '-' : `${score}/5`}
        </span>
        {/* Issue 43: how far the score could be, when its KPIs' intervals leave it open. */}
        {scoreRange && scoreRange.low !== scoreRange.high && (
          <Caption1 className={styles.sureness}>{`${scoreRange.low}–${scoreRange.high} at ${formatLevel(scoreRange.level)}`}</Caption1>
        )}
        {bestVideo?.url && (
          <Popover withArrow positioning="below-end">
            <PopoverTrigger disableButtonEnhancement>
              <Button size="small" icon={<VideoClipRegular />}>
                Video
              </Button>
            </PopoverTrigger>
            <PopoverSurface aria-label="Best ad video">
              <video className={styles.video} src={bestVideo.url} controls autoPlay muted playsInline />
              <Caption1 block>{bestVideo.fileName}</Caption1>
            </PopoverSurface>
          </Popover>
        )}
      </div>
    </section>
  );
}

import { Button, Caption1, Popover, PopoverSurface, PopoverTrigger, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { StarRegular } from '@fluentui/react-icons';
import { formatNetworkScores } from '@greenlight/rules';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { networkLabel } from '../../components/labels';
import { useHasPermission } from '../app-shell/viewer-permissions';
import type { GameCardScores_game$data, GameCardScores_game$key } from './__generated__/GameCardScores_game.graphql';

const ScoreDetails = lazy(async () => ({ default: (await import('./ScoreDetails')).ScoreDetails }));

const fragment = graphql`
  fragment GameCardScores_game on Game {
    name
    prototypeRecommendation {
      adNetworks {
        adNetwork
        score
      }
    }
    scoreDetails {
      execution
      balancing
      artEfficiency
      progression
      idea
      newness
      systemOne
      depth
      ratedAt
    }
  }
`;

const useStyles = makeStyles({
  // GC-15, GC-17 (issue 15): two networks' scores and the button do not fit a 300 px card on one
  // line: the button then goes whole to the next line, at the right, rather than wrapping its label.
  scores: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalS,
    minHeight: '24px',
  },
  scoreDetailsButton: { whiteSpace: 'nowrap', flexShrink: 0, marginLeft: 'auto' },
});

/** GC-15: the score per network ("Score: Facebook 3/5 · Snapchat 2/5"); GC-17: the rating's details with view_proto_score. */
export function GameCardScores({ game: key }: { game: GameCardScores_game$key }) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const seesScore = useHasPermission('view_proto_score');
  const networkScores = game.prototypeRecommendation.adNetworks.map(({ adNetwork, score }) => ({ network: networkLabel(adNetwork), score }));
  if (networkScores.length === 0 && !seesScore) return null;
  return (
    <div className={styles.scores}>
      <Caption1>{networkScores.length > 0 && `Score: ${formatNetworkScores(networkScores)}`}</Caption1>
      {seesScore && <ScoreDetailsButton name={game.name} details={game.scoreDetails} />}
    </div>
  );
}

/** GC-17, GC-23: the eight dimensions of the staff's rating, 0-5 each, in a popover. */
function ScoreDetailsButton({ name, details }: { name: string; details: GameCardScores_game$data['scoreDetails'] }) {
  const styles = useStyles();
  return (
    // Aligned on the button's end: it sits at the card's right edge, the page's for the last column.
    <Popover withArrow positioning={{ position: 'above', align: 'end', overflowBoundaryPadding: 8 }}>
      <PopoverTrigger disableButtonEnhancement>
        <Button className={styles.scoreDetailsButton} appearance="subtle" size="small" icon={<StarRegular />} aria-label={`Score details of ${name}`}>
          Score details
        </Button>
      </PopoverTrigger>
      <PopoverSurface aria-label={`Score details of ${name}`}>
        {/* Issue 17: the rating's stars load when the details first open. */}
        <Suspense fallback={<Spinner size="tiny" label="Loading the score details" />}>
          <ScoreDetails details={details} />
        </Suspense>
      </PopoverSurface>
    </Popover>
  );
}

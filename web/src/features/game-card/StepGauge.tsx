import { Caption1, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { stepProgress } from '@greenlight/rules';
import { graphql, useFragment } from 'react-relay';
import { platformId } from '../../relay/enums';
import type { StepGauge_game$key } from './__generated__/StepGauge_game.graphql';

const fragment = graphql`
  fragment StepGauge_game on Game {
    substatus
    platform
    isCtr
    isIterating
    isPublishedInStore
    adNetworks
  }
`;

const useStyles = makeStyles({
  gauge: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  line: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/** MG-14..16: how far an in-progress game is in its submission. */
export function StepGauge({ game }: { game: StepGauge_game$key }) {
  const styles = useStyles();
  const data = useFragment(fragment, game);
  const progress = stepProgress(
    {
      platform: platformId(data.platform),
      isCtr: data.isCtr,
      isIterating: data.isIterating,
      isPublishedInStore: data.isPublishedInStore,
      usesFacebook: data.adNetworks.includes('Facebook'),
    },
    data.substatus,
  );
  return (
    <div className={styles.gauge}>
      <div className={styles.line}>
        <Caption1>{progress.label}</Caption1>
        <Caption1>Next: {progress.next.title}</Caption1>
      </div>
      <ProgressBar value={progress.percent / 100} thickness="large" aria-label={`${progress.label}, next ${progress.next.title}`} />
    </div>
  );
}

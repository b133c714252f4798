import { Caption1, RatingDisplay, Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatDate, formatScore, SCORE_DIMENSIONS, SCORE_MAX } from '@greenlight/rules';
import { Fragment } from 'react';
import type { GameCardScores_game$data } from './__generated__/GameCardScores_game.graphql';

const useStyles = makeStyles({
  scoreDetails: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '240px' },
  muted: { color: tokens.colorNeutralForeground3 },
  dimensions: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  dimensionLabel: { color: tokens.colorNeutralForeground2 },
  dimensionValue: { margin: 0, display: 'flex', justifyContent: 'flex-end' },
});

/** GC-17, GC-23: the eight dimensions of the staff's rating, 0-5 each (the score details popover's content, loaded when it first opens). */
export function ScoreDetails({ details }: { details: GameCardScores_game$data['scoreDetails'] }) {
  const styles = useStyles();
  return (
    <div className={styles.scoreDetails}>
      <div>
        <Text weight="semibold" block>
          Score details
        </Text>
        <Caption1 className={styles.muted}>{details ? `Rated on ${formatDate(details.ratedAt)}` : 'Not rated yet'}</Caption1>
      </div>
      <dl className={styles.dimensions}>
        {SCORE_DIMENSIONS.map(({ id, label }) => {
          const value = details ? details[id] : null;
          return (
            <Fragment key={id}>
              <dt className={styles.dimensionLabel}>
                <Caption1>{label}</Caption1>
              </dt>
              <dd className={styles.dimensionValue}>
                {value === null ? (
                  <Caption1>-</Caption1>
                ) : (
                  <RatingDisplay
                    value={value}
                    max={SCORE_MAX}
                    size="small"
                    color="marigold"
                    valueText={formatScore(value)}
                    aria-label={`${label} ${formatScore(value)}`}
                  />
                )}
              </dd>
            </Fragment>
          );
        })}
      </dl>
    </div>
  );
}

import { Accordion, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { Iterations_game$key } from './__generated__/Iterations_game.graphql';
import { Iteration } from './Iteration';

const fragment = graphql`
  fragment Iterations_game on Game {
    platform
    createdAt
    status
    iterations {
      id
      ...Iteration_iteration
    }
  }
`;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** IT-01, IT-02: the iterations, newest first, the newest open. */
export function Iterations({ game: key }: { game: Iterations_game$key }) {
  const styles = useStyles();
  const { iterations, status, platform, createdAt } = useFragment(fragment, key);
  const game = { status, platform, createdAt };
  const newest = iterations[0];
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
        {iterations.map((iteration, index) => (
          <Iteration key={iteration.id} iteration={iteration} game={game} isNewest={index === 0} />
        ))}
      </Accordion>
    </section>
  );
}

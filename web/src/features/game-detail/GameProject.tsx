import { Caption1 } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { GameProject_game$key } from './__generated__/GameProject_game.graphql';
import { InAppLink } from './InAppLink';
import { useFactStyles } from './factStyles';

const fragment = graphql`
  fragment GameProject_game on Game {
    project {
      projectId
      name
      projectGameCount
    }
  }
`;

/** PROJ-02: the game's project, linking its page, with its number of games; nothing without one. */
export function GameProject({ game: key }: { game: GameProject_game$key }) {
  const styles = useFactStyles();
  const { project } = useFragment(fragment, key);
  if (!project) return null;
  return (
    <section className={styles.fact} aria-label="Project">
      <Caption1>Project</Caption1>
      <InAppLink to={`/board/project/${project.projectId}`}>{project.name}</InAppLink>
      <Caption1>
        {project.projectGameCount} {project.projectGameCount === 1 ? 'game' : 'games'}
      </Caption1>
    </section>
  );
}

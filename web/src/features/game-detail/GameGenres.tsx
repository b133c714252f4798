import { Badge, Caption1 } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { GameGenres_game$key } from './__generated__/GameGenres_game.graphql';
import { useFactStyles } from './factStyles';

const fragment = graphql`
  fragment GameGenres_game on Game {
    genres {
      genreId
      category
      label
    }
  }
`;

/** GD-14, TAG-21: the game's genres ("Categories"), each titled with its category; '-' without any. */
export function GameGenres({ game: key }: { game: GameGenres_game$key }) {
  const styles = useFactStyles();
  const { genres } = useFragment(fragment, key);
  return (
    <section className={styles.fact} aria-label="Categories">
      <Caption1>Categories</Caption1>
      {genres.length === 0 ? (
        <Caption1>-</Caption1>
      ) : (
        genres.map((genre) => (
          <Badge key={genre.genreId} appearance="tint" color="informative" title={genre.category}>
            {genre.label}
          </Badge>
        ))
      )}
    </section>
  );
}

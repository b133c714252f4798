import { Caption1Strong, Field, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { tagsReady, type StepStatus } from '@greenlight/rules';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { tagCategoryId } from '../../../relay/enums';
import { useNotify } from '../../app-shell/notifications';
import type { GameActionMutation } from '../../game-detail/gameAction';
import { gameActionInput, gameActionMutation } from '../../game-detail/gameAction';
import { GameTags } from '../../game-detail/GameTags';
import type { CategoriesStep_game$key } from './__generated__/CategoriesStep_game.graphql';
import type { CategoriesStep_query$key } from './__generated__/CategoriesStep_query.graphql';
import { useSubmission } from '../SubmissionContext';
import { NextStepButton, StepButtons } from './StepButtons';

const gameFragment = graphql`
  fragment CategoriesStep_game on Game {
    id
    gameId
    isIterating
    permissions
    genres {
      genreId
      category
    }
    tags {
      label
      category
    }
    ...GameTags_game
  }
`;

const queryFragment = graphql`
  fragment CategoriesStep_query on Query {
    codifications {
      genres {
        category
        options {
          # GenreOption.id is a number: aliased, so that Relay does not take it for a record id.
          genreId: id
          label
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  genres: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
});

/**
 * Step 9, Game categories and Tags (SUB-CAT, TAG): one genre per category, every
 * category chosen; the tags by category with their rules (hidden for an iterating
 * game). "Next step" saves the genres (set_game_genres) and makes upload_asset
 * current; it is enabled only when the genres and the tags are both valid. Editing
 * needs edit_game_genre.
 */
export function CategoriesStep({ game: gameKey, query: queryKey, status }: { game: CategoriesStep_game$key; query: CategoriesStep_query$key; status: StepStatus }) {
  const styles = useStyles();
  const notify = useNotify();
  const { editable, mover } = useSubmission();
  const game = useFragment(gameFragment, gameKey);
  const { codifications } = useFragment(queryFragment, queryKey);
  const [chosen, setChosen] = useState<Record<string, number>>(() =>
    Object.fromEntries(game.genres.map((genre) => [genre.category, genre.genreId])),
  );
  const [saveGenres, saving] = useMutation<GameActionMutation>(gameActionMutation);
  const mayEdit = editable && game.permissions.includes('edit_game_genre');
  const genresValid = codifications.genres.every((category) => chosen[category.category] !== undefined);
  const tags = game.tags.map((tag) => ({ label: tag.label, category: tagCategoryId(tag.category) }));
  const tagsValid = game.isIterating || tagsReady(tags);
  const saved = game.genres.map((genre) => genre.genreId).sort().join() === Object.values(chosen).sort().join();

  const next = () => {
    const go = () => void mover.validated('categories');
    if (saved) return go();
    saveGenres({
      variables: { input: gameActionInput('set_game_genres', game.id, { genres: Object.values(chosen) }) },
      onCompleted: ({ gameAction: result }) => {
        if (result.__typename === 'ProviderError') return notify.error(result.message);
        go();
      },
      onError: () => notify.error('The categories could not be saved. Please try again.'),
    });
  };

  return (
    <>
      <Caption1Strong>Genres: one per category</Caption1Strong>
      <div className={styles.genres}>
        {codifications.genres.map((category) => (
          <Field key={category.category} label={category.category} required>
            <RadioGroup
              value={chosen[category.category] === undefined ? '' : String(chosen[category.category])}
              disabled={!mayEdit}
              onChange={(_event, data) => setChosen((was) => ({ ...was, [category.category]: Number(data.value) }))}
            >
              {category.options.map((option) => (
                <Radio key={option.genreId} value={String(option.genreId)} label={option.label} />
              ))}
            </RadioGroup>
          </Field>
        ))}
      </div>
      {!game.isIterating && (
        <>
          <Caption1Strong>Tags: at least one mechanic, one theme and one toy</Caption1Strong>
          <GameTags game={game} />
        </>
      )}
      {mayEdit && status.state !== 'disabled' && (
        <StepButtons>
          <NextStepButton step="categories" saving={saving} savesChanges disabled={!genresValid || !tagsValid || (status.state === 'done' && saved)} onClick={next} />
        </StepButtons>
      )}
    </>
  );
}

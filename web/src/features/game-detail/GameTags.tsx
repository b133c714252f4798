import {
  Button,
  Caption1,
  Field,
  Input,
  Tag,
  TagGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { addTag, isCategoryFull, normalizeTag, TAG_CATEGORIES, type Tag as GameTag, type TagCategory } from '@greenlight/rules';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { tagCategoryEnum, tagCategoryId } from '../../relay/enums';
import { useNotify } from '../app-shell/notifications';
import type { GameTags_game$key } from './__generated__/GameTags_game.graphql';
import type { GameTagsAddMutation } from './__generated__/GameTagsAddMutation.graphql';
import type { GameTagsRemoveMutation } from './__generated__/GameTagsRemoveMutation.graphql';
import type { GameTagsSearchQuery } from './__generated__/GameTagsSearchQuery.graphql';

const fragment = graphql`
  fragment GameTags_game on Game {
    id
    permissions
    disabled
    tags {
      label
      category
    }
  }
`;

const addMutation = graphql`
  mutation GameTagsAddMutation($gameId: ID!, $tag: TagInput!) {
    addGameTag(gameId: $gameId, tag: $tag) {
      __typename
      ... on Game {
        id
        tags {
          label
          category
        }
      }
      ... on ProviderError {
        message
        link
      }
    }
  }
`;

const removeMutation = graphql`
  mutation GameTagsRemoveMutation($gameId: ID!, $label: String!) {
    removeGameTag(gameId: $gameId, label: $label) {
      __typename
      ... on Game {
        id
        tags {
          label
          category
        }
      }
      ... on ProviderError {
        message
        link
      }
    }
  }
`;

const searchQuery = graphql`
  query GameTagsSearchQuery($q: String!, $category: TagCategory) {
    searchTags(q: $q, category: $category) {
      label
      taggedGames
    }
  }
`;

/** TAG-15, TAG-18: suggestions follow the typing after a short pause. */
const SEARCH_DELAY_MS = 250;
const MAX_SUGGESTIONS = 5;

const LABELS: Record<TagCategory, string> = { mechanic: 'Mechanic', theme: 'Theme', toy: 'Toy', other: 'Other' };

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  category: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  suggestions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

/**
 * The game's tags by category (TAG-05..21): shown to everyone, edited with
 * edit_game_genre: Enter adds a tag (lowercased, 3 to 15 letters, digits or spaces,
 * within the category's and the game's limits); a tag's cross removes it.
 */
export function GameTags({ game: key }: { game: GameTags_game$key }) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const editable = game.permissions.includes('edit_game_genre') && !game.disabled;
  const tags: GameTag[] = game.tags.map(({ label, category }) => ({ label, category: tagCategoryId(category) }));

  return (
    <section className={styles.grid} aria-label="Tags">
      {TAG_CATEGORIES.map((category) => (
        <CategoryTags key={category} gameId={game.id} category={category} tags={tags} editable={editable} />
      ))}
    </section>
  );
}

function CategoryTags({ gameId, category, tags, editable }: { gameId: string; category: TagCategory; tags: GameTag[]; editable: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<{ message: string | null } | null>(null);
  const [add, adding] = useMutation<GameTagsAddMutation>(addMutation);
  const [remove, removing] = useMutation<GameTagsRemoveMutation>(removeMutation);
  const environment = useRelayEnvironment();
  const [suggestions, setSuggestions] = useState<readonly { label: string; taggedGames: number }[]>([]);
  const mine = tags.filter((tag) => tag.category === category);
  const full = isCategoryFull(tags, category);
  const q = normalizeTag(value);
  const searching = editable && q.length >= 2;

  // TAG-18: the tags used on other games that start like the typing; a failure clears them.
  useEffect(() => {
    if (!searching) return;
    let current = true;
    const timer = window.setTimeout(() => {
      fetchQuery<GameTagsSearchQuery>(environment, searchQuery, { q, category: tagCategoryEnum(category) })
        .toPromise()
        .then((answer) => current && setSuggestions(answer?.searchTags ?? []))
        .catch(() => current && setSuggestions([]));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [searching, q, category, environment]);

  // Those the game has are left out, and none while the typing is too short to search.
  const taken = new Set(tags.map((tag) => tag.label));
  const shown = searching && !full ? suggestions.filter((tag) => !taken.has(tag.label)).slice(0, MAX_SUGGESTIONS) : [];

  const submit = (typed = value) => {
    const result = addTag(tags, { label: typed, category });
    if (!result.ok) {
      // TAG-13: only the length has a message; the other refusals mark the field.
      setProblem({ message: result.message });
      return;
    }
    if (!result.added) {
      setValue('');
      return;
    }
    const label = result.tags.at(-1)!.label;
    add({
      variables: { gameId, tag: { label, category: tagCategoryEnum(category) } },
      onCompleted: ({ addGameTag }) => {
        if (addGameTag.__typename === 'ProviderError') setProblem({ message: addGameTag.message });
        else {
          setValue('');
          setSuggestions([]);
        }
      },
      onError: () => notify.error('The tag could not be added.'),
    });
  };

  return (
    <div className={styles.category}>
      <Field
        label={LABELS[category]}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem?.message ?? undefined}
      >
        {editable ? (
          <Input
            value={value}
            disabled={full || adding}
            placeholder={full ? 'No more tags here' : 'Type a tag, then Enter'}
            onChange={(_event, data) => {
              setValue(data.value);
              setProblem(null);
              // A search starts afresh: the last one's answer is not shown for the next.
              if (normalizeTag(data.value).length < 2) setSuggestions([]);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              }
            }}
          />
        ) : null}
      </Field>
      {shown.length > 0 && (
        <div className={styles.suggestions} aria-label={`${LABELS[category]} suggestions`}>
          {shown.map((suggestion) => (
            <Button key={suggestion.label} size="small" appearance="subtle" onClick={() => submit(suggestion.label)}>
              {suggestion.label} ({suggestion.taggedGames})
            </Button>
          ))}
        </div>
      )}
      {mine.length === 0 ? (
        <Caption1>-</Caption1>
      ) : (
        <TagGroup
          aria-label={`${LABELS[category]} tags`}
          onDismiss={(_event, data) =>
            remove({
              variables: { gameId, label: String(data.value) },
              onCompleted: ({ removeGameTag }) => {
                if (removeGameTag.__typename === 'ProviderError') notify.apiError(removeGameTag);
              },
              onError: () => notify.error('The tag could not be removed.'),
            })
          }
        >
          {mine.map((tag) => (
            <Tag
              key={tag.label}
              value={tag.label}
              size="small"
              appearance="outline"
              dismissible={editable && !removing}
              dismissIcon={editable ? { 'aria-label': `Remove ${tag.label}` } : undefined}
            >
              {tag.label}
            </Tag>
          ))}
        </TagGroup>
      )}
    </div>
  );
}

import { Button, tokens } from '@fluentui/react-components';
import { StarFilled, StarRegular } from '@fluentui/react-icons';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import type { SharedGamePin_game$key } from './__generated__/SharedGamePin_game.graphql';
import type { SharedGamePinMutation } from './__generated__/SharedGamePinMutation.graphql';

const fragment = graphql`
  fragment SharedGamePin_game on SharedGame {
    id
    isPinned
  }
`;

const mutation = graphql`
  mutation SharedGamePinMutation($gameId: ID!, $pinned: Boolean!) {
    pinSharedGame(gameId: $gameId, pinned: $pinned) {
      __typename
      ... on SharedGame {
        id
        isPinned
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

/**
 * KS-13: the favourite star of a shared game, on its card and its page. It turns at
 * once; a refusal turns it back and says why.
 */
export function SharedGamePin({ game: key, size = 'medium' }: { game: SharedGamePin_game$key; size?: 'medium' | 'large' }) {
  const game = useFragment(fragment, key);
  const { error } = useNotify();
  const [commit] = useMutation<SharedGamePinMutation>(mutation);
  const pin = () => {
    const pinned = !game.isPinned;
    commit({
      variables: { gameId: game.id, pinned },
      optimisticResponse: { pinSharedGame: { __typename: 'SharedGame', id: game.id, isPinned: pinned } },
      onCompleted: ({ pinSharedGame }) => {
        if (pinSharedGame.__typename === 'ProviderError') error(pinSharedGame.message);
      },
      onError: () => error(pinned ? 'The game could not be added to your favourites' : 'The game could not be removed from your favourites'),
    });
  };
  return (
    <Button
      appearance="subtle"
      size={size}
      icon={game.isPinned ? <StarFilled color={tokens.colorPaletteYellowForeground1} /> : <StarRegular />}
      aria-label={game.isPinned ? 'Remove from favourites' : 'Add to favourites'}
      aria-pressed={game.isPinned}
      onClick={pin}
    />
  );
}

import { Button } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import { GameIdsDialog } from '../game-detail/GameIdsDialog';
import { GameInfoSheet } from '../game-detail/GameInfoSheet';
import type { MobileGameInfoQuery } from './__generated__/MobileGameInfoQuery.graphql';
import { withoutMobileSheet } from './mobileParams';

const query = graphql`
  query MobileGameInfoQuery($gameId: Int!) {
    game(gameId: $gameId) {
      gameId
      ...GameInfoSheet_game
      ...GameIdsDialog_game
    }
  }
`;

/**
 * MOB-01, MOB-09: `?mobile=games-infos&gameId=` opens the game's info sheet over the
 * page. Its feedback and actions live in the game's panel, which "Open game" (and
 * Feedback) opens in its place; the ids show here.
 */
export function MobileGameInfo({ gameId, title, onClose }: { gameId: number; title: string | null; onClose: () => void }) {
  const { game } = useLazyLoadQuery<MobileGameInfoQuery>(query, { gameId });
  const [, setParams] = useSearchParams();
  const [ids, setIds] = useState(false);
  if (!game) return null;
  const openPanel = () =>
    setParams((current) => {
      const next = withoutMobileSheet(current);
      next.set('gameid', String(game.gameId));
      return next;
    });
  if (ids) return <GameIdsDialog game={game} onClose={() => setIds(false)} />;
  return (
    <GameInfoSheet
      game={game}
      title={title ?? undefined}
      onClose={onClose}
      onFeedback={openPanel}
      onIds={() => setIds(true)}
      actions={
        <Button appearance="primary" icon={<OpenRegular />} onClick={openPanel}>
          Open game
        </Button>
      }
    />
  );
}

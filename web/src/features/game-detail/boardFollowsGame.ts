import { gameTab } from '@greenlight/rules';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { gameStatusId, type GameStatusEnum } from '../../relay/enums';
import { myGamesPage, myGamesPath } from '../studio-board/tabs';

/**
 * MG-06, MG-27, SUB-29: the board's my-games page behind the panel shows the tab where
 * the panel's game is. When the game changes tab (its testing requested, then pending
 * approval once the request's operation ends; approved, killed ...), the page behind goes
 * to that tab, the panel still open on the game (the address keeps its parameters).
 * Other pages (the publishing side, the board's home, knowledge sharing, a project) stay.
 */
export function useBoardFollowsGame(game: { status: GameStatusEnum; isIterating: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = gameTab({ status: gameStatusId(game.status), isIterating: game.isIterating });
  const previous = useRef(tab);
  const follow = useEffectEvent(() => {
    const page = myGamesPage(location.pathname);
    if (!page) return;
    const path = myGamesPath(tab, page.type);
    if (path !== location.pathname) navigate({ pathname: path, search: location.search });
  });
  useEffect(() => {
    if (previous.current === tab) return;
    previous.current = tab;
    follow();
  }, [tab]);
}

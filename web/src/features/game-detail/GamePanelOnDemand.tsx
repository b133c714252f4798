import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PANEL_PARAMS } from './panelTarget';

const GamePanelHost = lazy(async () => ({ default: (await import('./GamePanel')).GamePanelHost }));

/** GD-01, SUB-CREATE-19: ?game=, ?gameid=, ?create or ?gameKsId= open the game panel; its code loads the first time it is asked for. */
export function GamePanelOnDemand() {
  const [params] = useSearchParams();
  if (!PANEL_PARAMS.some((name) => params.has(name))) return null;
  return (
    <Suspense fallback={null}>
      <GamePanelHost />
    </Suspense>
  );
}

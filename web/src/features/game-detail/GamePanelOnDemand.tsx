import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openedAddress, PANEL_PARAMS } from './panelTarget';

// Issue 17: routes.tsx asks for the same chunk before the page renders when the address opens the panel.
const GamePanelHost = lazy(async () => ({ default: (await import('./GamePanel')).GamePanelHost }));

/**
 * GD-01, SUB-CREATE-19: ?game=, ?gameid=, ?create or ?gameKsId= open the game panel; its
 * code loads the first time it is asked for. GD-04: opening it clears `game`, `studio`
 * and `view` from the address (in place: Back goes to the page before).
 */
export function GamePanelOnDemand() {
  const [params, setParams] = useSearchParams();
  const opened = openedAddress(params)?.toString() ?? null;
  useEffect(() => {
    if (opened !== null) setParams(new URLSearchParams(opened), { replace: true, preventScrollReset: true });
  }, [opened, setParams]);
  if (!PANEL_PARAMS.some((name) => params.has(name))) return null;
  return (
    <Suspense fallback={null}>
      <GamePanelHost />
    </Suspense>
  );
}

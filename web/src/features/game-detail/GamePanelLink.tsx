import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

/**
 * A link that opens a game's panel over the current page (GL-10, GC-19): the page's
 * other parameters stay, so closing the panel finds the list as it was.
 */
export function GamePanelLink({ gameId, className, children }: { gameId: number; className?: string; children: ReactNode }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('game', String(gameId));
  return (
    <Link className={className} to={{ search: `?${next.toString()}` }} preventScrollReset>
      {children}
    </Link>
  );
}

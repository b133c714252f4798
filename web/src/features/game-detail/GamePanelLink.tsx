import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

/**
 * A link that opens a game's panel over the current page (GL-10, GC-19): the page's
 * other parameters stay, so closing the panel finds the list as it was. A game shared
 * in knowledge sharing opens with `gameKsId` (KS-16).
 */
export function GamePanelLink({
  gameId,
  className,
  children,
  param = 'game',
}: {
  gameId: number;
  className?: string;
  children: ReactNode;
  param?: 'game' | 'gameKsId';
}) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set(param, String(gameId));
  return (
    <Link className={className} to={{ search: `?${next.toString()}` }} preventScrollReset>
      {children}
    </Link>
  );
}

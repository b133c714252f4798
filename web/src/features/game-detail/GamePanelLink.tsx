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
  tabIndex,
  label,
}: {
  gameId: number;
  className?: string;
  children: ReactNode;
  param?: 'game' | 'gameKsId';
  tabIndex?: number;
  /** The link's accessible name, when its content has none (an icon). */
  label?: string;
}) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set(param, String(gameId));
  return (
    <Link className={className} to={{ search: `?${next.toString()}` }} preventScrollReset tabIndex={tabIndex} aria-label={label}>
      {children}
    </Link>
  );
}

/**
 * GC-19, GL-10, KS-16: a card's icon opens the game's panel as its name does. It is named
 * for screen readers and voice control, and left out of the tab order: the name beside it
 * is the same link, and a second tab stop to the same place on every card would only
 * double a keyboard user's way through the list.
 */
export function GamePanelIconLink({
  gameId,
  name,
  children,
  className,
  param,
}: {
  gameId: number;
  name: string;
  children: ReactNode;
  className?: string;
  param?: 'game' | 'gameKsId';
}) {
  return (
    <GamePanelLink gameId={gameId} param={param} className={className} tabIndex={-1} label={`${name} icon`}>
      {children}
    </GamePanelLink>
  );
}

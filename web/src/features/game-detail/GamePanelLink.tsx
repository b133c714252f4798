import type { ComponentProps, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

/**
 * A link that opens a game's panel over the current page (GL-10, GC-19): the page's
 * other parameters stay, so closing the panel finds the list as it was. A game shared
 * in knowledge sharing opens with `gameKsId` (KS-16). What a wrapper gives it (a Tooltip's
 * ref, pointer and focus handlers, its aria attributes) reaches the anchor: without them
 * the card name's tooltip (the whole name of one cut at 25 characters, FMT-09) never showed.
 */
export function GamePanelLink({
  gameId,
  children,
  param = 'game',
  label,
  ...anchor
}: Omit<ComponentProps<typeof Link>, 'to' | 'children'> & {
  gameId: number;
  children: ReactNode;
  param?: 'game' | 'gameKsId';
  /** The link's accessible name, when its content has none (an icon). */
  label?: string;
}) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set(param, String(gameId));
  return (
    <Link aria-label={label} {...anchor} to={{ search: `?${next.toString()}` }} preventScrollReset>
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

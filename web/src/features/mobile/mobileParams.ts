// MOB-01: the phone's sheets an address opens: `?mobile=games-infos&gameId=<id>` (the
// game info sheet), `?mobile=studio-option` (the studio options sheet), with an optional
// `mobileTitle` and `mobileIcon`. (`sort-my-games` belongs to the my-games page.)
import { addressNumber } from '../../relay/ids';

export type MobileSheet = { kind: 'game'; gameId: number; title: string | null } | { kind: 'studio'; title: string | null } | null;

export function mobileSheet(params: URLSearchParams): MobileSheet {
  const title = params.get('mobileTitle');
  switch (params.get('mobile')) {
    case 'games-infos': {
      const gameId = addressNumber(params.get('gameId'));
      return gameId === null ? null : { kind: 'game', gameId, title };
    }
    case 'studio-option':
      return { kind: 'studio', title };
    default:
      return null;
  }
}

/** Closing a sheet clears what opened it: `mobile`, `mobileTitle`, `mobileIcon` and the game's id. */
export function withoutMobileSheet(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...next.keys()]) if (name.startsWith('mobile')) next.delete(name);
  next.delete('gameId');
  return next;
}

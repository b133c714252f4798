// What the games list's address narrows it to (GL-11, GL-12): read by the list's state and
// by the /home route's loader, which asks the first page with the page's query (issue 17).
import { addressNumber } from '../../relay/ids';

/** What the address narrows the list to. */
export interface ListNarrowing {
  /** GL-11: ?studio= */
  studioId: number | null;
  /** GL-12: ?customView=projectId&customId= */
  projectId: number | null;
}

/** The narrowing an address asks for (GL-11, GL-12). */
export function narrowingOf(params: URLSearchParams): ListNarrowing {
  return {
    studioId: addressNumber(params.get('studio')),
    projectId: params.get('customView') === 'projectId' ? addressNumber(params.get('customId')) : null,
  };
}

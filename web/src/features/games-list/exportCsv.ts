// 'Export CSV' of the games and studios lists: the gateway streams every row the list's
// state selects, with its visible columns; the browser saves the file.
import { DEFAULT_GAME_SORT, gameListSort } from '@greenlight/rules';
import { isEmptyFilter, type ListState } from './list-state';

/** The export request: the list's state as the provider reads it (POST /v1/games/export). */
export function exportRequest(state: ListState, columns: readonly string[]) {
  const option = gameListSort(state.sort.prop) ?? gameListSort(DEFAULT_GAME_SORT)!;
  return {
    sort: state.best ? option.best : option.last,
    order: state.sort.order,
    ...(state.term.trim() ? { term: state.term.trim() } : {}),
    ...(state.filter && !isEmptyFilter(state.filter) ? { query: state.filter } : {}),
    best: state.best,
    ...(state.studioId ? { studioId: state.studioId } : {}),
    ...(state.projectId ? { projectId: state.projectId } : {}),
    columns: [...columns],
  };
}

/** Downloads the games list's CSV; a refusal rejects with the server's words. */
export function downloadGamesCsv(state: ListState, columns: readonly string[]): Promise<void> {
  return downloadCsv('/export/games.csv', exportRequest(state, columns), 'games.csv');
}

/** POSTs a list's export request to the gateway and saves the CSV it streams back. */
export async function downloadCsv(path: string, request: unknown, fallbackName: string): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(answer?.message ?? `The export failed (${response.status})`);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file over; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

// 'Export CSV' of the games list: the gateway streams every game the list's state
// selects, with its visible columns; the browser saves the file.
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

/** Downloads the CSV; a refusal rejects with the server's words. */
export async function downloadGamesCsv(state: ListState, columns: readonly string[]): Promise<void> {
  const response = await fetch('/export/games.csv', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(exportRequest(state, columns)),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(answer?.message ?? `The export failed (${response.status})`);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'games.csv';
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

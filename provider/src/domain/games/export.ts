// 'Export CSV' of the games list: every game the current view selects, in its
// order, with its visible columns, streamed a batch of lines at a time while the
// database is read in batches (reading only what the columns write). Numbers stay numbers (a spreadsheet computes with them); text that a
// spreadsheet would run as a formula is defused.
import { formatStatus } from '@greenlight/rules';
import type { Db } from '../../db';
import { badRequest } from '../../errors';
import { GAME_COLUMNS } from '../reference/codifications';
import { exportGameBatches, type ExportField, type ExportGame, type GameListOptions } from './games';
import type { Principal } from '../accounts/principal';

interface ExportColumn {
  header: string;
  /** Shown to staff only (PERM-30). */
  isStaff?: boolean;
  /** The fields of the game its value reads (the export reads no other). */
  reads(best: boolean): readonly ExportField[];
  value(game: ExportGame, best: boolean): string | number | null;
}

type Kpi = 'Cpi' | 'Ctr' | 'D1' | 'D7' | 'D14' | 'Playtime';
const kpiField = (best: boolean, name: Kpi) => (best ? (`best${name}` as const) : (`last${name}` as const));
const kpi = (best: boolean, game: ExportGame, name: Kpi) => game[kpiField(best, name)];
/** A column of one field of the game. */
const one = (field: ExportField) => () => [field];
/** A column of a KPI, the best iteration's or the latest's. */
const kpiReads = (name: Kpi) => (best: boolean) => [kpiField(best, name)];
const round = (value: number | null, decimals: number) =>
  value === null ? null : Math.round(value * 10 ** decimals) / 10 ** decimals;
const percent = (value: number | null) => (value === null ? null : round(value * 100, 2));
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

/** The games list's columns that hold data (codifications' columns.games), by id. */
export const EXPORT_COLUMNS: Readonly<Record<string, ExportColumn>> = {
  name: { header: 'Name', reads: one('name'), value: (g) => g.name },
  studioName: { header: 'Studio', reads: one('studioName'), value: (g) => g.studioName },
  pmName: { header: 'PM', isStaff: true, reads: one('pmName'), value: (g) => g.pmName },
  method: { header: 'Method', isStaff: true, reads: one('isManagedByProvider'), value: (g) => (g.isManagedByProvider ? 'Auto' : 'Manual') },
  platform: { header: 'Platform', reads: one('platform'), value: (g) => (g.platform === 'ios' ? 'iOS' : 'Android') },
  status: { header: 'Status', reads: one('status'), value: (g) => formatStatus(g.status) },
  recommendation: { header: 'Recommendation', reads: one('recommendation'), value: (g) => g.recommendation },
  adnetworks: { header: 'Ad networks', reads: one('adnetworks'), value: (g) => g.adnetworks },
  nbIterations: { header: 'Iterations', reads: one('nbIterations'), value: (g) => g.nbIterations },
  lastIterationDate: { header: 'Last iteration', reads: one('lastIterationDate'), value: (g) => day(g.lastIterationDate) },
  cpi: { header: 'CPI ($)', reads: kpiReads('Cpi'), value: (g, best) => round(kpi(best, g, 'Cpi'), 2) },
  ctr: { header: 'CTR (%)', reads: kpiReads('Ctr'), value: (g, best) => percent(kpi(best, g, 'Ctr')) },
  d1: { header: 'D1 (%)', reads: kpiReads('D1'), value: (g, best) => percent(kpi(best, g, 'D1')) },
  d7: { header: 'D7 (%)', reads: kpiReads('D7'), value: (g, best) => percent(kpi(best, g, 'D7')) },
  d14: { header: 'D14 (%)', reads: kpiReads('D14'), value: (g, best) => percent(kpi(best, g, 'D14')) },
  playtime: { header: 'Playtime (s)', reads: kpiReads('Playtime'), value: (g, best) => round(kpi(best, g, 'Playtime'), 0) },
  createdAt: { header: 'Created', reads: one('createdAt'), value: (g) => day(g.createdAt) },
  qrCode: { header: 'Store link', isStaff: true, reads: one('storeUrl'), value: (g) => g.storeUrl },
};

/** One CSV field (RFC 4180), a leading =, +, - or @ of text made inert. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The columns asked, checked: known ids, staff-only ones for staff; a list column with no data yet (CM) is left out. */
export function exportColumns(ids: readonly string[], principal: Principal): [string, ExportColumn][] {
  const listed = new Set(GAME_COLUMNS.map((column) => column.id));
  const unknown = ids.filter((id) => !EXPORT_COLUMNS[id] && !listed.has(id));
  if (unknown.length > 0) {
    throw badRequest(
      'INVALID_REQUEST',
      `Unknown column ${unknown[0]}`,
      unknown.map((id) => ({ code: 'INVALID_REQUEST', detail: `Unknown column ${id}`, path: 'columns' })),
    );
  }
  return ids
    .filter((id) => EXPORT_COLUMNS[id])
    .map((id) => [id, EXPORT_COLUMNS[id]!] as [string, ExportColumn])
    .filter(([, column]) => !column.isStaff || principal.isStaff);
}

/** The CSV, header first, then a batch of lines for each batch of games, as the database is read. */
export async function* gamesCsv(
  db: Db,
  principal: Principal,
  now: Date,
  options: Omit<GameListOptions, 'limit' | 'offset'>,
  columnIds: readonly string[],
): AsyncGenerator<string> {
  const columns = exportColumns(columnIds, principal);
  const best = options.best ?? true;
  const fields = columns.flatMap(([, column]) => column.reads(best));
  // The first batch is read before the header goes out, so that a refused filter is a 400, not a broken file.
  const batches = exportGameBatches(db, principal, now, options, fields);
  const first = await batches.next();
  yield `${columns.map(([, column]) => csvField(column.header)).join(',')}\r\n`;
  const lines = (games: ExportGame[]) => {
    let text = '';
    for (const game of games) text += `${columns.map(([, column]) => csvField(column.value(game, best))).join(',')}\r\n`;
    return text;
  };
  if (first.done) return;
  yield lines(first.value);
  for await (const games of batches) yield lines(games);
}

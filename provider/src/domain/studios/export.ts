// 'Export CSV' of the studios list (issue 13, like the games list's): every studio the
// current view selects, in its order, with its visible columns, streamed while the
// studios are read a page of 500 at a time. Numbers stay numbers; text a spreadsheet
// would run as a formula is defused (csvField).
import type { Db } from '../../db';
import { badRequest } from '../../errors';
import type { Principal } from '../accounts/principal';
import { csvField } from '../games/export';
import { STUDIO_COLUMNS } from '../reference/codifications';
import { listStudios, type StudioListOptions, type StudioListRow } from './studios';

interface ExportColumn {
  header: string;
  isStaff?: boolean;
  value(studio: StudioListRow): string | number | null;
}

const round = (value: number | null, decimals: number) => (value === null ? null : Math.round(value * 10 ** decimals) / 10 ** decimals);
const percent = (value: number | null) => (value === null ? null : round(value * 100, 2));
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

/** The studios list's columns (codifications' columns.studios), by id. */
export const STUDIO_EXPORT_COLUMNS: Readonly<Record<string, ExportColumn>> = {
  name: { header: 'Name', value: (s) => s.name },
  pmName: { header: 'PM', isStaff: true, value: (s) => s.pmName },
  gamesCpi3Months: { header: 'CPI 3 months ($)', value: (s) => round(s.gamesCpi3Months.value, 2) },
  gamesDay13Months: { header: 'Day 1 3 months (%)', value: (s) => percent(s.gamesDay13Months.value) },
  gamesDay73Months: { header: 'Day 7 3 months (%)', value: (s) => percent(s.gamesDay73Months.value) },
  nbPrototypes: { header: 'Prototypes', value: (s) => s.nbPrototypes },
  sinceLastIterationDate: { header: 'Days since last iteration', value: (s) => s.sinceLastIterationDate },
  gamesNbPrototypes6Months: { header: 'Prototypes (6 months)', value: (s) => s.gamesNbPrototypes6Months },
  activityState: { header: 'Activity', value: (s) => s.activityLabel },
  gamesCtr3Months: { header: 'CTR 3 months (%)', value: (s) => percent(s.gamesCtr3Months.value) },
  nbHits: { header: 'Hits', value: (s) => s.nbHits },
  creationDate: { header: 'Created', value: (s) => day(s.creationDate) },
  contract: { header: 'Contract', value: (s) => s.contract },
  secondaryPmName: { header: 'Second PM', isStaff: true, value: (s) => s.secondaryPmName },
  gamesPlaytime3Months: { header: 'Playtime 3 months (s)', value: (s) => round(s.gamesPlaytime3Months.value, 0) },
};

function exportColumns(ids: readonly string[], principal: Principal): ExportColumn[] {
  const listed = new Set(STUDIO_COLUMNS.map((column) => column.id));
  const unknown = ids.filter((id) => !listed.has(id) || !STUDIO_EXPORT_COLUMNS[id]);
  if (unknown.length > 0) {
    throw badRequest(
      'INVALID_REQUEST',
      `Unknown column ${unknown[0]}`,
      unknown.map((id) => ({ code: 'INVALID_REQUEST', detail: `Unknown column ${id}`, path: 'columns' })),
    );
  }
  return ids.map((id) => STUDIO_EXPORT_COLUMNS[id]!).filter((column) => !column.isStaff || principal.isStaff);
}

const BATCH = 500;

/** The CSV, header first, one line per studio; the first page is read before the header, so a refused filter is a 400. */
export async function* studiosCsv(
  db: Db,
  principal: Principal,
  now: Date,
  options: Omit<StudioListOptions, 'limit' | 'offset'>,
  columnIds: readonly string[],
): AsyncGenerator<string> {
  const columns = exportColumns(columnIds, principal);
  let page = await listStudios(db, principal, now, { ...options, limit: BATCH, offset: 0 });
  yield `${columns.map((column) => csvField(column.header)).join(',')}\r\n`;
  for (let offset = 0; ; ) {
    for (const studio of page.data) yield `${columns.map((column) => csvField(column.value(studio))).join(',')}\r\n`;
    offset += page.data.length;
    if (page.data.length < BATCH) return;
    page = await listStudios(db, principal, now, { ...options, limit: BATCH, offset });
  }
}

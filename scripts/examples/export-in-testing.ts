// Exports the games in testing with their last CPI and D1 as CSV (RFC 4180) on stdout,
// every page of the list, with a progress line per page on stderr:
//
//   GREENLIGHT_TOKEN=glpat_... npx tsx scripts/examples/export-in-testing.ts > in-testing.csv
//   (--page-size N: games per request, 50 by default)
import { graphql } from './__generated__';
import type { InTestingGamesQuery } from './__generated__/graphql';
import { request } from './greenlight';

const InTestingGames = graphql(`
  query InTestingGames($first: Int!, $after: String) {
    games(
      first: $first
      after: $after
      sort: NAME
      order: ASC
      filter: { logicalOperator: ALL, children: [{ rule: { rule: "status", operator: "=", values: ["in_testing"] } }] }
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          gameId
          name
          platform
          studio {
            name
          }
          last {
            cpi
            d1
          }
        }
      }
    }
  }
`);

const CSV_HEADER = ['game id', 'name', 'studio', 'platform', 'last CPI', 'last D1'];

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break, its quotes doubled. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

function pageSize(): number {
  const index = process.argv.indexOf('--page-size');
  const size = index >= 0 ? Number(process.argv[index + 1]) : 50;
  if (!Number.isInteger(size) || size < 1 || size > 100) {
    console.error('--page-size takes a whole number from 1 to 100');
    process.exit(2);
  }
  return size;
}

async function main() {
  const first = pageSize();
  process.stdout.write(csvLine(CSV_HEADER));
  let after: string | null = null;
  let written = 0;
  for (let page = 1; ; page++) {
    const { games }: InTestingGamesQuery = await request(InTestingGames, { first, after });
    for (const { node } of games.edges) {
      process.stdout.write(csvLine([node.gameId, node.name, node.studio.name, node.platform, node.last.cpi, node.last.d1]));
    }
    written += games.edges.length;
    console.error(`page ${page}: ${written} of ${games.totalCount} games`);
    if (!games.pageInfo.hasNextPage || !games.pageInfo.endCursor) break;
    after = games.pageInfo.endCursor;
  }
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

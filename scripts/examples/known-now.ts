// What is known now (issue 43): a weekly report, in Markdown on stdout, over the games in
// testing: for each, its newest iteration with data, every KPI with its range at your
// confidence level and its change since the iteration before with the verdict (better,
// worse, or not known yet and what would settle it), and how sure its recommendation is.
// Games with a known change come first.
//
//   GREENLIGHT_TOKEN=glpat_... npx tsx scripts/examples/known-now.ts > known-now.md
//   (--page-size N: games per request, 10 by default)
import { graphql } from './__generated__';
import type { KnownNowQuery } from './__generated__/graphql';
import { request } from './greenlight';

const KnownNow = graphql(`
  query KnownNow($first: Int!, $after: String) {
    viewer {
      confidenceLevel
    }
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
          recommendation
          studio {
            name
          }
          iterations {
            number
            kpis {
              spend
              recommendationCheck {
                verdict
                deciding {
                  kpi
                  bar
                  value
                  meets
                  confidence
                }
              }
              evidence {
                kpi
                value
                sampleUnit
                interval {
                  low
                  high
                }
                comparison {
                  difference
                  ratio
                  verdict
                  moreSampleNeeded
                }
              }
            }
          }
        }
      }
    }
  }
`);

type Game = KnownNowQuery['games']['edges'][number]['node'];
type Iteration = Game['iterations'][number];
type Evidence = Iteration['kpis']['evidence'][number];

const COSTS = new Set(['CPI', 'CPNU', 'CPM']);
const UNITS = { INSTALLS: 'installs', NEW_USERS: 'new users', IMPRESSIONS: 'impressions', CLICKS: 'clicks' } as const;

const DURATIONS = new Set(['PLAYTIME', 'SESSION_LENGTH']);

const percent = (fraction: number, digits: number) => `${(fraction * 100).toFixed(digits)}%`;
const duration = (seconds: number) => `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;

/** A KPI's value in its unit: dollars, installs per thousand impressions, durations or percents. */
function valueOf(kpi: string, value: number): string {
  if (COSTS.has(kpi)) return `$${value.toFixed(2)}`;
  if (kpi === 'IPM') return value.toFixed(2);
  if (DURATIONS.has(kpi)) return duration(value);
  return percent(value, 1);
}

function range(item: Evidence): string {
  if (!item.interval) return '';
  const { low, high } = item.interval;
  return high === null || high === undefined ? `${valueOf(item.kpi, low)} or more` : `${valueOf(item.kpi, low)}–${valueOf(item.kpi, high)}`;
}

function change(item: Evidence): string {
  const c = item.comparison;
  if (!c) return '';
  const sign = c.difference > 0 ? '+' : c.difference < 0 ? '−' : '±';
  const size = Math.abs(c.difference);
  if (COSTS.has(item.kpi)) return `${sign}$${size.toFixed(2)}${c.ratio ? ` (×${c.ratio.toFixed(2)})` : ''}`;
  if (item.kpi === 'IPM') return `${sign}${size.toFixed(2)}`;
  if (DURATIONS.has(item.kpi)) return `${sign}${duration(size)}`;
  // CTR moves by hundredths of a point; retention by tenths.
  return `${sign}${(size * 100).toFixed(item.kpi === 'CTR' ? 2 : 1)} pts`;
}

function verdict(item: Evidence): string {
  const c = item.comparison;
  if (!c) return 'no previous iteration';
  if (c.verdict === 'BETTER') return '**better**';
  if (c.verdict === 'WORSE') return '**worse**';
  if (c.difference === 0) return 'no change';
  // Two significant digits: the estimate is no finer than that.
  const more = c.moreSampleNeeded && (c.moreSampleNeeded < 100 ? c.moreSampleNeeded : Number(c.moreSampleNeeded.toPrecision(2)));
  return more ? `not known yet: about ${more.toLocaleString('en-US')} more ${UNITS[item.sampleUnit]} would settle it` : 'not known yet';
}

function recommendationLine(game: Game, iteration: Iteration): string {
  const check = iteration.kpis.recommendationCheck;
  if (!game.recommendation) return 'Recommendation: none';
  if (!check) return `Recommendation: ${game.recommendation}`;
  const weakest = [...check.deciding].sort((a, b) => a.confidence - b.confidence)[0];
  if (check.verdict === 'TOO_EARLY' && weakest) {
    return `Recommendation: ${game.recommendation}, too early to say (${weakest.kpi} ${valueOf(weakest.kpi, weakest.value)} may be either side of its ${valueOf(weakest.kpi, weakest.bar)} bar)`;
  }
  return `Recommendation: ${game.recommendation}, sure at this level`;
}

function section(game: Game, iteration: Iteration, level: number): string {
  const lines = [
    `## ${game.name} (${game.studio.name}, ${game.platform.toLowerCase()}): iteration ${iteration.number}`,
    '',
    recommendationLine(game, iteration),
    '',
    `| KPI | value | ${percent(level, 0)} range | vs previous | verdict |`,
    '| --- | --- | --- | --- | --- |',
    ...iteration.kpis.evidence.map((item) => `| ${item.kpi} | ${valueOf(item.kpi, item.value)} | ${range(item)} | ${change(item)} | ${verdict(item)} |`),
    '',
  ];
  return lines.join('\n');
}

function pageSize(): number {
  const index = process.argv.indexOf('--page-size');
  const size = index >= 0 ? Number(process.argv[index + 1]) : 10;
  if (!Number.isInteger(size) || size < 1 || size > 20) {
    console.error('--page-size takes a whole number from 1 to 20');
    process.exit(2);
  }
  return size;
}

async function main() {
  const first = pageSize();
  const reports: { known: boolean; text: string }[] = [];
  let level = 0.95;
  let total: number;
  let withData = 0;
  let better = 0;
  let worse = 0;
  let open = 0;
  let after: string | null = null;
  for (let page = 1; ; page++) {
    const answer: KnownNowQuery = await request(KnownNow, { first, after });
    level = answer.viewer?.confidenceLevel ?? level;
    total = answer.games.totalCount;
    for (const { node: game } of answer.games.edges) {
      // The newest iteration with data: the one the recommendation is about.
      const iteration = game.iterations.find((candidate) => candidate.kpis.spend !== null);
      if (!iteration) continue;
      withData += 1;
      const verdicts = iteration.kpis.evidence.flatMap((item) => (item.comparison ? [item.comparison.verdict] : []));
      better += verdicts.filter((v) => v === 'BETTER').length;
      worse += verdicts.filter((v) => v === 'WORSE').length;
      open += verdicts.filter((v) => v === 'NOT_KNOWN_YET').length;
      reports.push({ known: verdicts.some((v) => v !== 'NOT_KNOWN_YET'), text: section(game, iteration, level) });
    }
    console.error(`page ${page}: ${reports.length} of ${total} games read`);
    if (!answer.games.pageInfo.hasNextPage || !answer.games.pageInfo.endCursor) break;
    after = answer.games.pageInfo.endCursor;
  }
  const today = new Date().toISOString().slice(0, 10);
  process.stdout.write(
    [
      `# What is known now: ${today}, at ${percent(level, 0)} confidence`,
      '',
      `${total} games in testing, ${withData} with data. Changes since the iteration before: ${better} better, ${worse} worse, ${open} not known yet.`,
      'A change is better or worse only when it is larger than noise, for all the KPIs of a game compared at once (Holm).',
      '',
      ...reports.filter((report) => report.known).map((report) => report.text),
      ...reports.filter((report) => !report.known).map((report) => report.text),
    ].join('\n'),
  );
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import {
  Button,
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { BENCHMARK_KPI_LABELS, formatBenchmarkValue, formatStanding } from '@greenlight/rules';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { GameBenchmark_game$key } from './__generated__/GameBenchmark_game.graphql';

// Highcharts and its box plots load only when the spread is asked for.
const BenchmarkChartsDialog = lazy(async () => ({ default: (await import('./BenchmarkChartsDialog')).BenchmarkChartsDialog }));

const fragment = graphql`
  fragment GameBenchmark_game on Game {
    benchmark {
      kpi
      value
      genre
      percentile
      gamesCompared
      percentileAll
      gamesComparedAll
      ...BenchmarkChartsDialog_kpi
    }
  }
`;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  note: { color: tokens.colorNeutralForeground3 },
});

/**
 * Issue 43: where the game's last KPIs stand among the tested games of its gameplay
 * genre and among all games of its kind, as a table (which is also the charts' text),
 * and the spread as box plots on demand. Nothing before the game has data.
 */
export function GameBenchmark({ game: key }: { game: GameBenchmark_game$key }) {
  const styles = useStyles();
  const { benchmark } = useFragment(fragment, key);
  const [chartsOpen, setChartsOpen] = useState(false);
  if (benchmark.length === 0) return null;
  const genre = benchmark.find((kpi) => kpi.genre)?.genre ?? null;
  return (
    <section className={styles.section} aria-label="Against other games">
      <div className={styles.head}>
        <Text weight="semibold">Against other games</Text>
        <Button size="small" onClick={() => setChartsOpen(true)}>
          See the spread
        </Button>
      </div>
      <Caption1 className={styles.note}>
        The last iteration with data against the tested games of the same kind: lower costs and higher rates are better.
        {genre ? '' : ' Set the game\'s gameplay genre to compare it with its genre.'}
      </Caption1>
      <Table size="small" aria-label="Against other games">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>KPI</TableHeaderCell>
            <TableHeaderCell>Value</TableHeaderCell>
            {genre && <TableHeaderCell>{`${genre} games`}</TableHeaderCell>}
            <TableHeaderCell>All games</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {benchmark.map((kpi) => (
            <TableRow key={kpi.kpi}>
              <TableCell>{BENCHMARK_KPI_LABELS[kpi.kpi]}</TableCell>
              <TableCell>{formatBenchmarkValue(kpi.kpi, kpi.value)}</TableCell>
              {genre && (
                <TableCell>{kpi.percentile == null || kpi.gamesCompared == null ? '-' : formatStanding(kpi.percentile, kpi.gamesCompared)}</TableCell>
              )}
              <TableCell>{formatStanding(kpi.percentileAll, kpi.gamesComparedAll)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {chartsOpen && (
        <Suspense fallback={null}>
          <BenchmarkChartsDialog kpis={benchmark} genre={genre} onClose={() => setChartsOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}

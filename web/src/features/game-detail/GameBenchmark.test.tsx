import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import type { GameBenchmarkTestQuery } from './__generated__/GameBenchmarkTestQuery.graphql';
import { benchmarkOptions } from './BenchmarkChartsDialog';
import { GameBenchmark } from './GameBenchmark';

const query = graphql`
  query GameBenchmarkTestQuery @relay_test_operation {
    game(gameId: 12) {
      ...GameBenchmark_game
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<GameBenchmarkTestQuery>(query, {});
  return data.game ? <GameBenchmark game={data.game} /> : null;
}

const box = (low: number, q1: number, median: number, q3: number, high: number) => ({ low, q1, median, q3, high });
const cpi = {
  kpi: 'CPI',
  value: 0.31,
  genre: 'Puzzle',
  percentile: 72.4,
  gamesCompared: 312,
  percentileAll: 80,
  gamesComparedAll: 2104,
  genreDistribution: box(0.2, 0.3, 0.4, 0.55, 0.9),
  allDistribution: box(0.15, 0.3, 0.45, 0.6, 1.1),
};

function render(benchmark: unknown[]) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { Game: () => ({ benchmark }) }));
  renderInApp(<Harness />, { environment });
}

describe('GameBenchmark', () => {
  it('issue 43 tells where each KPI stands among its genre\'s and all tested games', () => {
    render([cpi, { ...cpi, kpi: 'D1', value: 0.334, percentile: 40, percentileAll: 55.5 }]);
    const table = screen.getByRole('table', { name: 'Against other games' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['KPI', 'Value', 'Puzzle games', 'All games']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['CPI', '$0.31', 'better than 72% of 312 games', 'better than 80% of 2,104 games'],
      ['D1', '33.4%', 'better than 40% of 312 games', 'better than 56% of 2,104 games'],
    ]);
    expect(screen.getByRole('button', { name: 'See the spread' })).toBeTruthy();
  });

  it('issue 43 without a gameplay genre compares with all games and says how to compare with the genre; nothing without data', () => {
    render([{ ...cpi, genre: null, percentile: null, gamesCompared: null, genreDistribution: null }]);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['KPI', 'Value', 'All games']);
    expect(screen.getByText(/Set the game's gameplay genre/)).toBeTruthy();
  });

  it('issue 43 draws the genre\'s and all games\' box plots, whiskers at 5% and 95%, with the game as a point, in the unit of the KPI', () => {
    const options = benchmarkOptions({ ...cpi, kpi: 'D1', value: 0.33, genreDistribution: box(0.2, 0.25, 0.3, 0.35, 0.45) } as never, 'Puzzle', true);
    const [boxes, game] = options.series as { data: number[][] }[];
    expect((options.xAxis as { categories: string[] }).categories).toEqual(['Puzzle games', 'All games']);
    expect(boxes!.data[0]!.map((v) => Math.round(v * 10) / 10)).toEqual([20, 25, 30, 35, 45]);
    expect(game!.data.map(([x, y]) => [x, Math.round(y! * 10) / 10])).toEqual([[0, 33], [1, 33]]);
  });
});

import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import type { GamePanelHeaderTestQuery } from './__generated__/GamePanelHeaderTestQuery.graphql';
import { GamePanelHeader } from './GamePanelHeader';

const query = graphql`
  query GamePanelHeaderTestQuery @relay_test_operation {
    game(gameId: 12) {
      ...GamePanelHeader_game
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<GamePanelHeaderTestQuery>(query, {});
  return data.game ? <GamePanelHeader game={data.game} /> : null;
}

const iteration = (score: number | null, spend: number | null, recommendationCheck: unknown = null, scoreInterval: unknown = null) => ({
  kpis: { score, spend, recommendationCheck, scoreInterval },
  videos: [],
});

describe('GamePanelHeader', () => {
  it('GD-14 GC-15 issue 15 shows the score of the latest iteration with data, as the card does, not a newer one without data', () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        Game: () => ({ name: 'Mini Burger', iconUrl: null, recommendation: null, iterations: [iteration(null, null), iteration(1, 42.5)] }),
      }),
    );
    renderInApp(<Harness />, { environment });
    expect(screen.getByLabelText('Score 1').textContent).toBe('1/5');
  });

  it('GD-14 shows - while no iteration has data', () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        Game: () => ({ name: 'Mini Burger', iconUrl: null, recommendation: null, iterations: [iteration(null, null)] }),
      }),
    );
    renderInApp(<Harness />, { environment });
    expect(screen.getByLabelText('Score unknown').textContent).toBe('-');
  });

  it('issue 43 says how sure the recommendation is, from the iteration it comes from', () => {
    const environment = createMockEnvironment();
    const check = {
      verdict: 'TOO_EARLY',
      deciding: [
        { kpi: 'CPI', bar: 0.4, value: 0.31, meets: true, confidence: 0.99, interval: { low: 0.27, high: 0.36 } },
        { kpi: 'D1', bar: 0.35, value: 0.36, meets: true, confidence: 0.66, interval: { low: 0.31, high: 0.41 } },
      ],
    };
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        Game: () => ({
          name: 'Mini Burger',
          iconUrl: null,
          recommendation: 'high potential',
          iterations: [iteration(null, null), iteration(4, 300, check, { low: 3, high: 5, level: 0.95 })],
        }),
      }),
    );
    renderInApp(<Harness />, { environment });
    expect(screen.getByText('Too early to say: D1 36% (31.0–41.0%) may be either side of the 35% launch bar')).toBeTruthy();
    // The score with its KPIs at either end of their intervals.
    expect(screen.getByText('3–5 at 95%')).toBeTruthy();
  });
});

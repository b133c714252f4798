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

const iteration = (score: number | null, spend: number | null) => ({ kpis: { score, spend }, videos: [] });

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
});

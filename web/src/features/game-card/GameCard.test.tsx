import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { GameCardTestQuery } from './__generated__/GameCardTestQuery.graphql';
import { GameCard } from './GameCard';

const query = graphql`
  query GameCardTestQuery @relay_test_operation {
    node(id: "game") {
      ...GameCard_game @alias(as: "game")
    }
  }
`;

function Harness({ variant }: { variant: 'publishing' | 'board' }) {
  const data = useLazyLoadQuery<GameCardTestQuery>(query, {});
  return data.node?.game ? <GameCard game={data.node.game} variant={variant} /> : null;
}

function renderCard(game: Record<string, unknown>, variant: 'publishing' | 'board' = 'publishing') {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Game: () => ({
        id: 'game',
        name: 'Merge Kingdom',
        iconUrl: '/media/abc',
        platform: 'IOS',
        status: 'IN_TESTING',
        isCtr: false,
        isIterating: false,
        isPublishedInStore: false,
        nbIterations: 2,
        lastIterationDate: '2026-11-10T00:00:00.000Z',
        adNetworks: ['Facebook', 'Snapchat'],
        substatus: null,
        studio: { name: 'Studio One', activityState: 'ACTIVE' },
        last: { cpi: 0.234, d1: 0.3512 },
        ...game,
      }),
    }),
  );
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <Harness variant={variant} />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
}

describe('GameCard', () => {
  it('GC-02 MG-19 cuts names longer than 25 characters with "..."', () => {
    renderCard({ name: 'The Incredibly Long Puzzle Adventure' });
    expect(screen.getByText('The Incredibly Long Puzzl...')).toBeTruthy();
  });

  it('GC-12 shows the status with its first letter capitalised and spaces for underscores', () => {
    renderCard({ status: 'PENDING_SDK_INTEGRATION', last: { cpi: null, d1: null } });
    expect(screen.getByText('Pending sdk integration')).toBeTruthy();
  });

  it('GC-03 GC-06 GC-14 shows the studio, the platform and the networks pipe-separated', () => {
    renderCard({});
    expect(screen.getByText('Studio One')).toBeTruthy();
    expect(screen.getByText('iOS')).toBeTruthy();
    expect(screen.getByText('Facebook | Snapchat')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Active studio' })).toBeTruthy();
  });

  it('GC-26 GL-32 shows the last CPI in dollars with 2 decimals and D1 with 1 decimal in lists', () => {
    renderCard({});
    expect(screen.getByText('$0.23')).toBeTruthy();
    expect(screen.getByText('35.1%')).toBeTruthy();
  });

  it('GC-27 leaves the KPIs out of a game never measured, and shows - for one missing', () => {
    const { unmount } = renderCard({ last: { cpi: null, d1: null } });
    expect(screen.queryByText('D1')).toBeNull();
    expect(screen.queryByText(/^\$/)).toBeNull();
    unmount();
    renderCard({ last: { cpi: 0.5, d1: null } });
    expect(screen.getByText('-')).toBeTruthy();
  });

  it('MG-20 rounds D1 and says N/A for what is missing on the board', () => {
    renderCard({ last: { cpi: null, d1: 0.356 } }, 'board');
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('36%')).toBeTruthy();
  });

  it('MG-14 shows an in-progress board card\'s step gauge instead of KPIs', () => {
    renderCard({ status: 'PENDING_SDK_INTEGRATION', substatus: '{"done":"create","current":"link_store"}', last: { cpi: null, d1: null } }, 'board');
    expect(screen.getByText('Step 3/9')).toBeTruthy();
    expect(screen.getByText('Next: Link to store')).toBeTruthy();
  });
});

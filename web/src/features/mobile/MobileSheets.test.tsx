import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { MobileSheets } from './MobileSheets';

function Search() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderAt(path: string) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Game: () => ({
        gameId: 82,
        isManagedByProvider: true,
        platform: 'ANDROID',
        storeUrl: 'https://play.example/store',
        gameAnalyticsUrl: 'https://analytics.example/82',
        facebookUrl: 'https://facebook.example/ads/82',
        genres: [],
      }),
      StudioAdminSummary: () => ({ studioId: 7, name: 'Studio One' }),
    }),
  );
  return renderInApp(
    <>
      <MobileSheets />
      <Search />
    </>,
    { environment, path },
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('MobileSheets', () => {
  it('MOB-01 MOB-09 ?mobile=games-infos opens the game info sheet under mobileTitle, with analytics, Facebook and store links', async () => {
    renderAt('/board?tab=x&mobile=games-infos&gameId=82&mobileTitle=Epic%20Cube&mobileIcon=info');
    const sheet = await screen.findByRole('dialog', { name: 'Epic Cube' });
    expect(within(sheet).getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe('https://analytics.example/82');
    expect(within(sheet).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.example/ads/82');
    expect(within(sheet).getByRole('link', { name: 'Store' }).getAttribute('href')).toBe('https://play.example/store');
    expect(within(sheet).getByRole('button', { name: 'Feedback' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Ids' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(address()).toBe('?tab=x'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('FBK-13 the game info sheet\'s Feedback opens the game\'s panel, where its feedback is', async () => {
    renderAt('/board?mobile=games-infos&gameId=82');
    const sheet = await screen.findByRole('dialog', { name: 'Game info' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Feedback' }));
    await waitFor(() => expect(address()).toBe('?gameid=82'));
  });

  it('MOB-01 "Open game" swaps the sheet for the game panel', async () => {
    renderAt('/board?mobile=games-infos&gameId=82');
    const sheet = await screen.findByRole('dialog', { name: 'Game info' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Open game' }));
    await waitFor(() => expect(address()).toBe('?gameid=82'));
  });

  it('MOB-01 MOB-10 ?mobile=studio-option lists the viewer studios with Studio Admin and the board', async () => {
    renderAt('/board?mobile=studio-option&mobileTitle=My%20studio');
    const sheet = await screen.findByRole('dialog', { name: 'My studio' });
    const studio = within(sheet).getByRole('region', { name: 'Studio One' });
    expect(within(studio).getByRole('link', { name: 'Studio Admin' }).getAttribute('href')).toBe('/profile/studio/7');
    expect(within(studio).getByRole('link', { name: 'Studio board' }).getAttribute('href')).toBe('/board');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(address()).toBe(''));
  });

  it('MOB-01 opens nothing for an unknown value or a game without id', () => {
    renderAt('/board?mobile=games-infos');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

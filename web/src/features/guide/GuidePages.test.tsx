// /stepper and /about (ROUTE-27): how a test goes, drawn from the rules' step table, and
// what Greenlight is, each under the viewer's header.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, within } from '@testing-library/react';
import { GUIDE_GAMES, SUBMISSION_STEPS, pageName } from '@greenlight/rules';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { operationsNamed } from '../../test/render';
import AboutPageQuery, { type AboutPageQuery as AboutQuery } from './__generated__/AboutPageQuery.graphql';
import StepperPageQuery, { type StepperPageQuery as StepperQuery } from './__generated__/StepperPageQuery.graphql';
import { AboutPage } from './AboutPage';
import { StepperPage } from './StepperPage';

const VIEWER = { permissions: ['view_studio_interface', 'add_game'], studios: [], darkMode: false };

async function renderPage(page: 'stepper' | 'about') {
  const environment = createMockEnvironment();
  const queryRef =
    page === 'stepper' ? loadQuery<StepperQuery>(environment, StepperPageQuery, {}) : loadQuery<AboutQuery>(environment, AboutPageQuery, {});
  const [operation] = operationsNamed(environment, page === 'stepper' ? 'StepperPageQuery' : 'AboutPageQuery');
  environment.mock.resolve(operation!, MockPayloadGenerator.generate(operation!, { Viewer: () => VIEWER }));
  const router = createMemoryRouter([{ path: `/${page}`, loader: () => queryRef, Component: page === 'stepper' ? StepperPage : AboutPage }], {
    initialEntries: [`/${page}`],
  });
  await act(async () => {
    render(
      <RelayEnvironmentProvider environment={environment}>
        <FluentProvider theme={webLightTheme}>
          <RouterProvider router={router} />
        </FluentProvider>
      </RelayEnvironmentProvider>,
    );
  });
  await screen.findByRole('heading', { level: 1 });
}

describe('the guide pages', () => {
  it('ROUTE-27 /stepper lists the ten steps with their time, the tests that take each and what each asks', async () => {
    await renderPage('stepper');
    expect(screen.getByRole('heading', { name: 'How a test goes' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Submission steps' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Step', 'Time', ...GUIDE_GAMES.map((kind) => kind.label)]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.querySelector('span')?.textContent)).toEqual(
      SUBMISSION_STEPS.map((step, index) => `${index + 1}. ${step.title}`),
    );
    // AppStore publishing: only an iOS test not yet in its store takes it.
    const appStore = rows[1]!;
    expect(within(appStore).getByText('10-15 minutes')).toBeTruthy();
    expect(within(appStore).getAllByLabelText('taken')).toHaveLength(1);
    expect(within(rows[8]!).getByText('Choose one genre in every category.')).toBeTruthy();
    // The studio's header (the board's platform).
    expect(screen.getByRole('button', { name: 'Studio Platform' })).toBeTruthy();
    expect(pageName('/stepper')).toBe('stepper');
  });

  it('ROUTE-27 /about says what Greenlight is and links the guide, the help center and the quotes', async () => {
    await renderPage('about');
    expect(screen.getByRole('heading', { name: 'About Greenlight' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How a test goes' }).getAttribute('href')).toBe('/stepper');
    expect(screen.getByRole('link', { name: 'Quotes' }).getAttribute('href')).toBe('/quotes');
    expect(screen.getByRole('link', { name: 'Help center' }).getAttribute('target')).toBe('_blank');
    expect(pageName('/about')).toBe('about');
  });
});

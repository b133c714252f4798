import { act, fireEvent, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { links } from '../../config';
import { operationsNamed, renderInApp } from '../../test/render';
import BoardHomePageQuery, { type BoardHomePageQuery as Query } from './__generated__/BoardHomePageQuery.graphql';
import { BoardHomePage } from './BoardHomePage';
import { HOMEPAGE_FALLBACK } from './welcomeTexts';

async function renderHome({
  homepage = null as unknown,
  permissions = ['view_studio_interface'],
  learningPlatformLink = null as string | null,
  generalAlert = null as unknown,
} = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<Query>(environment, BoardHomePageQuery, {});
  const [operation] = operationsNamed(environment, 'BoardHomePageQuery');
  environment.mock.resolve(
    operation!,
    MockPayloadGenerator.generate(operation!, {
      Viewer: () => ({ permissions, studios: [], darkMode: false }),
      Query: () => ({ generalAlert, homepage, learningPlatformLink }),
    }),
  );
  await act(async () => {
    renderInApp(<BoardHomePage queryRef={queryRef} />, { environment, path: '/board' });
  });
}

describe('BoardHomePage', () => {
  it('SB-09 NAV-07 issue 15 the Academy banner opens the signed learning-platform link, as the menu does', async () => {
    await renderHome({ permissions: ['view_studio_interface', 'learn_upon_learner'], learningPlatformLink: 'https://academy.example/signed?token=abc' });
    expect(screen.getByRole('link', { name: 'Visit the Academy' }).getAttribute('href')).toBe('https://academy.example/signed?token=abc');
  });

  it('SB-07 SB-08 SB-10 lists online resources, livestreams and e-learnings, the help centre (a reply within one business day), terms and privacy', async () => {
    await renderHome();
    const resources = screen.getByRole('region', { name: 'Learn and get help' });
    const resourceLink = (name: string) => within(resources).getByRole('link', { name }).getAttribute('href');
    expect(resourceLink('Online resources')).toBe(links.resources);
    expect(resourceLink('Livestreams')).toBe(links.livestreams);
    expect(resourceLink('E-learnings')).toBe(links.eLearning);
    expect(resourceLink('Help center')).toBe(links.helpCenter);
    expect(within(resources).getByText(/we reply within one business day/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe(links.terms);
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe(links.privacy);
  });

  it('SB-11 CMS-07 the thresholds come from the content service\'s HOMEPAGE texts, else from the built-in ones', async () => {
    await renderHome({
      homepage: { kpiTitle: 'What we look for this season', kpis: [{ label: 'Day-1 retention', value: '40%', text: 'at least 40% come back' }] },
    });
    const section = screen.getByRole('region', { name: 'What we look for this season' });
    expect(within(section).getByText('40%')).toBeTruthy();
    expect(within(section).getByText('at least 40% come back')).toBeTruthy();
    expect(within(section).queryByText(HOMEPAGE_FALLBACK.kpis[2].value)).toBeNull();
    document.body.innerHTML = '';
    await renderHome({ homepage: null });
    const fallback = screen.getByRole('region', { name: HOMEPAGE_FALLBACK.kpiTitle });
    for (const kpi of HOMEPAGE_FALLBACK.kpis) expect(within(fallback).getByText(kpi.text)).toBeTruthy();
  });

  it('ERR-19 CMS-06 SB-04 the board shows the active general alert; none, and no error, when the content service could not be read', async () => {
    await renderHome({ generalAlert: { title: 'Maintenance', content: 'The dashboard stops at 22:00 UTC.', color: 'warning', active: true } });
    const banner = screen.getByLabelText('General alert');
    expect(within(banner).getByText('Maintenance')).toBeTruthy();
    expect(within(banner).getByText('The dashboard stops at 22:00 UTC.')).toBeTruthy();
    document.body.innerHTML = '';
    // The gateway answers null for an entry it cannot read (gateway/src/schema/general-alert.test.ts).
    await renderHome({ generalAlert: null });
    expect(screen.getByRole('region', { name: 'Learn and get help' })).toBeTruthy();
    expect(screen.queryByLabelText('General alert')).toBeNull();
    expect(screen.queryByText(/error|failed/i)).toBeNull();
    document.body.innerHTML = '';
    await renderHome({ generalAlert: { title: '', content: 'Old news', color: 'info', active: false } });
    expect(screen.queryByText('Old news')).toBeNull();
  });

  it('SB-03 a back-to-top button shows once the page has scrolled, and takes it back to the top', async () => {
    await renderHome();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    try {
      Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    } finally {
      scrollTo.mockRestore();
      if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
      else delete (window as { scrollY?: number }).scrollY;
    }
  });
});

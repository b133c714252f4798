import { NO_STUDIO_ATTACHED } from '@greenlight/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStudioAdmin } from './testing';

describe('StudioAdminRoute', () => {
  it("SA-01 lists the viewer's studios, each opening its studio tab", async () => {
    const { router } = renderStudioAdmin('/profile/studio');
    const list = await screen.findByRole('list', { name: 'My studios' });
    const link = within(list).getByRole('link', { name: 'Studio Eight' });
    expect(link.getAttribute('href')).toBe('/profile/studio/8/studio');
    fireEvent.click(within(list).getByRole('link', { name: 'Studio One' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/studio/7/studio'));
    expect(await screen.findByRole('heading', { name: 'Studio One' })).toBeTruthy();
  });

  it('SA-02 says so when no studio is attached to the viewer', async () => {
    renderStudioAdmin('/profile/studio', { studios: [] });
    expect(await screen.findByText(NO_STUDIO_ATTACHED)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'My studios' })).toBeNull();
  });

  it('SA-03 opens the studio tab by default and pushes the same route with the new sub', async () => {
    const { router } = renderStudioAdmin('/profile/studio/7');
    const studioTab = await screen.findByRole('tab', { name: 'Studio' });
    expect(studioTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('form', { name: 'Studio information' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Contracts' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Staff' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/studio/7/staff'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByRole('heading', { name: 'Staff and permissions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Studio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/studio/7/studio'));
  });

  it('SA-17 says since when the studio is deactivated', async () => {
    renderStudioAdmin('/profile/studio/7/studio', { studio: { deactivateSince: '2026-03-02T10:00:00.000Z' } });
    expect(await screen.findByText(/deactivated since 02-03-2026/)).toBeTruthy();
  });

  it('SA-04 goes back to the list of studios', async () => {
    const { router } = renderStudioAdmin('/profile/studio/7/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'My studios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/studio'));
    expect(await screen.findByRole('list', { name: 'My studios' })).toBeTruthy();
  });

  it('SA-03 shows the not-found page for an unknown sub', async () => {
    renderStudioAdmin('/profile/studio/7/billing');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('CON-01 CON-04 CON-05 the contract tab lists the contracts, newest first, each opening its PDF in a new window', async () => {
    renderStudioAdmin('/profile/studio/7/contract');
    const table = await screen.findByRole('table', { name: 'Contracts' });
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Publishing agreement B2', 'Publishing agreement']);
    expect(links[0]!.getAttribute('href')).toBe('/contracts/7/2.pdf');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(table.textContent).toContain('20-11-2026');
  });

  it('CON-03 says so when the studio has no contract', async () => {
    renderStudioAdmin('/profile/studio/7/contract', { studio: { contracts: [] } });
    expect(await screen.findByText('No contract is currently available for your studio.')).toBeTruthy();
  });

  it('SA-05 shows the not-found page for an id that is no number', async () => {
    renderStudioAdmin('/profile/studio/seven/studio');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('SA-05 shows the not-found page for a studio the viewer does not belong to (FORBIDDEN)', async () => {
    renderStudioAdmin('/profile/studio/9/studio', { studio: 'forbidden' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Staff' })).toBeNull();
  });

  it('SA-05 shows the not-found page for a studio that is none', async () => {
    renderStudioAdmin('/profile/studio/99/staff', { studio: null });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('NAV-03 the platform dropdown leads to Studio Admin', async () => {
    const { router } = renderStudioAdmin('/profile/studio/7/studio');
    fireEvent.click(await screen.findByRole('button', { name: 'Studio Platform' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Studio Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/studio'));
  });
});

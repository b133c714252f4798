import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { DEACTIVATION_WARNING, LEGAL_FORM_ALREADY_RECEIVED, NO_MORE_GAMES } from '@greenlight/rules';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import StudioPageQuery from './__generated__/StudioPageQuery.graphql';
import { AppToaster } from '../app-shell/notifications';
import { LIST_RESET_DELAY_MS } from '../games-list/useGamesListState';
import { StudioPage } from './StudioPage';
// The page's game panel loads its code on demand (GamePanelOnDemand): loaded here first, so that
// no import of it is still running when this file's environment is torn down (the web project
// shares one environment between files: a late import failed another file in a CI run).
import '../game-detail/GamePanel';

const STUDIO_ID = 'U3R1ZGlvOjQy';
const ADMIN = ['view_pm_interface', 'change_studio_admin_info', 'change_publishing_manager', 'view_hubspot_url'];

const CODIFICATIONS = {
  countries: [
    { id: 'FR', label: 'France', flag: '🇫🇷' },
    { id: 'DE', label: 'Germany', flag: '🇩🇪' },
  ],
  publishingManagers: [
    { value: 7, label: 'Paula Manager' },
    { value: 8, label: 'Sam Second' },
    { value: 9, label: 'Me Myself' },
  ],
  teamStatuses: {
    att: [
      { value: 2, label: 'ATT waiting' },
      { value: 1, label: 'ATT' },
    ],
    coaching: [
      { value: 4, label: 'Scaling' },
      { value: 3, label: 'Onboarding' },
    ],
  },
};

const STUDIO = {
  id: STUDIO_ID,
  studioId: 42,
  name: 'Pixel Forge',
  country: 'FR',
  createdAt: '2024-03-05T10:00:00Z',
  activityState: 'ACTIVE',
  isActivityStateForced: false,
  activityLabel: 'Active',
  deactivateDate: null,
  deactivateReason: null,
  teamStatus: { teamStatusId: 3, label: 'Onboarding' },
  isCoached: true,
  pm: { userId: 7, name: 'Paula Manager' },
  secondaryPm: { userId: 8, name: 'Sam Second' },
  knowledgeSharingPmStatus: false,
  isChurned: false,
  isRegrettedChurn: null,
  churnReason: null,
  hubspotUrl: 'https://crm.example/company/42',
  studioLeadName: 'Kasia Nowak',
  mainContactEmail: 'lead@pixel.test',
  isStarred: false,
  nbPrototypes: 12,
  nbHits: 3,
};

type Studio = typeof STUDIO;

function renderStudio({
  studio = {},
  permissions = ADMIN,
  path = '/studio/42',
  refused = false,
}: { studio?: Partial<Record<keyof Studio, unknown>> | null; permissions?: string[]; path?: string; refused?: boolean } = {}) {
  const environment = createMockEnvironment();
  const loader = ({ params }: { params: { id?: string } }) => {
    const studioId = Number(params.id);
    if (!Number.isInteger(studioId)) return null;
    const reference = loadQuery(environment, StudioPageQuery, { studioId });
    const operation = environment.mock.getAllOperations().find((candidate: OperationDescriptor) => candidate.request.node.params.name === 'StudioPageQuery')!;
    const payload = MockPayloadGenerator.generate(operation, {
      Viewer: () => ({
        permissions,
        isStaff: permissions.includes('view_pm_interface'),
        isSuperuser: false,
        isHijack: false,
        darkMode: false,
        user: { id: 'VXNlcjo5', userId: 9, name: 'Me Myself', firstName: 'Me', lastName: 'Myself' },
      }),
      Codifications: () => CODIFICATIONS,
      Query: () => ({ studio: studio === null ? null : { ...STUDIO, ...studio } }),
      Game: () => ({ adNetworks: ['Facebook'], projectGameCount: 1, status: 'IN_TESTING' }),
      PageInfo: () => ({ hasNextPage: false, endCursor: null }),
    });
    environment.mock.resolve(
      operation,
      refused && 'data' in payload
        ? { data: payload.data ?? {}, errors: [{ message: 'Forbidden', path: ['studio'] }] }
        : payload,
    );
    return reference;
  };
  const router = createMemoryRouter([{ path: '/studio/:id', loader, Component: StudioPage, HydrateFallback: () => null }], { initialEntries: [path] });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
        <AppToaster />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
  return { environment, router };
}

const operationsNamed = (environment: ReturnType<typeof createMockEnvironment>, name: string) =>
  environment.mock.getAllOperations().filter((operation: OperationDescriptor) => operation.request.node.params.name === name);

// Fluent's modal drawer and its nested dialogs hide the rest of the page with
// aria-hidden as focus moves (tabster), which happy-dom does not follow faithfully:
// the queries look through it.
const header = () => screen.getByRole('region', { hidden: true, name: 'Studio' });

async function openSettings() {
  fireEvent.click(await screen.findByRole('button', { hidden: true, name: 'Settings' }));
  return screen.findByRole('dialog', { hidden: true, name: 'Studio settings' });
}

function choose(name: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { hidden: true, name }));
  fireEvent.click(screen.getByRole('option', { hidden: true, name: option }));
}

/** Answers the newest mutation with the studio as it is after it. */
function answerStudio(environment: ReturnType<typeof createMockEnvironment>, field: string, studio: Partial<Record<keyof Studio, unknown>>) {
  act(() => environment.mock.resolveMostRecentOperation({ data: { [field]: { __typename: 'Studio', ...STUDIO, ...studio } } }));
}

describe('StudioPage header', () => {
  it('SD-01 SD-02 SD-06 SD-07 shows name, flag and country, creation date, activity, PMs and team status', async () => {
    renderStudio();
    expect(await screen.findByRole('heading', { hidden: true, name: 'Pixel Forge' })).toBeTruthy();
    const facts = header().textContent ?? '';
    expect(screen.getByRole('img', { hidden: true, name: 'Flag of France' }).textContent).toBe('🇫🇷');
    expect(facts).toContain('France');
    expect(facts).toContain('Created on 05-03-2024');
    expect(facts).toContain('Active');
    expect(facts).toContain('Paula Manager');
    expect(facts).toContain('Sam Second');
    expect(facts).toContain('Onboarding');
    expect(facts).not.toContain('Deactivated since');
  });

  it('SD-07 SSET-20 shows ATT for team statuses 1 and 2, not the PM', async () => {
    renderStudio({ studio: { teamStatus: { teamStatusId: 2, label: 'ATT waiting' }, isCoached: false } });
    await screen.findByRole('heading', { hidden: true, name: 'Pixel Forge' });
    expect(within(header()).getByText('ATT')).toBeTruthy();
    expect(header().textContent).not.toContain('Paula Manager');
  });

  it('SD-08 shows "Deactivated since" the deactivation date', async () => {
    renderStudio({ studio: { deactivateDate: '2025-01-31T08:00:00Z', deactivateReason: 'Studio moved to competitor' } });
    expect(await screen.findByText('Deactivated since 31-01-2025')).toBeTruthy();
  });

  it('SD-11 says "N games (M games launched)", singular for one', async () => {
    renderStudio();
    expect(await screen.findByText('12 games (3 games launched)')).toBeTruthy();
  });

  it('SD-11 singular: "1 game (1 game launched)"', async () => {
    renderStudio({ studio: { nbPrototypes: 1, nbHits: 1 } });
    expect(await screen.findByText('1 game (1 game launched)')).toBeTruthy();
  });

  it('SD-05 the CRM button opens hubspotUrl in a new tab, and is absent without one', async () => {
    renderStudio();
    const crm = await screen.findByRole('link', { hidden: true, name: 'CRM' });
    expect(crm.getAttribute('href')).toBe('https://crm.example/company/42');
    expect(crm.getAttribute('target')).toBe('_blank');
  });

  it('SD-05 no CRM button when hubspotUrl is null', async () => {
    renderStudio({ studio: { hubspotUrl: null } });
    await screen.findByRole('heading', { hidden: true, name: 'Pixel Forge' });
    expect(screen.queryByRole('link', { hidden: true, name: 'CRM' })).toBeNull();
  });

  it('FORM-19 issue 42 add_studio staff hand out a legal form link: the contact prefilled, the link with its token shown once', async () => {
    const { environment } = renderStudio({ permissions: [...ADMIN, 'add_studio'] });
    fireEvent.click(await screen.findByRole('button', { hidden: true, name: 'Legal form link' }));
    const dialog = await screen.findByRole('dialog', { hidden: true, name: 'Legal information link' });
    expect((within(dialog).getByRole('textbox', { hidden: true, name: 'Contact name' }) as HTMLInputElement).value).toBe('Kasia Nowak');
    expect((within(dialog).getByRole('textbox', { hidden: true, name: /^Contact email/ }) as HTMLInputElement).value).toBe('lead@pixel.test');
    fireEvent.change(within(dialog).getByRole('textbox', { hidden: true, name: /^Contract suffix/ }), { target: { value: ' B2 ' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Create the link' }));
    const issue = operationsNamed(environment, 'LegalLinkDialogMutation')[0]!;
    expect(issue.request.variables).toEqual({ studioId: STUDIO_ID, input: { contactName: 'Kasia Nowak', contactEmail: 'lead@pixel.test', contractSuffix: 'B2' } });
    // A refusal (a contract already received) says why and keeps the form.
    act(() =>
      environment.mock.resolve(issue, {
        data: { issueLegalInformationLink: { __typename: 'ProviderError', message: 'refused', fieldErrors: [{ message: LEGAL_FORM_ALREADY_RECEIVED }] } },
      }),
    );
    expect(within(dialog).getByRole('alert', { hidden: true }).textContent).toBe(LEGAL_FORM_ALREADY_RECEIVED);
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Create the link' }));
    const url = 'http://localhost:4000/legal_information?deal_id=DEAL-42&contact_name=Kasia+Nowak&contact_email=lead%40pixel.test&contract_suffix=B3&token=abc';
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { issueLegalInformationLink: { __typename: 'LegalInformationLink', url, expiresAt: '2026-12-20T10:00:00Z', contactEmail: 'lead@pixel.test', mailed: true } },
      }),
    );
    const shown = await screen.findByRole('textbox', { hidden: true, name: 'Legal information link' });
    expect((shown as HTMLInputElement).value).toBe(url);
    expect(screen.getByText(/Mailed to lead@pixel\.test\. It works once, until 20-12-2026/)).toBeTruthy();
  });

  it('FORM-19 issue 42 staff without add_studio get no legal form link, and no deal link stands on the page', async () => {
    renderStudio();
    await screen.findByRole('heading', { hidden: true, name: 'Pixel Forge' });
    expect(screen.queryByRole('button', { hidden: true, name: 'Legal form link' })).toBeNull();
    expect(document.querySelector('a[href*="legal_information"]')).toBeNull();
  });

  it('SD-04 SL-26 IMP-03 staff see Impersonate; the star toggles through starStudio', async () => {
    const { environment } = renderStudio();
    expect(await screen.findByRole('button', { hidden: true, name: 'Impersonate' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Star' }));
    // By name: the header's notification bell may subscribe after the click.
    const [star] = operationsNamed(environment, 'StudioHeaderStarMutation');
    expect(star?.request.variables).toEqual({ studioId: STUDIO_ID, starred: true });
  });
});

describe('StudioPage not found', () => {
  it('ERR-17 a viewer without view_pm_interface, refused the studio, sees the not-found page', async () => {
    renderStudio({ permissions: ['view_studio_interface'], studio: null, refused: true });
    expect(await screen.findByRole('heading', { hidden: true, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { hidden: true, name: 'Settings' })).toBeNull();
  });

  it('ERR-17 an unknown studio shows the not-found page', async () => {
    renderStudio({ studio: null });
    expect(await screen.findByRole('heading', { hidden: true, name: 'Page not found' })).toBeTruthy();
  });

  it('ERR-17 an address that is no id shows the not-found page', async () => {
    renderStudio({ path: '/studio/abc' });
    expect(await screen.findByRole('heading', { hidden: true, name: 'Page not found' })).toBeTruthy();
  });
});

describe('StudioPage history', () => {
  it('SD-10 SSET-30..36 SSET-32 SSET-33 SSET-34 SSET-35 the History dialog lists the creation then each change, newest first, with their labels and "Platform" for nobody', async () => {
    const { environment } = renderStudio();
    fireEvent.click(await screen.findByRole('button', { hidden: true, name: 'History' }));
    expect(await screen.findByRole('dialog', { hidden: true, name: 'History' })).toBeTruthy();
    const [history] = operationsNamed(environment, 'StudioHistoryDialogQuery');
    expect(history?.request.variables).toEqual({ id: STUDIO_ID });
    act(() =>
      environment.mock.resolve(history!, {
        data: {
          node: {
            __typename: 'Studio',
            id: STUDIO_ID,
            history: {
              createdAt: '2024-03-05T10:00:00Z',
              createdAs: 'Pixel Forge',
              updates: [
                { timestamp: '2024-04-01T09:30:00Z', updatedBy: 'Ann Admin', field: 'team_status_id', value: 'Onboarding' },
                { timestamp: '2024-05-01T09:30:00Z', updatedBy: 'Ann Admin', field: 'publishing_manager_id', value: 'Paula Manager' },
                { timestamp: '2024-06-01T09:30:00Z', updatedBy: null, field: 'secondary_publishing_manager_id', value: 'Sam Second' },
                { timestamp: '2024-07-01T09:30:00Z', updatedBy: 'Ann Admin', field: 'deactivate_reason', value: 'Studio moved to competitor' },
                { timestamp: '2024-08-01T09:30:00Z', updatedBy: 'Ann Admin', field: 'reactivate', value: null },
                { timestamp: '2024-09-01T09:30:00Z', updatedBy: 'Ann Admin', field: 'churn_reason', value: 'Studio went to self-publish' },
              ],
            },
          },
        },
      }),
    );
    const table = await screen.findByRole('table', { hidden: true, name: 'Studio history, newest first' });
    const rows = within(table)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => within(row).getAllByRole('cell', { hidden: true }).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['01-09-2024 09:30', 'Ann Admin', 'Churn reason', 'Studio went to self-publish'],
      ['01-08-2024 09:30', 'Ann Admin', 'Studio reactivation', '-'],
      ['01-07-2024 09:30', 'Ann Admin', 'Studio deactivation', 'Studio moved to competitor'],
      ['01-06-2024 09:30', 'Platform', 'New Secondary PM', 'Sam Second'],
      ['01-05-2024 09:30', 'Ann Admin', 'New Primary PM', 'Paula Manager'],
      ['01-04-2024 09:30', 'Ann Admin', 'New team status', 'Onboarding'],
      ['05-03-2024 10:00', 'Platform', 'Studio creation', 'Pixel Forge'],
    ]);
  });
});

describe('StudioPage settings drawer', () => {
  it('SSET-29 the PM choices are codifications\' publishingManagers, the team statuses its teamStatuses of the mode', async () => {
    renderStudio();
    await openSettings();
    // The options of the list a dropdown opened (aria-controls).
    const optionsOf = (name: string) => {
      const combobox = screen.getByRole('combobox', { hidden: true, name });
      fireEvent.click(combobox);
      const listbox = document.getElementById(combobox.getAttribute('aria-controls')!)!;
      return within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    };
    const pms = optionsOf('Primary PM');
    expect(pms.filter((label) => label !== '--')).toEqual(CODIFICATIONS.publishingManagers.map((pm) => pm.label));
    fireEvent.click(screen.getByRole('option', { hidden: true, name: 'Sam Second' }));
    expect(screen.getByRole('combobox', { hidden: true, name: 'Primary PM' }).textContent).toBe('Sam Second');
    // Coached: the coaching list, by label.
    expect(optionsOf('Team status')).toEqual(['Onboarding', 'Scaling']);
  });

  it('SSET-25 Validate stays disabled until the form changed', async () => {
    renderStudio();
    await openSettings();
    const validate = screen.getByRole('button', { hidden: true, name: 'Validate' }) as HTMLButtonElement;
    expect(validate.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { hidden: true, name: 'Knowledge sharing' }));
    expect(validate.disabled).toBe(false);
    fireEvent.click(screen.getByRole('switch', { hidden: true, name: 'Knowledge sharing' }));
    expect(validate.disabled).toBe(true);
  });

  it('SSET-06 SSET-07 Confirm stays disabled until a deactivation reason is chosen', async () => {
    renderStudio();
    await openSettings();
    fireEvent.click(screen.getByRole('switch', { hidden: true, name: 'Platform access' }));
    const dialog = await screen.findByRole('dialog', { hidden: true, name: 'Deactivate the studio' });
    expect(dialog.textContent).toContain(DEACTIVATION_WARNING);
    const confirm = within(dialog).getByRole('button', { hidden: true, name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    choose('Deactivation reason', 'Studio moved to competitor');
    expect(confirm.disabled).toBe(false);
  });

  it('SD-09 SSET-09 SSET-26 the page\'s settings drawer: deactivating sends isActive false and the reason, and disables the other settings', async () => {
    const { environment } = renderStudio();
    await openSettings();
    fireEvent.click(screen.getByRole('switch', { hidden: true, name: 'Platform access' }));
    await screen.findByRole('dialog', { hidden: true, name: 'Deactivate the studio' });
    choose('Deactivation reason', 'Studio went to self-publish');
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Confirm' }));
    expect((screen.getByRole('switch', { hidden: true, name: 'Platform access' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { hidden: true, name: 'Coaching' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { hidden: true, name: 'Knowledge sharing' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Validate' }));
    const update = environment.mock.getMostRecentOperation();
    expect(update.request.node.params.name).toBe('StudioSettingsDrawerUpdateMutation');
    expect(update.request.variables).toEqual({ studioId: STUDIO_ID, input: { isActive: false, deactivateReason: 'Studio went to self-publish' } });
    answerStudio(environment, 'updateStudioSettings', { deactivateDate: '2026-11-26T00:00:00Z', deactivateReason: 'Studio went to self-publish' });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true, name: 'Studio settings' })).toBeNull());
    expect(await screen.findByText('Deactivated since 26-11-2026')).toBeTruthy();
  });

  it('SSET-08 SSET-09 reactivating is immediate and sends isActive true; while deactivated only churn stays editable', async () => {
    const { environment } = renderStudio({ studio: { deactivateDate: '2025-01-31T08:00:00Z', deactivateReason: 'Studio moved to competitor' } });
    await openSettings();
    expect((screen.getByRole('switch', { hidden: true, name: 'Coaching' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { hidden: true, name: 'Team status' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { hidden: true, name: 'Churned' }) as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('switch', { hidden: true, name: 'Platform access' }));
    const update = environment.mock.getMostRecentOperation();
    expect(update.request.node.params.name).toBe('StudioSettingsDrawerUpdateMutation');
    expect(update.request.variables).toEqual({ studioId: STUDIO_ID, input: { isActive: true } });
    answerStudio(environment, 'updateStudioSettings', { deactivateDate: null, deactivateReason: null });
    await waitFor(() => expect((screen.getByRole('switch', { hidden: true, name: 'Coaching' }) as HTMLInputElement).disabled).toBe(false));
    expect(screen.queryByText(/Deactivated since/)).toBeNull();
  });

  it('SSET-10 SSET-11 SSET-12 SSET-13 SSET-14 churn Confirm is enabled only when a reason and the regretted choice are both set', async () => {
    const { environment } = renderStudio();
    await openSettings();
    fireEvent.click(screen.getByRole('switch', { hidden: true, name: 'Churned' }));
    const dialog = await screen.findByRole('dialog', { hidden: true, name: 'Churn the studio' });
    const confirm = within(dialog).getByRole('button', { hidden: true, name: 'Confirm' }) as HTMLButtonElement;
    fireEvent.click(within(dialog).getByRole('combobox', { hidden: true, name: 'Churn reason' }));
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'Studio moved to competitor',
      'Studio went to self-publish',
      'Studio moved out of hypercasual',
      "Churned by the provider's initiative",
    ]);
    fireEvent.click(screen.getByRole('option', { hidden: true, name: 'Studio moved out of hypercasual' }));
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { hidden: true, name: 'No' }));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Validate' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      isChurned: true,
      churnReason: 'Studio moved out of hypercasual',
      isRegrettedChurn: false,
    });
  });

  it('SSET-17 confirming a churn takes the form to ATT (team status 1) and sends it with the churn in one call; the page shows the answer', async () => {
    const { environment } = renderStudio();
    await openSettings();
    expect(screen.getByRole('combobox', { hidden: true, name: 'Team status' }).textContent).toBe('Onboarding');
    fireEvent.click(screen.getByRole('switch', { hidden: true, name: 'Churned' }));
    const dialog = await screen.findByRole('dialog', { hidden: true, name: 'Churn the studio' });
    fireEvent.click(within(dialog).getByRole('combobox', { hidden: true, name: 'Churn reason' }));
    fireEvent.click(screen.getByRole('option', { hidden: true, name: 'Studio moved to competitor' }));
    fireEvent.click(within(dialog).getByRole('radio', { hidden: true, name: 'Yes' }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Confirm' }));
    // The drawer says what the churn does before it is validated.
    expect(screen.getByRole('combobox', { hidden: true, name: 'Team status' }).textContent).toBe('ATT');
    expect((screen.getByRole('switch', { hidden: true, name: 'Coaching' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Validate' }));
    // One call: no coaching switch first, the churn carries team status 1.
    expect(operationsNamed(environment, 'StudioSettingsDrawerCoachingMutation')).toHaveLength(0);
    const update = environment.mock.getMostRecentOperation();
    expect(update.request.node.params.name).toBe('StudioSettingsDrawerUpdateMutation');
    expect(update.request.variables.input).toEqual({
      teamStatusId: 1,
      knowledgeSharingPmStatus: false,
      isChurned: true,
      churnReason: 'Studio moved to competitor',
      isRegrettedChurn: true,
    });
    answerStudio(environment, 'updateStudioSettings', {
      isChurned: true,
      churnReason: 'Studio moved to competitor',
      isRegrettedChurn: true,
      isCoached: false,
      activityState: 'CHURNED',
      teamStatus: { teamStatusId: 1, label: 'ATT' },
    });
    // The header follows the answer: ATT for the PM, team status ATT.
    await waitFor(() => expect(within(header()).getByText('Team status').parentElement?.textContent).toBe('Team status ATT'));
    expect(within(header()).queryByText('Paula Manager')).toBeNull();
    // Opened again, the drawer shows the studio as it is now.
    await openSettings();
    expect(screen.getByRole('combobox', { hidden: true, name: 'Team status' }).textContent).toBe('ATT');
    expect((screen.getByRole('switch', { hidden: true, name: 'Churned' }) as HTMLInputElement).checked).toBe(true);
  });

  it('SSET-15 churn off resets the churn', async () => {
    const { environment } = renderStudio({ studio: { isChurned: true, churnReason: 'Studio moved to competitor', isRegrettedChurn: true } });
    await openSettings();
    fireEvent.click(screen.getByRole('switch', { hidden: true, name: 'Churned' }));
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Validate' }));
    const { input } = environment.mock.getMostRecentOperation().request.variables;
    expect(input).toMatchObject({ isChurned: false });
    expect(input).not.toHaveProperty('churnReason');
  });

  it('SSET-18 SSET-19 SSET-21 SSET-23 switching coaching off lists att statuses, selects the first, locks the PMs, and calls switchStudioCoaching first', async () => {
    const { environment } = renderStudio();
    await openSettings();
    expect((screen.getByRole('combobox', { hidden: true, name: 'Primary PM' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('switch', { hidden: true, name: 'Coaching' }));
    expect(screen.getByRole('combobox', { hidden: true, name: 'Team status' }).textContent).toBe('ATT');
    expect((screen.getByRole('combobox', { hidden: true, name: 'Primary PM' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('combobox', { hidden: true, name: 'Team status' }));
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['ATT', 'ATT waiting']);
    fireEvent.click(screen.getByRole('option', { hidden: true, name: 'ATT' }));
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Validate' }));
    const coaching = environment.mock.getMostRecentOperation();
    expect(coaching.request.node.params.name).toBe('StudioSettingsDrawerCoachingMutation');
    expect(coaching.request.variables).toEqual({ studioId: STUDIO_ID, coached: false });
    answerStudio(environment, 'switchStudioCoaching', { isCoached: false, teamStatus: { teamStatusId: 1, label: 'ATT' } });
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('StudioSettingsDrawerUpdateMutation'));
    // SSET-22: PMs are not sent once coaching is off.
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      teamStatusId: 1,
      knowledgeSharingPmStatus: false,
      isChurned: false,
    });
  });

  it('SSET-22 SSET-26 PERM-32 changing PMs while coaching sends them, a removed secondary PM as clearSecondaryPublishingManager', async () => {
    const { environment } = renderStudio();
    await openSettings();
    choose('Primary PM', 'Me Myself');
    choose('Secondary PM', '--');
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Validate' }));
    const update = environment.mock.getMostRecentOperation();
    expect(update.request.node.params.name).toBe('StudioSettingsDrawerUpdateMutation');
    expect(update.request.variables.input).toEqual({
      teamStatusId: 3,
      knowledgeSharingPmStatus: false,
      isChurned: false,
      publishingManagerId: 9,
      clearSecondaryPublishingManager: true,
    });
  });

  it('SSET-02 SSET-03 SSET-04 staff force the activity, then hand it back to the platform', async () => {
    const { environment } = renderStudio();
    await openSettings();
    const validate = screen.getByRole('button', { hidden: true, name: 'Validate' }) as HTMLButtonElement;
    choose('Activity', 'Forced inactive');
    expect(validate.disabled).toBe(false);
    fireEvent.click(validate);
    const forced = environment.mock.getMostRecentOperation();
    expect(forced.request.node.params.name).toBe('StudioSettingsDrawerActivityMutation');
    expect(forced.request.variables).toEqual({ studioId: STUDIO_ID, activityState: 'INACTIVE', forced: true });
    answerStudio(environment, 'setStudioActivityState', { activityState: 'INACTIVE', isActivityStateForced: true, activityLabel: 'Inactive for 2 days' });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true, name: 'Studio settings' })).toBeNull());
    expect(await screen.findByText('Inactive for 2 days')).toBeTruthy();

    await openSettings();
    expect(screen.getByRole('combobox', { hidden: true, name: 'Activity' }).textContent).toContain('Forced inactive');
    choose('Activity', 'Computed by the platform');
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Validate' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ studioId: STUDIO_ID, activityState: 'ACTIVE', forced: false });
  });

  it('SSET-26 a refusal shows its message and keeps the drawer open', async () => {
    const { environment } = renderStudio();
    await openSettings();
    fireEvent.click(screen.getByRole('switch', { hidden: true, name: 'Knowledge sharing' }));
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Validate' }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { updateStudioSettings: { __typename: 'ProviderError', message: 'The team status is unknown', link: null } },
      }),
    );
    expect(await screen.findByText('The team status is unknown')).toBeTruthy();
    expect(screen.getByRole('button', { hidden: true, name: 'Validate' })).toBeTruthy();
  });

  it('SSET-01 PERM-14 without change_studio_admin_info the settings are read only', async () => {
    renderStudio({ permissions: ['view_pm_interface', 'change_publishing_manager'] });
    await openSettings();
    for (const name of ['Platform access', 'Churned', 'Coaching', 'Knowledge sharing']) {
      expect((screen.getByRole('switch', { hidden: true, name }) as HTMLInputElement).disabled).toBe(true);
    }
    expect((screen.getByRole('combobox', { hidden: true, name: 'Team status' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { hidden: true, name: 'Primary PM' }) as HTMLButtonElement).disabled).toBe(false);
    // With it: team status, knowledge sharing, churn and deactivation (platform access) are editable.
    cleanup();
    renderStudio({ permissions: ['view_pm_interface', 'change_studio_admin_info'] });
    await openSettings();
    for (const name of ['Platform access', 'Churned', 'Knowledge sharing']) {
      expect((screen.getByRole('switch', { hidden: true, name }) as HTMLInputElement).disabled, name).toBe(false);
    }
    expect((screen.getByRole('combobox', { hidden: true, name: 'Team status' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('SSET-24 PERM-32 staff without change_publishing_manager may "Coach it myself": themselves as primary PM', async () => {
    const { environment } = renderStudio({ permissions: ['view_pm_interface', 'change_studio_admin_info'] });
    await openSettings();
    expect((screen.getByRole('combobox', { hidden: true, name: 'Primary PM' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Coach it myself' }));
    expect(screen.getByRole('combobox', { hidden: true, name: 'Primary PM' }).textContent).toBe('Me Myself');
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Validate' }));
    const { input } = environment.mock.getMostRecentOperation().request.variables;
    expect(input).toMatchObject({ publishingManagerId: 9 });
    expect(input).not.toHaveProperty('secondaryPublishingManagerId');
  });
});

describe('StudioPage games', () => {
  it('SD-12 SD-13 SD-15 lists the studio\'s games with the sorts the viewer may use, asking StudioGamesQuery by the studio\'s id', async () => {
    const { environment } = renderStudio();
    expect(await screen.findByRole('searchbox', { hidden: true, name: 'Search in list' })).toBeTruthy();
    expect(screen.getByRole('button', { hidden: true, name: 'Create filters' })).toBeTruthy();
    const sorts = within(screen.getByRole('toolbar', { hidden: true, name: 'Sort' }))
      .getAllByRole('button', { hidden: true })
      .map((button) => button.textContent);
    expect(sorts).toEqual(['More recent', 'Best CPI', 'Best D1', 'Best D7', 'Best Cumulative D3 Playtime']);
    // The first page (More recent) came with the page; another sort asks for its own.
    expect(operationsNamed(environment, 'StudioGamesQuery')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Best CPI' }));
    await waitFor(() => expect(operationsNamed(environment, 'StudioGamesQuery')).toHaveLength(1));
    expect(operationsNamed(environment, 'StudioGamesQuery')[0]?.request.variables).toMatchObject({
      studioId: 42,
      sort: 'BEST_CPI',
      order: 'ASC',
      term: null,
    });
  });

  it('SD-13 Best CPNU and Best D3 ROAS show with view_cpnu and view_proto_score', async () => {
    renderStudio({ permissions: [...ADMIN, 'view_cpnu', 'view_proto_score'] });
    await screen.findByRole('toolbar', { hidden: true, name: 'Sort' });
    expect(screen.getByRole('button', { hidden: true, name: 'Best CPNU' })).toBeTruthy();
    expect(screen.getByRole('button', { hidden: true, name: 'Best D3 ROAS' })).toBeTruthy();
  });

  it('SD-12 issue 17 the studio\'s games come with the page; "Search in list" asks for them again 400 ms after the last keystroke', async () => {
    const { environment } = renderStudio();
    const search = await screen.findByRole('searchbox', { hidden: true, name: 'Search in list' });
    // The first page came with StudioPageQuery: no request of its own.
    expect(await screen.findByText(NO_MORE_GAMES)).toBeTruthy();
    expect(operationsNamed(environment, 'StudioGamesQuery')).toHaveLength(0);
    fireEvent.change(search, { target: { value: 'merge' } });
    await new Promise((resolve) => setTimeout(resolve, LIST_RESET_DELAY_MS + 50));
    await waitFor(() => expect(operationsNamed(environment, 'StudioGamesQuery').at(-1)?.request.variables).toMatchObject({ term: 'merge', studioId: 42 }));
  });
});

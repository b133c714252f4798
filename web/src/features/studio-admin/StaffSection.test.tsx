import { ACCESS_LEVEL_NOT_GRANTABLE, STAFF_EMAIL_INVALID, STAFF_EMAIL_REFUSED, STAFF_TITLE } from '@greenlight/rules';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastsWith } from '../../test/render';
import { answerMutation, answerWith, DEV, LEAD, operationsNamed, OWN, renderStudioAdmin, STUDIO } from './testing';

const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLButtonElement;
const activeSwitch = (name: string) => screen.getByRole('switch', { name: `${name} is active` }) as HTMLInputElement;

async function openStaffTab(studio: Partial<typeof STUDIO> = {}) {
  const rendered = renderStudioAdmin('/profile/studio/7/staff', { studio });
  await screen.findByRole('heading', { name: STAFF_TITLE });
  return rendered;
}

// In a whole page Fluent's modalizer marks the dialog aria-hidden under happy-dom (as StudioPage.test finds for its drawer): roles are looked up with hidden.
async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Add new staff member' }));
  return screen.findByRole('dialog', { hidden: true });
}

describe('StaffSection', () => {
  it('STAFF-01 STAFF-02 lists the members under "Staff and permissions"', async () => {
    await openStaffTab();
    const table = screen.getByRole('table', { name: STAFF_TITLE });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Dan Dev')).toBeTruthy();
    expect(within(rows[1]!).getByText('dev@studio-one.test')).toBeTruthy();
    expect(combobox('Position of Dan Dev').textContent).toContain('Developer');
    expect(combobox('Access level of Dan Dev').textContent).toContain('Read only');
    expect(activeSwitch('Olga Own').checked).toBe(false);
  });

  it('SL-28 STAFF-25 CONF-02 CONF-03 the list shows each access level in short form; active comes from isActive, not from accessId 4 or 5', async () => {
    const member = (userId: number, firstName: string, accessId: number, isActive: boolean) => ({ ...DEV, id: `member-${userId}`, userId, firstName, lastName: 'Member', email: `${firstName}@studio-one.test`, accessId, isActive });
    await openStaffTab({
      staff: [LEAD, member(21, 'Gina', 2, true), member(22, 'Rita', 4, false), member(23, 'Fred', 5, true)],
    });
    expect(combobox('Access level of Lea Lead').textContent).toContain('Full access');
    expect(combobox('Access level of Gina Member').textContent).toContain('Game access');
    // accessId 4 is read only, whatever its active state: the switch reads isActive (off here).
    expect(combobox('Access level of Rita Member').textContent).toContain('Read only');
    expect(activeSwitch('Rita Member').checked).toBe(false);
    // accessId 5 is an access level, not "inactive": active, full access and positions.
    expect(combobox('Access level of Fred Member').textContent).toContain('Full access and positions');
    expect(activeSwitch('Fred Member').checked).toBe(true);
  });

  it('STAFF-20 STAFF-21 STAFF-22 enables each control by what the viewer may change', async () => {
    await openStaffTab();
    // The viewer themselves: their position only.
    expect(combobox('Position of Lea Lead').disabled).toBe(false);
    expect(combobox('Access level of Lea Lead').disabled).toBe(true);
    expect(activeSwitch('Lea Lead').disabled).toBe(true);
    // An active member: access and active state, not the position.
    expect(combobox('Position of Dan Dev').disabled).toBe(true);
    expect(combobox('Access level of Dan Dev').disabled).toBe(false);
    expect(activeSwitch('Dan Dev').disabled).toBe(false);
    // An inactive member: no access change.
    expect(combobox('Access level of Olga Own').disabled).toBe(true);
    expect(activeSwitch('Olga Own').disabled).toBe(false);
  });

  /** The access options of a member's dropdown: each level's name and whether it is disabled. */
  async function accessOptionsOf(name: string) {
    fireEvent.click(combobox(`Access level of ${name}`));
    await screen.findByRole('option', { name: 'Read only' });
    return Object.fromEntries(
      ['Full access', 'Game access', 'Own games', 'Read only', 'Full access and positions'].map((label) => [
        label,
        screen.getByRole('option', { name: label }).getAttribute('aria-disabled') === 'true',
      ]),
    );
  }

  it("STAFF-10 BE-PERM-05 levels above the viewer's power (5 > 1 > 2 > 3 > 4) are disabled with the tooltip", async () => {
    await openStaffTab({ accessId: 3, staff: [LEAD, DEV, OWN] });
    expect(await accessOptionsOf('Dan Dev')).toEqual({
      'Full access': true,
      'Game access': true,
      'Own games': false,
      'Read only': false,
      'Full access and positions': true,
    });
    const fullAccess = screen.getByRole('option', { name: 'Full access' });
    fireEvent.pointerEnter(fullAccess);
    expect(await screen.findAllByRole('tooltip', { name: ACCESS_LEVEL_NOT_GRANTABLE })).not.toHaveLength(0);
  });

  it('STAFF-10 BE-PERM-05 full access (1) may not give full access and positions (5): disabled with the tooltip, the rest enabled', async () => {
    await openStaffTab({ accessId: 1 });
    expect(await accessOptionsOf('Dan Dev')).toEqual({
      'Full access': false,
      'Game access': false,
      'Own games': false,
      'Read only': false,
      'Full access and positions': true,
    });
    fireEvent.pointerEnter(screen.getByRole('option', { name: 'Full access and positions' }));
    expect(await screen.findAllByRole('tooltip', { name: ACCESS_LEVEL_NOT_GRANTABLE })).not.toHaveLength(0);
    // An option one may give keeps its description as its tooltip.
    fireEvent.pointerEnter(screen.getByRole('option', { name: 'Game access' }));
    expect(await screen.findAllByRole('tooltip', { name: 'View all studio information, edit all games' })).not.toHaveLength(0);
  });

  it('STAFF-19 STAFF-24 sends an access change at once and the table follows the answer', async () => {
    const { environment } = await openStaffTab();
    fireEvent.click(combobox('Access level of Dan Dev'));
    fireEvent.click(await screen.findByRole('option', { name: 'Game access' }));
    const [operation] = operationsNamed(environment, 'StaffSectionUpdateMutation');
    expect(operation?.request.variables).toEqual({ studioId: 7, userId: 14, input: { accessId: 2 } });
    // Waiting for the answer, the row cannot change again.
    expect(combobox('Access level of Dan Dev').disabled).toBe(true);
    await answerMutation(environment, 'StaffSectionUpdateMutation', {
      UpdateStaffMemberResult: () => ({ __typename: 'StudioAdmin' }),
      StudioAdmin: () => ({ ...STUDIO, staff: [LEAD, { ...DEV, accessId: 2 }, OWN] }),
    });
    expect(combobox('Access level of Dan Dev').textContent).toContain('Game access');
    expect(combobox('Access level of Dan Dev').disabled).toBe(false);
  });

  it('STAFF-18 switches a member inactive; a refusal keeps the row as it was and says why', async () => {
    const { environment } = await openStaffTab();
    fireEvent.click(activeSwitch('Dan Dev'));
    expect(operationsNamed(environment, 'StaffSectionUpdateMutation')[0]?.request.variables).toEqual({
      studioId: 7,
      userId: 14,
      input: { isActive: false },
    });
    await answerWith(environment, 'StaffSectionUpdateMutation', {
      updateStaffMember: { __typename: 'ProviderError', message: 'You cannot change your own active state', link: null },
    });
    expect(activeSwitch('Dan Dev').checked).toBe(true);
    expect(toastsWith('You cannot change your own active state')).not.toHaveLength(0);
  });

  it('STAFF-11 STAFF-22 sends a new position as the gateway names it', async () => {
    const { environment } = await openStaffTab();
    fireEvent.click(combobox('Position of Lea Lead'));
    fireEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    expect(operationsNamed(environment, 'StaffSectionUpdateMutation')[0]?.request.variables).toEqual({
      studioId: 7,
      userId: 11,
      input: { userRole: 'STUDIO_MANAGER' },
    });
  });

  it('STAFF-09 PERM-17 offers no invitation without change_studio_invite_any_user', async () => {
    await openStaffTab({ canInvite: false });
    expect(screen.queryByRole('button', { name: 'Add new staff member' })).toBeNull();
    // With it (and change_studio), members may be added.
    cleanup();
    await openStaffTab({ canInvite: true });
    expect(screen.getByRole('button', { name: 'Add new staff member' })).toBeTruthy();
  });

  it('STAFF-03 STAFF-04 STAFF-05 STAFF-06 opens the dialog with the defaults, Save enabled only by a complete form', async () => {
    await openStaffTab();
    const dialog = await openDialog();
    const field = (label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;
    const save = () => within(dialog).getByRole('button', { hidden: true, name: 'Save' }) as HTMLButtonElement;
    expect(within(dialog).getByRole('combobox', { hidden: true, name: /^Position/ }).textContent).toContain('Developer');
    expect(within(dialog).getByRole('combobox', { hidden: true, name: /^Access level/ }).textContent).toContain('Read only');
    expect(save().disabled).toBe(true);
    fireEvent.change(field(/^First name/), { target: { value: 'Nina' } });
    fireEvent.change(field(/^Last name/), { target: { value: 'New' } });
    expect(within(dialog).queryByText(STAFF_EMAIL_INVALID)).toBeNull();
    fireEvent.change(field(/^Email/), { target: { value: 'nina@studio' } });
    expect(within(dialog).getByText(STAFF_EMAIL_INVALID)).toBeTruthy();
    expect(save().disabled).toBe(true);
    fireEvent.change(field(/^Email/), { target: { value: 'nina@studio-one.test' } });
    expect(within(dialog).queryByText(STAFF_EMAIL_INVALID)).toBeNull();
    expect(save().disabled).toBe(false);
    fireEvent.change(field(/^First name/), { target: { value: '  ' } });
    expect(save().disabled).toBe(true);
  });

  it('STAFF-10 BE-PERM-05 a viewer with full access and positions (5) may give every level, read only by default', async () => {
    await openStaffTab({ accessId: 5 });
    const dialog = await openDialog();
    const access = within(dialog).getByRole('combobox', { hidden: true, name: /^Access level/ });
    expect(access.textContent).toContain('Read only');
    fireEvent.click(access);
    await screen.findByRole('option', { name: 'Full access and positions' });
    for (const label of ['Full access', 'Game access', 'Own games', 'Read only', 'Full access and positions']) {
      expect(screen.getByRole('option', { name: label }).getAttribute('aria-disabled'), label).toBeNull();
    }
  });

  it('STAFF-10 BE-PERM-05 in the new member dialog, full access (1) cannot choose full access and positions (5)', async () => {
    await openStaffTab({ accessId: 1 });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('combobox', { hidden: true, name: /^Access level/ }));
    const five = await screen.findByRole('option', { name: 'Full access and positions' });
    expect(five.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('option', { name: 'Full access' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('STAFF-07 a refused email shows "Your email is not valid or already used" under the email', async () => {
    const { environment } = await openStaffTab();
    const dialog = await openDialog();
    const field = (label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;
    fireEvent.change(field(/^First name/), { target: { value: 'Dan' } });
    fireEvent.change(field(/^Last name/), { target: { value: 'Again' } });
    fireEvent.change(field(/^Email/), { target: { value: 'dev@studio-one.test' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Save' }));
    await answerWith(environment, 'NewStaffMemberDialogMutation', {
      inviteStaffMember: {
        __typename: 'ProviderError',
        code: 'EMAIL_REFUSED',
        message: STAFF_EMAIL_REFUSED,
        link: null,
        fieldErrors: [{ path: 'email' }],
      },
    });
    expect(screen.getByRole('dialog', { hidden: true })).toBeTruthy();
    const emailField = field(/^Email/).closest('.fui-Field') as HTMLElement;
    expect(within(emailField).getByText(STAFF_EMAIL_REFUSED)).toBeTruthy();
    fireEvent.change(field(/^Email/), { target: { value: 'dan.again@studio-one.test' } });
    expect(within(emailField).queryByText(STAFF_EMAIL_REFUSED)).toBeNull();
  });

  it('STAFF-07 STAFF-08 invites the trimmed member, closes, resets and says the invitation was sent', async () => {
    const { environment } = await openStaffTab();
    let dialog = await openDialog();
    const field = (label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;
    fireEvent.change(field(/^First name/), { target: { value: ' Nina ' } });
    fireEvent.change(field(/^Last name/), { target: { value: 'New' } });
    fireEvent.change(field(/^Email/), { target: { value: 'nina@studio-one.test ' } });
    fireEvent.click(within(dialog).getByRole('combobox', { hidden: true, name: /^Access level/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Game access' }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Save' }));
    expect(operationsNamed(environment, 'NewStaffMemberDialogMutation')[0]?.request.variables).toEqual({
      studioId: 7,
      input: { firstName: 'Nina', lastName: 'New', email: 'nina@studio-one.test', userRole: 'STUDIO_DEVELOPER', accessId: 2 },
    });
    const nina = { ...DEV, id: 'member-20', userId: 20, firstName: 'Nina', lastName: 'New', email: 'nina@studio-one.test', accessId: 2 };
    await answerMutation(environment, 'NewStaffMemberDialogMutation', {
      InviteStaffMemberResult: () => ({ __typename: 'StudioAdmin' }),
      StudioAdmin: () => ({ ...STUDIO, staff: [LEAD, DEV, OWN, nina] }),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toastsWith('Invitation sent to nina@studio-one.test')).not.toHaveLength(0);
    expect(screen.getByText('Nina New')).toBeTruthy();
    dialog = await openDialog();
    expect(field(/^First name/).value).toBe('');
    expect(field(/^Email/).value).toBe('');
    expect(within(dialog).getByRole('combobox', { hidden: true, name: /^Access level/ }).textContent).toContain('Read only');
  });
});

import {
  COUNTRY_REQUIRED,
  STUDIO_CHANGES_SAVED,
  STUDIO_SAVE_FAILED_BODY,
  STUDIO_SAVE_FAILED_TITLE,
  URL_SCHEME,
} from '@greenlight/rules';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastsWith } from '../../test/render';
import { answerMutation, answerWith, operationsNamed, renderStudioAdmin, STUDIO } from './testing';

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const country = () => screen.getByRole('combobox', { name: /^Country/ }) as HTMLButtonElement;
const sharing = () => screen.getByRole('switch', { name: 'Knowledge sharing' }) as HTMLInputElement;
const fieldOf = (element: HTMLElement) => element.closest('.fui-Field') as HTMLElement;

async function openStudioTab(studio: Partial<typeof STUDIO> = {}) {
  const rendered = renderStudioAdmin('/profile/studio/7/studio', { studio });
  await screen.findByRole('form', { name: 'Studio information' });
  return rendered;
}

describe('StudioInfoForm', () => {
  it('SA-05 shows the studio as stored, Save disabled until something changed', async () => {
    await openStudioTab();
    expect(input(/^Studio name/).value).toBe('Studio One');
    expect(input(/^Website/).value).toBe('https://studio-one.test');
    expect(country().textContent).toContain('France');
    expect(save().disabled).toBe(true);
    type(/^Studio name/, '  Studio One ');
    expect(save().disabled).toBe(true);
    type(/^Studio name/, 'Studio Uno');
    expect(save().disabled).toBe(false);
  });

  it('SA-07 SA-08 SA-09 SA-10 sends only the changed fields, trimmed, never the permissions, and says "Changes saved"', async () => {
    const { environment } = await openStudioTab();
    type(/^Studio name/, '  Studio Uno  ');
    fireEvent.click(country());
    fireEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    fireEvent.click(save());
    const [operation] = operationsNamed(environment, 'StudioInfoFormUpdateMutation');
    expect(operation?.request.variables).toEqual({ studioId: 7, input: { name: 'Studio Uno', country: 'DE' } });
    // SA-09: the studio came with what the viewer may do (canEdit, canInvite); none of it is sent.
    expect(operation?.request.variables.input).not.toHaveProperty('permissions');
    await answerMutation(environment, 'StudioInfoFormUpdateMutation', {
      UpdateStudioInfoResult: () => ({ __typename: 'StudioAdmin' }),
      StudioAdmin: () => ({ ...STUDIO, name: 'Studio Uno', country: 'DE' }),
    });
    expect(await screen.findByText(STUDIO_CHANGES_SAVED)).toBeTruthy();
    expect(input(/^Studio name/).value).toBe('Studio Uno');
    expect(screen.getByRole('heading', { name: 'Studio Uno' })).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it('SA-06 SA-11 sends nothing while the form does not validate, and says "Saving failed"', async () => {
    const { environment } = await openStudioTab();
    type(/^Website/, 'ftp://studio-one.test');
    fireEvent.click(save());
    expect(operationsNamed(environment, 'StudioInfoFormUpdateMutation')).toHaveLength(0);
    expect(within(fieldOf(input(/^Website/))).getByText(URL_SCHEME)).toBeTruthy();
    const [toast] = toastsWith(STUDIO_SAVE_FAILED_TITLE);
    expect(toast?.textContent).toContain(STUDIO_SAVE_FAILED_BODY);
  });

  it('SA-13 the country is required: "Please select your country"', async () => {
    const { environment } = await openStudioTab({ country: '' });
    expect(within(fieldOf(country())).getByText(COUNTRY_REQUIRED)).toBeTruthy();
    type(/^Studio name/, 'Studio Uno');
    fireEvent.click(save());
    expect(operationsNamed(environment, 'StudioInfoFormUpdateMutation')).toHaveLength(0);
    fireEvent.click(country());
    fireEvent.click(await screen.findByRole('option', { name: 'France' }));
    expect(screen.queryByText(COUNTRY_REQUIRED)).toBeNull();
    fireEvent.click(save());
    expect(operationsNamed(environment, 'StudioInfoFormUpdateMutation')[0]?.request.variables.input).toEqual({ name: 'Studio Uno', country: 'FR' });
  });

  it("SA-12 a refusal shows its first error's message under \"Saving failed\" and keeps the edits", async () => {
    const { environment } = await openStudioTab();
    type(/^Website/, 'https://studio-uno.test');
    fireEvent.click(save());
    await answerWith(environment, 'StudioInfoFormUpdateMutation', {
      updateStudioInfo: {
        __typename: 'ProviderError',
        code: 'INVALID_REQUEST',
        message: 'Invalid request',
        link: null,
        fieldErrors: [{ message: 'This website is not reachable', path: 'body.website' }],
      },
    });
    const [toast] = toastsWith(STUDIO_SAVE_FAILED_TITLE);
    expect(toast?.textContent).toContain('This website is not reachable');
    expect(within(fieldOf(input(/^Website/))).getByText('This website is not reachable')).toBeTruthy();
    expect(input(/^Website/).value).toBe('https://studio-uno.test');
  });

  it('SA-14 PERM-16 without change_studio the form and the switch are read only', async () => {
    await openStudioTab({ canEdit: false });
    expect(input(/^Studio name/).disabled).toBe(true);
    expect(input(/^Website/).disabled).toBe(true);
    expect(country().disabled).toBe(true);
    expect(save().disabled).toBe(true);
    expect(sharing().disabled).toBe(true);
  });

  it('SA-15 SA-16 the knowledge-sharing switch opts the studio out and follows the answer', async () => {
    const { environment } = await openStudioTab();
    expect(sharing().checked).toBe(true);
    fireEvent.click(sharing());
    const [operation] = operationsNamed(environment, 'StudioInfoFormSharingMutation');
    expect(operation?.request.variables).toEqual({ studioId: 7, status: false });
    await answerMutation(environment, 'StudioInfoFormSharingMutation', {
      SetStudioSharingResult: () => ({ __typename: 'StudioAdmin' }),
      StudioAdmin: () => ({ ...STUDIO, knowledgeSharingStudioStatus: false }),
    });
    expect(sharing().checked).toBe(false);
  });

  it('SA-16 a refused opt-out leaves the switch as it was and says why', async () => {
    const { environment } = await openStudioTab();
    fireEvent.click(sharing());
    await answerWith(environment, 'StudioInfoFormSharingMutation', {
      setStudioSharing: { __typename: 'ProviderError', message: 'Forbidden', link: null },
    });
    expect(sharing().checked).toBe(true);
    expect(toastsWith('Forbidden')).not.toHaveLength(0);
  });
});

import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { LEGAL_QUESTIONNAIRE, SALES_LEAD_QUESTIONNAIRE, URL_INVALID, URL_SCHEME, type FormAnswers, type Questionnaire } from '@greenlight/rules';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormEngine, type FormCountry, type FormOutcome } from './FormEngine';

function renderForm(questionnaire: Questionnaire, outcome: FormOutcome = { status: 'success' }, countries: readonly FormCountry[] | null = null) {
  const onSubmit = vi.fn((_answers: FormAnswers) => Promise.resolve(outcome));
  render(
    <FluentProvider theme={webLightTheme}>
      <FormEngine questionnaire={questionnaire} countries={countries} onSubmit={onSubmit} />
    </FluentProvider>,
  );
  return onSubmit;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const title = () => screen.getByRole('heading', { level: 2 }).textContent;

function fillSignatory(signingAs: string) {
  type('Legal studio name', 'Blue Fox SAS');
  type('Signatory name', 'Ada Lovelace');
  type('Signatory email', 'ada@bluefox.test');
  fireEvent.click(screen.getByRole('radio', { name: signingAs }));
}

describe('FormEngine', () => {
  it('FORM-05/06 keeps Next disabled until the mandatory questions of the step are answered', () => {
    renderForm(LEGAL_QUESTIONNAIRE);
    expect(title()).toBe('Signatory');
    expect(button('Back').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    type('Legal studio name', 'Blue Fox SAS');
    type('Signatory name', 'Ada Lovelace');
    type('Signatory email', 'ada@bluefox.test');
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Company' }));
    expect(button('Next').disabled).toBe(false);
  });

  it('FORM-02 FORM-03 shows each question type as its control, with its description, optional flag and display condition', () => {
    const questionnaire: Questionnaire = {
      id: 'all-types',
      title: 'Every type',
      steps: [
        {
          id: 'only',
          title: 'Only step',
          questions: [
            { id: 'name', type: 'text', label: 'Game name', description: 'As players will see it' },
            { id: 'site', type: 'url', label: 'Site', optional: true },
            { id: 'launch', type: 'date', label: 'Launch day' },
            { id: 'agree', type: 'checkbox', label: 'I agree' },
            { id: 'kind', type: 'radio', label: 'Kind', options: [{ value: 'casual', label: 'Casual' }, { value: 'puzzle', label: 'Puzzle' }] },
            { id: 'size', type: 'dropdown', label: 'Team size', options: [{ value: 'solo', label: 'Solo' }, { value: 'team', label: 'Team' }] },
            { id: 'puzzleKind', type: 'text', label: 'Puzzle kind', condition: { questionId: 'kind', equals: 'puzzle' } },
          ],
        },
      ],
    };
    renderForm(questionnaire);
    expect(field('Game name').type).toBe('text');
    expect(screen.getByText('As players will see it')).toBeTruthy();
    expect(field('Site').type).toBe('url');
    expect(field('Launch day').type).toBe('date');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /^Kind/ })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['casual', 'puzzle']);
    expect(screen.getByRole('combobox', { name: /^Team size/ })).toBeTruthy();
    // Optional: no asterisk; mandatory: one.
    expect(document.querySelector(`label[for="${field('Site').id}"]`)?.textContent).toBe('Site');
    expect(document.querySelector(`label[for="${field('Game name').id}"]`)?.textContent).toMatch(/\*$/);
    // Shown only when the answer it names has the value.
    expect(screen.queryByLabelText(/^Puzzle kind/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Casual' }));
    expect(screen.queryByLabelText(/^Puzzle kind/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Puzzle' }));
    expect(field('Puzzle kind')).toBeTruthy();
  });

  it('FORM-07 marks mandatory questions with an asterisk, not optional ones', () => {
    renderForm(SALES_LEAD_QUESTIONNAIRE);
    const label = (name: string) => document.querySelector(`label[for="${field(name).id}"]`)?.textContent;
    expect(label('Studio name')).toMatch(/^Studio name\s*\*$/);
    expect(label('Website')).toBe('Website');
    expect(screen.getByText('Where the studio came from')).toBeTruthy();
  });

  it('FORM-04, FORM-23 shows the company step or the individual step by the signing choice', () => {
    renderForm(LEGAL_QUESTIONNAIRE);
    fillSignatory('Company');
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    fireEvent.click(button('Next'));
    expect(title()).toBe('Company details');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    fireEvent.click(button('Back'));
    fireEvent.click(screen.getByRole('radio', { name: 'Two individuals' }));
    fireEvent.click(button('Next'));
    expect(title()).toBe('Individual details');
    expect(field("Second individual's name")).toBeTruthy();
  });

  it('FORM-08/09 shows the url messages under the field once typed, and keeps Next disabled', () => {
    renderForm(SALES_LEAD_QUESTIONNAIRE);
    type('Studio name', 'Blue Fox');
    fireEvent.click(screen.getByRole('combobox', { name: /^Lead source/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Game jam' }));
    expect(screen.queryByText(URL_INVALID)).toBeNull();
    expect(button('Next').disabled).toBe(false);
    type('Website', 'bluefox.test');
    expect(screen.getByText(URL_INVALID)).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    type('Website', 'ftp://bluefox.test');
    expect(screen.getByText(URL_SCHEME)).toBeTruthy();
    type('Website', 'https://bluefox.test');
    expect(screen.queryByText(URL_SCHEME)).toBeNull();
    expect(button('Next').disabled).toBe(false);
  });

  it('FORM-10, FORM-11, FORM-24 trims answers, shows dates as dd MMM yyyy and submits only once certified', async () => {
    const onSubmit = renderForm(LEGAL_QUESTIONNAIRE);
    fillSignatory('One individual');
    type('Legal studio name', '  Blue Fox SAS ');
    expect(field('Legal studio name').value).toBe('  Blue Fox SAS ');
    fireEvent.click(button('Next'));
    type("First individual's name", 'Ada');
    type("First individual's address", '1 Fox Street');
    type("First individual's birth date", '1990-12-10');
    expect(screen.getByText('10 Dec 1990')).toBeTruthy();
    fireEvent.click(button('Next'));
    expect(title()).toBe('Certification');
    expect(button('Submit').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /I certify that the information above is true/ }));
    expect(button('Submit').disabled).toBe(false);
    await act(async () => fireEvent.click(button('Submit')));
    expect(onSubmit).toHaveBeenCalledWith({
      legalStudioName: 'Blue Fox SAS',
      signatoryName: 'Ada Lovelace',
      signatoryEmail: 'ada@bluefox.test',
      signingAs: 'one',
      individual1Name: 'Ada',
      individual1Address: '1 Fox Street',
      individual1BirthDate: '1990-12-10',
      certify: 'true',
    });
  });

  async function submitCompany(outcome: FormOutcome) {
    const onSubmit = renderForm(LEGAL_QUESTIONNAIRE, outcome, [{ id: 'FR', label: 'France' }]);
    fillSignatory('Company');
    fireEvent.click(button('Next'));
    type('Company name', 'Blue Fox SAS');
    type('Registration number', '123');
    type('Company address', 'Paris');
    fireEvent.click(screen.getByRole('combobox', { name: /^Company country/ }));
    fireEvent.click(screen.getByRole('option', { name: 'France' }));
    fireEvent.click(button('Next'));
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(button('Submit')));
    return onSubmit;
  }

  it('FORM-12, FORM-13 shows the success screen; "Submit another one" clears the form', async () => {
    const onSubmit = await submitCompany({ status: 'success', content: <p>All sent</p> });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ companyCountry: 'FR' });
    expect(screen.getByText('All sent')).toBeTruthy();
    fireEvent.click(button('Submit another one'));
    expect(title()).toBe('Signatory');
    expect(field('Legal studio name').value).toBe('');
    expect(button('Next').disabled).toBe(true);
  });

  it('FORM-12, FORM-14 shows the failure screen; "Back to the form" returns to step 0 with the answers', async () => {
    await submitCompany({ status: 'failure', lines: ['It failed', 'Invalid value for entry: companyName.'] });
    expect(screen.getByText('It failed')).toBeTruthy();
    expect(screen.getByText('Invalid value for entry: companyName.')).toBeTruthy();
    fireEvent.click(button('Back to the form'));
    expect(title()).toBe('Signatory');
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(field('Legal studio name').value).toBe('Blue Fox SAS');
  });
});

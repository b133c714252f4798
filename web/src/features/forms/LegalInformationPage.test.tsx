import { FORM_SUBMITTED } from '@greenlight/rules';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { LegalInformationPage } from './LegalInformationPage';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function renderPage(search: string) {
  return renderInApp(
    <Routes>
      <Route path="/legal_information" element={<LegalInformationPage />} />
    </Routes>,
    { path: `/legal_information${search}` },
  );
}

async function submitAsCompany() {
  type('Legal studio name', 'Blue Fox SAS');
  type('Signatory name', 'Ada Lovelace');
  type('Signatory email', 'ada@bluefox.test');
  fireEvent.click(screen.getByRole('radio', { name: 'Company' }));
  fireEvent.click(button('Next'));
  type('Company name', 'Blue Fox SAS');
  type('Registration number', '123 456 789');
  type('Company address', '1 Fox Street, Paris');
  // The countries come from the rules' list: no session needed.
  fireEvent.click(screen.getByRole('combobox', { name: /Company country/ }));
  fireEvent.click(screen.getByRole('option', { name: 'France' }));
  fireEvent.click(button('Next'));
  fireEvent.click(screen.getByRole('checkbox', { name: /I certify/ }));
  fireEvent.click(button('Submit'));
}

describe('LegalInformationPage', () => {
  it('FORM-18 is the legal questionnaire without the app header', () => {
    renderPage('?deal_id=7');
    expect(screen.getByRole('heading', { name: 'Legal information' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Signatory' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Games' })).toBeNull();
  });

  it('FORM-19 FORM-20 issue 42 sends the deal, contact and token of the query with the visible answers', async () => {
    const { environment } = renderPage('?deal_id=D-42&contact_name=Ada%20Lovelace&contact_email=ada%40bluefox.test&contract_suffix=B2&token=k2V_tq-9Zr0aQf3nW7yBc1dE5gH8jL0mN2pR4sT6uV8');
    await submitAsCompany();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('LegalInformationPageMutation');
    expect(operation.request.variables.input).toEqual({
      dealId: 'D-42',
      contactName: 'Ada Lovelace',
      contactEmail: 'ada@bluefox.test',
      contractSuffix: 'B2',
      token: 'k2V_tq-9Zr0aQf3nW7yBc1dE5gH8jL0mN2pR4sT6uV8',
      answers: [
        { questionId: 'legalStudioName', value: 'Blue Fox SAS' },
        { questionId: 'signatoryName', value: 'Ada Lovelace' },
        { questionId: 'signatoryEmail', value: 'ada@bluefox.test' },
        { questionId: 'signingAs', value: 'company' },
        { questionId: 'companyName', value: 'Blue Fox SAS' },
        { questionId: 'registrationNumber', value: '123 456 789' },
        { questionId: 'companyAddress', value: '1 Fox Street, Paris' },
        { questionId: 'companyCountry', value: 'FR' },
        { questionId: 'certify', value: 'true' },
      ],
    });
  });

  it('FORM-20 issue 42 a link without a token sends none: the provider refuses it', async () => {
    const { environment } = renderPage('?deal_id=D-42');
    await submitAsCompany();
    const input = environment.mock.getMostRecentOperation().request.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ dealId: 'D-42', token: null, contactName: null, contractSuffix: null });
  });

  it('FORM-21 issue 42 the provider\'s refusal of the link is ignored by the page: the success screen shows anyway', async () => {
    const { environment } = renderPage('?deal_id=D-42&token=used');
    await submitAsCompany();
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { submitLegalForm: { __typename: 'ProviderError' } },
      }),
    );
    expect(screen.getByText(FORM_SUBMITTED)).toBeTruthy();
  });

  it('FORM-21 ignores a failed submission: the success screen shows anyway', async () => {
    const { environment } = renderPage('?deal_id=D-42');
    await submitAsCompany();
    await act(async () => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('Provider down')));
    expect(screen.getByText(FORM_SUBMITTED)).toBeTruthy();
    expect(button('Submit another one')).toBeTruthy();
  });
});

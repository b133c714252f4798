import { describe, expect, it } from 'vitest';
import {
  LEGAL_QUESTIONNAIRE,
  SALES_LEAD_QUESTIONNAIRE,
  answerProblem,
  formatFormDate,
  questionnaireProblems,
  stepComplete,
  trimAnswer,
  visibleAnswers,
  visibleQuestions,
  visibleSteps,
  type FormAnswers,
  type FormQuestion,
  type FormStep,
} from './forms';
import { LEAD_SOURCES } from './filters';
import { FIELD_REQUIRED, FORM_DATE_INVALID, FORM_OPTION_INVALID, FORM_UNKNOWN_QUESTION, URL_INVALID, URL_SCHEME } from './messages';

const step = (questionnaire: typeof LEGAL_QUESTIONNAIRE, id: string): FormStep => {
  const found = questionnaire.steps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
};
const question = (questionnaire: typeof LEGAL_QUESTIONNAIRE, id: string): FormQuestion => {
  const found = questionnaire.steps.flatMap((candidate) => candidate.questions).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
};
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

const salesLead: FormAnswers = {
  studioName: 'Blue Fox',
  leadSource: 'Game jam',
  website: 'https://bluefox.test',
  gameTitle: 'Fox Run',
  storeLink: '',
  platform: 'both',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@bluefox.test',
  countryCode: 'FR',
};

const signatory: FormAnswers = {
  legalStudioName: 'Blue Fox SAS',
  signatoryName: 'Ada Lovelace',
  signatoryEmail: 'ada@bluefox.test',
};

describe('the sales lead questionnaire', () => {
  it('FORM-17 asks the ten questions in order, over studio, game and contact steps', () => {
    expect(ids(SALES_LEAD_QUESTIONNAIRE.steps)).toEqual(['studio', 'game', 'contact']);
    expect(SALES_LEAD_QUESTIONNAIRE.steps.flatMap((candidate) => ids(candidate.questions))).toEqual([
      'studioName',
      'leadSource',
      'website',
      'gameTitle',
      'storeLink',
      'platform',
      'firstName',
      'lastName',
      'email',
      'countryCode',
    ]);
    expect(question(SALES_LEAD_QUESTIONNAIRE, 'platform').options).toEqual([
      { value: 'ios', label: 'iOS' },
      { value: 'android', label: 'Android' },
      { value: 'both', label: 'Both' },
    ]);
    expect(question(SALES_LEAD_QUESTIONNAIRE, 'countryCode').optionsFrom).toBe('countries');
  });

  it('GAP-14 takes the lead source among the ten outbound sources', () => {
    const leadSource = question(SALES_LEAD_QUESTIONNAIRE, 'leadSource');
    expect(leadSource.optionsFrom).toBe('leadSources');
    for (const source of LEAD_SOURCES) expect(answerProblem(leadSource, source)).toBeNull();
    expect(answerProblem(leadSource, 'Newspaper')).toBe(FORM_OPTION_INVALID);
  });

  it('FORM-06 enables Next only once the step\'s mandatory questions are answered; website and store link are optional', () => {
    const studio = step(SALES_LEAD_QUESTIONNAIRE, 'studio');
    expect(stepComplete(studio, {})).toBe(false);
    expect(stepComplete(studio, { studioName: 'Blue Fox' })).toBe(false);
    expect(stepComplete(studio, { studioName: 'Blue Fox', leadSource: 'Referral' })).toBe(true);
    expect(stepComplete(studio, { studioName: '   ', leadSource: 'Referral' })).toBe(false);
    const game = step(SALES_LEAD_QUESTIONNAIRE, 'game');
    expect(stepComplete(game, { gameTitle: 'Fox Run' })).toBe(false);
    expect(stepComplete(game, { gameTitle: 'Fox Run', platform: 'ios' })).toBe(true);
    expect(stepComplete(game, { gameTitle: 'Fox Run', platform: 'windows' })).toBe(false);
  });

  it('FORM-08/09 keeps Next disabled while an optional url is invalid', () => {
    const studio = step(SALES_LEAD_QUESTIONNAIRE, 'studio');
    const answers = { studioName: 'Blue Fox', leadSource: 'Referral' };
    expect(stepComplete(studio, { ...answers, website: 'bluefox.test' })).toBe(false);
    expect(stepComplete(studio, { ...answers, website: 'ftp://bluefox.test' })).toBe(false);
    expect(stepComplete(studio, { ...answers, website: 'https://bluefox.test' })).toBe(true);
  });

  it('FORM-15 the provider accepts a full answer, checking the country among the known ones', () => {
    expect(questionnaireProblems(SALES_LEAD_QUESTIONNAIRE, salesLead, { countries: ['FR', 'DE'] })).toEqual([]);
    expect(questionnaireProblems(SALES_LEAD_QUESTIONNAIRE, { ...salesLead, countryCode: 'XX' }, { countries: ['FR', 'DE'] })).toEqual([
      { path: 'countryCode', message: FORM_OPTION_INVALID },
    ]);
  });

  it('FORM-16 names each invalid entry by its question id, unknown questions included', () => {
    const withoutFirstName = Object.fromEntries(Object.entries(salesLead).filter(([id]) => id !== 'firstName'));
    expect(questionnaireProblems(SALES_LEAD_QUESTIONNAIRE, { ...withoutFirstName, website: 'nope', favouriteColour: 'blue' })).toEqual([
      { path: 'favouriteColour', message: FORM_UNKNOWN_QUESTION },
      { path: 'website', message: URL_INVALID },
      { path: 'firstName', message: FIELD_REQUIRED },
    ]);
  });
});

describe('the legal questionnaire', () => {
  it('FORM-22 asks the legal studio name, the signatory and how they sign', () => {
    expect(ids(step(LEGAL_QUESTIONNAIRE, 'signatory').questions)).toEqual(['legalStudioName', 'signatoryName', 'signatoryEmail', 'signingAs']);
    expect(question(LEGAL_QUESTIONNAIRE, 'signingAs').options).toEqual([
      { value: 'company', label: 'Company' },
      { value: 'one', label: 'One individual' },
      { value: 'two', label: 'Two individuals' },
    ]);
  });

  it('FORM-04, FORM-23 shows the company step for a company and the individual step for one or two individuals', () => {
    expect(ids(visibleSteps(LEGAL_QUESTIONNAIRE, {}))).toEqual(['signatory', 'certification']);
    expect(ids(visibleSteps(LEGAL_QUESTIONNAIRE, { signingAs: 'company' }))).toEqual(['signatory', 'company', 'certification']);
    expect(ids(visibleSteps(LEGAL_QUESTIONNAIRE, { signingAs: 'one' }))).toEqual(['signatory', 'individuals', 'certification']);
    expect(ids(visibleSteps(LEGAL_QUESTIONNAIRE, { signingAs: 'two' }))).toEqual(['signatory', 'individuals', 'certification']);
  });

  it('FORM-23 asks the second individual only when two individuals sign', () => {
    const individuals = step(LEGAL_QUESTIONNAIRE, 'individuals');
    expect(ids(visibleQuestions(individuals, { signingAs: 'one' }))).toEqual(['individual1Name', 'individual1Address', 'individual1BirthDate']);
    expect(ids(visibleQuestions(individuals, { signingAs: 'two' }))).toEqual([
      'individual1Name',
      'individual1Address',
      'individual1BirthDate',
      'individual2Name',
      'individual2Address',
      'individual2BirthDate',
    ]);
  });

  it('FORM-06 the individual step needs the second individual only when shown', () => {
    const individuals = step(LEGAL_QUESTIONNAIRE, 'individuals');
    const first = { individual1Name: 'Ada', individual1Address: '1 Fox Street', individual1BirthDate: '1990-12-10' };
    expect(stepComplete(individuals, { signingAs: 'one', ...first })).toBe(true);
    expect(stepComplete(individuals, { signingAs: 'two', ...first })).toBe(false);
    expect(
      stepComplete(individuals, { signingAs: 'two', ...first, individual2Name: 'Bob', individual2Address: '2 Fox Street', individual2BirthDate: '1991-01-31' }),
    ).toBe(true);
    expect(stepComplete(individuals, { signingAs: 'one', ...first, individual1BirthDate: '1990-02-30' })).toBe(false);
  });

  it('FORM-24 ends with a mandatory truth-certification checkbox that must be ticked', () => {
    const last = LEGAL_QUESTIONNAIRE.steps.at(-1);
    expect(last?.questions).toEqual([{ id: 'certify', type: 'checkbox', label: 'I certify that the information above is true' }]);
    if (!last) return;
    expect(stepComplete(last, {})).toBe(false);
    expect(stepComplete(last, { certify: 'false' })).toBe(false);
    expect(stepComplete(last, { certify: 'true' })).toBe(true);
  });

  it('FORM-20 sends only the answers of the visible questions, trimmed', () => {
    const answers = {
      ...signatory,
      signatoryName: '  Ada Lovelace ',
      signingAs: 'one',
      companyName: 'Left over from before',
      individual1Name: 'Ada',
      individual1Address: '1 Fox Street',
      individual1BirthDate: '1990-12-10',
      individual2Name: 'Bob',
      certify: 'true',
    };
    expect(visibleAnswers(LEGAL_QUESTIONNAIRE, answers)).toEqual({
      ...signatory,
      signingAs: 'one',
      individual1Name: 'Ada',
      individual1Address: '1 Fox Street',
      individual1BirthDate: '1990-12-10',
      certify: 'true',
    });
  });

  it('FORM-23 the provider ignores hidden answers and requires the shown sections', () => {
    const company = { ...signatory, signingAs: 'company', companyName: 'Blue Fox SAS', registrationNumber: '123', companyAddress: 'Paris', companyCountry: 'FR' };
    expect(questionnaireProblems(LEGAL_QUESTIONNAIRE, { ...company, individual1BirthDate: 'not a date', certify: 'true' }, { countries: ['FR'] })).toEqual([]);
    expect(questionnaireProblems(LEGAL_QUESTIONNAIRE, { ...signatory, signingAs: 'two', certify: 'false' })).toEqual(
      ['individual1Name', 'individual1Address', 'individual1BirthDate', 'individual2Name', 'individual2Address', 'individual2BirthDate', 'certify'].map((path) => ({
        path,
        message: FIELD_REQUIRED,
      })),
    );
  });
});

describe('answers', () => {
  const url: FormQuestion = { id: 'site', type: 'url', label: 'Site' };
  const date: FormQuestion = { id: 'day', type: 'date', label: 'Day', optional: true };

  it('FORM-08 says "Please enter a valid URL" for a url that does not parse', () => {
    expect(answerProblem(url, 'bluefox.test')).toBe(URL_INVALID);
  });
  it('FORM-09 says "A valid URL starts with http or https" for another scheme', () => {
    expect(answerProblem(url, 'ftp://bluefox.test')).toBe(URL_SCHEME);
    expect(answerProblem(url, ' https://bluefox.test ')).toBeNull();
  });
  it('FORM-07 a mandatory question left blank is required; an optional one is not', () => {
    expect(answerProblem(url, '  ')).toBe(FIELD_REQUIRED);
    expect(answerProblem(date, '')).toBeNull();
  });
  it('FORM-11 a date must be a real yyyy-MM-dd day', () => {
    expect(answerProblem(date, '2024-02-29')).toBeNull();
    expect(answerProblem(date, '2023-02-29')).toBe(FORM_DATE_INVALID);
    expect(answerProblem(date, '05/03/2026')).toBe(FORM_DATE_INVALID);
  });
  it('FORM-10 trims text answers', () => {
    expect(trimAnswer('  Blue Fox \n')).toBe('Blue Fox');
  });
  it('FORM-11 FMT-06 CONF-14 shows form dates as dd MMM yyyy', () => {
    expect(formatFormDate('2026-03-05')).toBe('05 Mar 2026');
    expect(formatFormDate('1990-12-31')).toBe('31 Dec 1990');
    expect(formatFormDate('2026-13-01')).toBe('');
    expect(formatFormDate('')).toBe('');
  });
});

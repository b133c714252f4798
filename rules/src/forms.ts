// The configured multi-step forms (FORM-01..24): a questionnaire is data, and these
// pure rules say what is shown, what is complete and what is wrong, the same for the
// page and for the provider that receives the answers.
import { LEAD_SOURCES } from './filters';
import { FIELD_REQUIRED, FORM_DATE_INVALID, FORM_OPTION_INVALID, FORM_UNKNOWN_QUESTION } from './messages';
import { validateUrlAnswer } from './studio';
import salesLead from './questionnaires/sales-lead.json';
import legal from './questionnaires/legal.json';

/** FORM-02 */
export type FormQuestionType = 'text' | 'url' | 'date' | 'checkbox' | 'radio' | 'dropdown';

export interface FormOption {
  value: string;
  label: string;
}

/** Where a radio's or dropdown's options come from when the questionnaire does not list them. */
export type FormOptionsSource = 'countries' | 'leadSources';

/** FORM-03/04: shown when the referenced answer equals the value, or one of the values. */
export interface FormCondition {
  questionId: string;
  equals: string | readonly string[];
}

/** FORM-03 */
export interface FormQuestion {
  id: string;
  type: FormQuestionType;
  label: string;
  description?: string;
  optional?: boolean;
  options?: readonly FormOption[];
  optionsFrom?: FormOptionsSource;
  condition?: FormCondition;
}

export interface FormStep {
  id: string;
  title: string;
  condition?: FormCondition;
  questions: readonly FormQuestion[];
}

export interface Questionnaire {
  id: string;
  title: string;
  steps: readonly FormStep[];
}

/** Every answer is text: a checkbox 'true' or 'false', a date yyyy-MM-dd. */
export type FormAnswers = Record<string, string>;

/** The lists `optionsFrom` names that only the caller knows (the countries are reference data). */
export interface FormLists {
  /** The country ids; without them any non-blank country is accepted. */
  countries?: readonly string[];
}

export interface FormProblem {
  /** The question's id. */
  path: string;
  message: string;
}

/** FORM-17, GAP-14: the studio creation form is the sales lead questionnaire. */
export const SALES_LEAD_QUESTIONNAIRE = salesLead as Questionnaire;
/** FORM-22..24: the legal information questionnaire. */
export const LEGAL_QUESTIONNAIRE = legal as Questionnaire;

/** GAP-14: the lead sources as options, the value being the label. */
export const LEAD_SOURCE_OPTIONS: readonly FormOption[] = LEAD_SOURCES.map((source) => ({ value: source, label: source }));

/** FORM-10: text answers are kept trimmed. */
export const trimAnswer = (value: string): string => value.trim();

/** FORM-04: no condition, or the referenced answer equals the value (or one of the values). */
export const conditionHolds = (condition: FormCondition | undefined, answers: FormAnswers): boolean => {
  if (!condition) return true;
  const answer = trimAnswer(answers[condition.questionId] ?? '');
  return typeof condition.equals === 'string' ? answer === condition.equals : condition.equals.includes(answer);
};

/** FORM-04, FORM-23: the steps whose condition holds, in order. */
export const visibleSteps = (questionnaire: Questionnaire, answers: FormAnswers): FormStep[] =>
  questionnaire.steps.filter((step) => conditionHolds(step.condition, answers));

/** FORM-04, FORM-23: the questions of a step whose condition holds, in order. */
export const visibleQuestions = (step: FormStep, answers: FormAnswers): FormQuestion[] =>
  step.questions.filter((question) => conditionHolds(question.condition, answers));

/**
 * A radio's or dropdown's options: its own, or the list `optionsFrom` names; null
 * when that list is not known here (the countries without `lists.countries`).
 */
export const questionOptions = (question: FormQuestion, lists: FormLists = {}): readonly FormOption[] | null => {
  if (question.options) return question.options;
  if (question.optionsFrom === 'leadSources') return LEAD_SOURCE_OPTIONS;
  if (question.optionsFrom === 'countries' && lists.countries) return lists.countries.map((id) => ({ value: id, label: id }));
  return question.optionsFrom ? null : [];
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-MM-dd, as a UTC date; null otherwise. */
const parseIsoDate = (value: string): Date | null => {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
};

/**
 * What is wrong with one answer, or null: a mandatory question unanswered (FORM-06;
 * a mandatory checkbox must be ticked), a url that does not parse or is not http(s)
 * (FORM-08/09), a date that is not a real yyyy-MM-dd day (FORM-11), a choice that is
 * not among the options (FORM-02). The answer is judged trimmed (FORM-10).
 */
export const answerProblem = (question: FormQuestion, value: string | undefined, lists: FormLists = {}): string | null => {
  const answer = trimAnswer(value ?? '');
  if (question.type === 'checkbox') {
    if (answer !== '' && answer !== 'true' && answer !== 'false') return FORM_OPTION_INVALID;
    return !question.optional && answer !== 'true' ? FIELD_REQUIRED : null;
  }
  if (answer === '') return question.optional ? null : FIELD_REQUIRED;
  switch (question.type) {
    case 'url':
      return validateUrlAnswer(answer);
    case 'date':
      return parseIsoDate(answer) ? null : FORM_DATE_INVALID;
    case 'radio':
    case 'dropdown': {
      const options = questionOptions(question, lists);
      return options === null || options.some((option) => option.value === answer) ? null : FORM_OPTION_INVALID;
    }
    case 'text':
      return null;
  }
};

/** FORM-06: every visible mandatory question of the step is answered, and every visible answer valid. */
export const stepComplete = (step: FormStep, answers: FormAnswers, lists: FormLists = {}): boolean =>
  visibleQuestions(step, answers).every((question) => answerProblem(question, answers[question.id], lists) === null);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** FORM-11, CONF-14: '2026-03-05' → '05 Mar 2026'; '' for anything that is not a real day. */
export const formatFormDate = (iso: string): string => {
  const date = parseIsoDate(trimAnswer(iso));
  if (!date) return '';
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day} ${MONTHS[date.getUTCMonth()]} ${String(date.getUTCFullYear()).padStart(4, '0')}`;
};

/** The visible questions of the visible steps, in order. */
const shownQuestions = (questionnaire: Questionnaire, answers: FormAnswers): FormQuestion[] =>
  visibleSteps(questionnaire, answers).flatMap((step) => visibleQuestions(step, answers));

/**
 * FORM-15, FORM-20: what is sent: the answers of the visible questions only, trimmed;
 * blank answers are left out.
 */
export const visibleAnswers = (questionnaire: Questionnaire, answers: FormAnswers): FormAnswers => {
  const sent: FormAnswers = {};
  for (const question of shownQuestions(questionnaire, answers)) {
    const answer = trimAnswer(answers[question.id] ?? '');
    if (answer !== '') sent[question.id] = answer;
  }
  return sent;
};

/**
 * FORM-15/16: the provider's check of submitted answers, one problem per invalid
 * entry (path = the question's id). An answer naming no question of the form is a
 * problem; answers to hidden questions are ignored.
 */
export const questionnaireProblems = (questionnaire: Questionnaire, answers: FormAnswers, lists: FormLists = {}): FormProblem[] => {
  const known = new Set(questionnaire.steps.flatMap((step) => step.questions.map((question) => question.id)));
  const problems: FormProblem[] = Object.keys(answers)
    .filter((id) => !known.has(id))
    .map((path) => ({ path, message: FORM_UNKNOWN_QUESTION }));
  for (const question of shownQuestions(questionnaire, answers)) {
    const message = answerProblem(question, answers[question.id], lists);
    if (message !== null) problems.push({ path: question.id, message });
  }
  return problems;
};

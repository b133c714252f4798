// The configured forms' submissions (issue 14; FORM): the sales-lead questionnaire
// creating a studio (add_studio), and the public legal information form. Answers go
// as question id and text; the provider checks them with the same questionnaires
// (rules/src/forms.ts) and names each invalid entry by its question id.
import { builder } from '../builder';
import type { ProviderCreatedStudio } from '../provider/client';
import { ProviderError } from '../provider/errors';

const FormAnswerInput = builder.inputType('FormAnswerInput', {
  description: 'One answer of a configured form: the question and its value as text (a checkbox "true"/"false", a date yyyy-MM-dd)',
  fields: (t) => ({
    questionId: t.string({ required: true, description: 'the question\'s id in its questionnaire' }),
    value: t.string({ required: true, description: 'the answer as text' }),
  }),
});

const MAX_ANSWERS = 60;

function answersOf(answers: readonly { questionId: string; value: string }[]): Record<string, string> {
  if (answers.length > MAX_ANSWERS) throw new ProviderError(`A form holds at most ${MAX_ANSWERS} answers`, 400, 'INVALID_ARGUMENT');
  return Object.fromEntries(answers.map((answer) => [answer.questionId, answer.value]));
}

const CreateStudioPayload = builder.objectRef<ProviderCreatedStudio>('CreateStudioPayload').implement({
  description: 'The studio the sales-lead questionnaire created (FORM-15)',
  fields: (t) => ({
    studioId: t.exposeInt('id', { description: 'its id, as /studio/{id} carries it' }),
    name: t.exposeString('name', { description: 'its name' }),
    legalInformationUrl: t.exposeString('legalInformationUrl', {
      description: 'the link to its legal information form, with its one-use token (FORM-19): mailed to the contact, shown once here',
    }),
    legalInformationExpiresAt: t.exposeString('legalInformationExpiresAt', { description: 'when that link stops working, ISO 8601' }),
  }),
});

const SubmitLegalFormPayload = builder.objectRef<{ received: boolean }>('SubmitLegalFormPayload').implement({
  description: 'The legal information was received (FORM-20)',
  fields: (t) => ({ received: t.exposeBoolean('received', { description: 'always true: a refusal is an error' }) }),
});

const LegalFormInput = builder.inputType('LegalFormInput', {
  description: 'The public legal information form (FORM-18..20): what its link carried and the answers',
  fields: (t) => ({
    dealId: t.string({ required: true, description: 'the deal_id of the link: names the studio' }),
    contactName: t.string({ description: 'the contact_name of the link' }),
    contactEmail: t.string({ description: 'the contact_email of the link' }),
    contractSuffix: t.string({ description: 'the contract_suffix of the link' }),
    token: t.string({ description: 'the token of the link: without a live one the form is refused (issue 42)' }),
    answers: t.field({ type: [FormAnswerInput], required: true, description: 'the visible answers' }),
  }),
});

builder.mutationFields((t) => ({
  createStudio: t.field({
    type: CreateStudioPayload,
    description: 'Creates a studio from the sales-lead questionnaire; its contact gets an invitation as its lead (FORM-15..17). Needs add_studio.',
    authScopes: { permission: 'add_studio' },
    errors: { types: [ProviderError], union: { name: 'CreateStudioResult', description: 'The new studio, or every invalid entry by its question id' }, directResult: true },
    args: { answers: t.arg({ type: [FormAnswerInput], required: true, description: 'the visible answers' }) },
    resolve: (_root, { answers }, context) => context.provider.createStudioFromLead(answersOf(answers)),
  }),
  submitLegalForm: t.field({
    type: SubmitLegalFormPayload,
    description: 'Sends the public legal information form (FORM-18..24); no session needed, but the token of a live link',
    errors: { types: [ProviderError], union: { name: 'SubmitLegalFormResult', description: 'Received, or every invalid entry by its question id' }, directResult: true },
    args: { input: t.arg({ type: LegalFormInput, required: true, description: 'the form' }) },
    resolve: (_root, { input }, context) =>
      context.provider.submitLegalForm({
        deal_id: input.dealId,
        ...(input.contactName ? { contact_name: input.contactName } : {}),
        ...(input.contactEmail ? { email: input.contactEmail } : {}),
        ...(input.contractSuffix ? { contract_suffix: input.contractSuffix } : {}),
        ...(input.token ? { token: input.token } : {}),
        answers: answersOf(input.answers),
      }),
  }),
}));

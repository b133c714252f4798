import type { FormAnswers } from '@greenlight/rules';

/** The answers as the gateway's `[FormAnswerInput!]!` (FORM-15, FORM-20). */
export const answerList = (answers: FormAnswers): { questionId: string; value: string }[] =>
  Object.entries(answers).map(([questionId, value]) => ({ questionId, value }));

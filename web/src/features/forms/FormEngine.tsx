import {
  Button,
  Caption1,
  Checkbox,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Option,
  Radio,
  RadioGroup,
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  FIELD_REQUIRED,
  FORM_BACK_TO_FORM,
  FORM_SUBMIT_ANOTHER,
  answerProblem,
  formatFormDate,
  questionOptions,
  stepComplete,
  trimAnswer,
  visibleAnswers,
  visibleQuestions,
  visibleSteps,
  type FormAnswers,
  type FormLists,
  type FormOption,
  type FormQuestion,
  type Questionnaire,
} from '@greenlight/rules';
import { useState, type ReactNode } from 'react';

/** A country of the codifications (REF-02): the dropdown's value and label. */
export interface FormCountry {
  readonly id: string;
  readonly label: string;
}

/** FORM-12: what a submission came to: the success screen's content, or the failure screen's lines. */
export type FormOutcome = { status: 'success'; content?: ReactNode } | { status: 'failure'; lines: readonly string[] };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  questions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  control: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  date: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

/**
 * A configured multi-step form (FORM-01..14): one step at a time, the questions by
 * type, Back / Next / Submit, then a success or a failure screen. `countries` fills
 * the questions whose options come from the countries; without them (a visitor with
 * no session cannot read the codifications) such a question takes the code as text.
 */
export function FormEngine({
  questionnaire,
  countries = null,
  onSubmit,
}: {
  questionnaire: Questionnaire;
  countries?: readonly FormCountry[] | null;
  /** Receives the answers of the visible questions only, trimmed (FORM-15, FORM-20). */
  onSubmit: (answers: FormAnswers) => Promise<FormOutcome>;
}) {
  const styles = useStyles();
  const [answers, setAnswers] = useState<FormAnswers>({});
  // FORM-10: the answer is trimmed on change; the field keeps what was typed, so a space between words can be typed.
  const [drafts, setDrafts] = useState<FormAnswers>({});
  const [position, setPosition] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const lists: FormLists = countries ? { countries: countries.map((country) => country.id) } : {};
  const steps = visibleSteps(questionnaire, answers);
  const index = Math.min(position, steps.length - 1);
  const step = steps[index];

  const change = (id: string, value: string, draft?: string) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    if (draft !== undefined) setDrafts((current) => ({ ...current, [id]: draft }));
  };

  if (outcome?.status === 'success') {
    return (
      <div className={styles.screen} role="status">
        {outcome.content}
        <Button
          appearance="primary"
          onClick={() => {
            // FORM-13: a blank form from its first step.
            setAnswers({});
            setDrafts({});
            setPosition(0);
            setOutcome(null);
          }}
        >
          {FORM_SUBMIT_ANOTHER}
        </Button>
      </div>
    );
  }
  if (outcome?.status === 'failure') {
    return (
      <div className={styles.screen}>
        <MessageBar intent="error">
          <MessageBarBody>
            {outcome.lines.map((line, at) => (
              <Text as="p" block key={at}>
                {line}
              </Text>
            ))}
          </MessageBarBody>
        </MessageBar>
        <Button
          appearance="primary"
          onClick={() => {
            // FORM-14: the answers stay, the form starts again at step 0.
            setPosition(0);
            setOutcome(null);
          }}
        >
          {FORM_BACK_TO_FORM}
        </Button>
      </div>
    );
  }
  if (!step) return null;

  const isLast = index === steps.length - 1;
  // FORM-06: Next and Submit wait for the step's mandatory questions (and valid answers).
  const complete = stepComplete(step, answers, lists);

  const submit = () => {
    setSubmitting(true);
    onSubmit(visibleAnswers(questionnaire, answers)).then(
      (result) => {
        setSubmitting(false);
        setOutcome(result);
      },
      () => setSubmitting(false),
    );
  };

  return (
    <form
      className={styles.form}
      aria-labelledby="form-step-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete || submitting) return;
        if (isLast) submit();
        else setPosition(index + 1);
      }}
    >
      <div className={styles.header}>
        <Caption1>{`Step ${index + 1} of ${steps.length}`}</Caption1>
        <Subtitle2 as="h2" id="form-step-title">
          {step.title}
        </Subtitle2>
      </div>
      <div className={styles.questions}>
        {visibleQuestions(step, answers).map((question) => (
          <FormQuestionField
            key={question.id}
            question={question}
            answer={answers[question.id] ?? ''}
            draft={drafts[question.id]}
            countries={countries}
            lists={lists}
            onChange={(value, draft) => change(question.id, value, draft)}
          />
        ))}
      </div>
      <div className={styles.buttons}>
        <Button type="button" disabled={index === 0 || submitting} onClick={() => setPosition(index - 1)}>
          Back
        </Button>
        {isLast ? (
          <Button type="submit" appearance="primary" disabled={!complete || submitting} icon={submitting ? <Spinner size="tiny" aria-hidden /> : undefined}>
            Submit
          </Button>
        ) : (
          <Button type="submit" appearance="primary" disabled={!complete}>
            Next
          </Button>
        )}
      </div>
    </form>
  );
}

/** One question by its type (FORM-02), with its description under the label and an asterisk unless optional (FORM-07). */
function FormQuestionField({
  question,
  answer,
  draft,
  countries,
  lists,
  onChange,
}: {
  question: FormQuestion;
  answer: string;
  draft: string | undefined;
  countries: readonly FormCountry[] | null;
  lists: FormLists;
  onChange: (value: string, draft?: string) => void;
}) {
  const styles = useStyles();
  const required = !question.optional;
  // FORM-08/09: a message once something is typed; an empty mandatory field is told by the disabled button.
  const problem = answer === '' ? null : answerProblem(question, answer, lists);
  const validation = problem && problem !== FIELD_REQUIRED ? { validationMessage: problem, validationState: 'error' as const } : {};
  const description = question.description ? <Caption1>{question.description}</Caption1> : null;

  if (question.type === 'checkbox') {
    return (
      <Field {...validation}>
        <div className={styles.control}>
          {description}
          <Checkbox
            label={question.label}
            required={required}
            checked={answer === 'true'}
            onChange={(_, data) => onChange(data.checked === true ? 'true' : 'false')}
          />
        </div>
      </Field>
    );
  }

  const options = choices(question, countries);
  return (
    <Field label={question.label} required={required} {...validation}>
      {(control) => (
        <div className={styles.control}>
          {description}
          {question.type === 'radio' && options ? (
            <RadioGroup {...control} value={answer} onChange={(_, data) => onChange(data.value)}>
              {options.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </RadioGroup>
          ) : (question.type === 'dropdown' || question.type === 'radio') && options ? (
            <Dropdown
              {...control}
              placeholder="Select"
              value={options.find((option) => option.value === answer)?.label ?? ''}
              selectedOptions={answer ? [answer] : []}
              onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
            >
              {options.map((option) => (
                <Option key={option.value} value={option.value}>
                  {option.label}
                </Option>
              ))}
            </Dropdown>
          ) : question.type === 'date' ? (
            <div className={styles.date}>
              <Input {...control} type="date" value={answer} onChange={(_, data) => onChange(trimAnswer(data.value))} />
              {/* FORM-11: the day as the form shows dates. */}
              <Text aria-live="polite">{formatFormDate(answer)}</Text>
            </div>
          ) : (
            <Input
              {...control}
              type={question.type === 'url' ? 'url' : 'text'}
              value={draft ?? answer}
              onChange={(_, data) => onChange(trimAnswer(data.value), data.value)}
            />
          )}
        </div>
      )}
    </Field>
  );
}

/** A radio's or dropdown's options; null for countries not known here (then the code is typed). */
const choices = (question: FormQuestion, countries: readonly FormCountry[] | null): readonly FormOption[] | null => {
  if (question.optionsFrom === 'countries') return countries ? countries.map((country) => ({ value: country.id, label: country.label })) : null;
  return questionOptions(question);
};

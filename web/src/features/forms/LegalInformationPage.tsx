import { makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { COUNTRIES, FORM_SUBMITTED, LEGAL_QUESTIONNAIRE, readLegalLink, type FormAnswers } from '@greenlight/rules';
import { graphql, useMutation } from 'react-relay';
import { useSearchParams } from 'react-router';
import { Logo } from '../app-shell/Logo';
import type { LegalInformationPageMutation } from './__generated__/LegalInformationPageMutation.graphql';
import { FormEngine, type FormOutcome } from './FormEngine';
import { answerList } from './answers';

/** The country choices: the rules' list (the codifications need a session this page has not), withdrawn codes left out. */
const CURRENT_COUNTRIES = COUNTRIES.filter((country) => !country.obsolete);

const submitMutation = graphql`
  mutation LegalInformationPageMutation($input: LegalFormInput!) {
    submitLegalForm(input: $input) {
      __typename
    }
  }
`;

const useStyles = makeStyles({
  page: {
    maxWidth: '720px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
});

/**
 * `/legal_information`: the public legal form (FORM-18..24), no session and no header.
 * The link's query names the deal and the contact (FORM-19) and carries the token the
 * provider handed out with it (issue 42), sent back with the answers: the provider
 * refuses a form without a live one, though the page shows its success anyway (FORM-21).
 * Without a session the codifications cannot be read, so the countries are the rules'.
 */
export function LegalInformationPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const [commit] = useMutation<LegalInformationPageMutation>(submitMutation);

  const submit = (answers: FormAnswers) =>
    new Promise<FormOutcome>((resolve) => {
      // FORM-21: the submission's errors are ignored; the success screen shows anyway.
      const done = () => resolve({ status: 'success', content: <Text>{FORM_SUBMITTED}</Text> });
      commit({
        variables: { input: { ...readLegalLink(params), answers: answerList(answers) } },
        onCompleted: done,
        onError: done,
      });
    });

  return (
    <main className={styles.page}>
      <Logo size="large" />
      <Subtitle1 as="h1">{LEGAL_QUESTIONNAIRE.title}</Subtitle1>
      <FormEngine questionnaire={LEGAL_QUESTIONNAIRE} countries={CURRENT_COUNTRIES} onSubmit={submit} />
    </main>
  );
}

import { Link, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FORM_SUBMIT_FAILED, SALES_LEAD_QUESTIONNAIRE, formInvalidEntry, type FormAnswers } from '@greenlight/rules';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useNavigate } from 'react-router';
import { AppHeader } from '../app-shell/AppHeader';
import { ViewerPermissions } from '../app-shell/viewer-permissions';
import type { StudioCreatePageMutation } from './__generated__/StudioCreatePageMutation.graphql';
import type { StudioCreatePageQuery } from './__generated__/StudioCreatePageQuery.graphql';
import { FormEngine, type FormOutcome } from './FormEngine';
import { LegalLinkShown } from './LegalLinkShown';
import { answerList } from './answers';

const query = graphql`
  query StudioCreatePageQuery {
    viewer {
      permissions
      ...AppHeader_viewer
    }
    codifications {
      countries {
        id
        label
      }
    }
  }
`;

const createMutation = graphql`
  mutation StudioCreatePageMutation($answers: [FormAnswerInput!]!) {
    createStudio(answers: $answers) {
      __typename
      ... on CreateStudioPayload {
        studioId
        name
        legalInformationUrl
        legalInformationExpiresAt
      }
      ... on ProviderError {
        message
        code
        fieldErrors {
          path
        }
      }
    }
  }
`;

/** 002 §6: who may create a studio. */
const ADD_STUDIO = 'add_studio';

const useStyles = makeStyles({
  main: { maxWidth: '720px', margin: '0 auto', padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  title: { display: 'block', marginBottom: tokens.spacingVerticalL },
});

/** `/studios/create`: the sales lead questionnaire that creates a studio (FORM-01, FORM-15..17). */
export function StudioCreatePage() {
  const styles = useStyles();
  const data = usePreloadedQuery<StudioCreatePageQuery>(query, useLoaderData() as PreloadedQuery<StudioCreatePageQuery>);
  const navigate = useNavigate();
  const [commit] = useMutation<StudioCreatePageMutation>(createMutation);
  if (!data.viewer) return null;
  // 002 §5: only for add_studio; anyone else goes to the root.
  if (!data.viewer.permissions.includes(ADD_STUDIO)) return <Navigate to="/" replace />;

  const submit = (answers: FormAnswers) =>
    new Promise<FormOutcome>((resolve) => {
      // FORM-16: a refusal lists each invalid entry under the message.
      const failed = (paths: readonly (string | null | undefined)[]): FormOutcome => ({
        status: 'failure',
        lines: [FORM_SUBMIT_FAILED, ...paths.flatMap((path) => (path ? [formInvalidEntry(path)] : []))],
      });
      commit({
        variables: { answers: answerList(answers) },
        onCompleted: ({ createStudio: result }) => {
          if (result.__typename === 'CreateStudioPayload') {
            resolve({
              status: 'success',
              content: (
                <>
                  <Text as="p" block>
                    {'The studio '}
                    <Link
                      inline
                      href={`/studio/${result.studioId}`}
                      onClick={(event) => {
                        event.preventDefault();
                        navigate(`/studio/${result.studioId}`);
                      }}
                    >
                      {result.name}
                    </Link>
                    {' was created: its contact is invited as its lead.'}
                  </Text>
                  {/* FORM-19, issue 42: the link its signatory fills the legal information with. */}
                  <LegalLinkShown url={result.legalInformationUrl} expiresAt={result.legalInformationExpiresAt} mailedTo={answers.email?.trim() || null} />
                </>
              ),
            });
          } else if (result.__typename === 'ProviderError') {
            resolve(failed(result.fieldErrors.map((error) => error.path)));
          } else {
            resolve(failed([]));
          }
        },
        onError: () => resolve(failed([])),
      });
    });

  return (
    <ViewerPermissions permissions={data.viewer.permissions}>
      <AppHeader viewer={data.viewer} platform="publishing" />
      <main className={styles.main}>
        <Subtitle1 as="h1" className={styles.title}>
          {SALES_LEAD_QUESTIONNAIRE.title}
        </Subtitle1>
        <FormEngine questionnaire={SALES_LEAD_QUESTIONNAIRE} countries={data.codifications.countries} onSubmit={submit} />
      </main>
    </ViewerPermissions>
  );
}

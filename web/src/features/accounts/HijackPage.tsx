import { MessageBar, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { HIJACK_FORBIDDEN_REASON, IMPERSONATION_FAILED, hijackFailedMessage } from '@greenlight/rules';
import { useEffect, useRef, useState } from 'react';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import { useNotify } from '../app-shell/notifications';
import type { HijackPageImpersonateMutation } from './__generated__/HijackPageImpersonateMutation.graphql';
import type { HijackPageQuery } from './__generated__/HijackPageQuery.graphql';
import { sessionChanged } from './session';

const query = graphql`
  query HijackPageQuery {
    viewer {
      user {
        userId
      }
    }
  }
`;

const impersonateMutation = graphql`
  mutation HijackPageImpersonateMutation($userId: Int!) {
    impersonate(userId: $userId) {
      __typename
      ... on ImpersonationPayload {
        viewer {
          id
        }
      }
      ... on ProviderError {
        code
        message
      }
    }
  }
`;

/** IMP-08: after a failed start, the board comes back after 3.5 s. */
export const IMPERSONATION_FAILURE_REDIRECT_MS = 3500;
/** IMP-09: the failure toast lasts 5 s. */
const HIJACK_TOAST_MS = 5000;

const useStyles = makeStyles({ page: { maxWidth: '640px', margin: '96px auto', padding: tokens.spacingHorizontalL } });

/** `/hijack/:userId` (ROUTE-23, IMP-04..10): acts as another user, then opens their board. */
export function HijackPage() {
  const styles = useStyles();
  const data = usePreloadedQuery<HijackPageQuery>(query, useLoaderData() as PreloadedQuery<HijackPageQuery>);
  const { userId } = useParams();
  const navigate = useNavigate();
  const { error } = useNotify();
  const [commit] = useMutation<HijackPageImpersonateMutation>(impersonateMutation);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const id = Number(userId);
    // IMP-05: an empty id, or one's own, is no impersonation.
    if (!userId || !Number.isInteger(id) || id <= 0 || id === data.viewer?.user.userId) {
      navigate('/', { replace: true });
      return;
    }
    const fail = (reason: string) => {
      setFailed(true);
      error(hijackFailedMessage(reason), { title: 'Error', timeout: HIJACK_TOAST_MS });
      window.setTimeout(() => navigate('/board', { replace: true }), IMPERSONATION_FAILURE_REDIRECT_MS);
    };
    commit({
      variables: { userId: id },
      onCompleted: ({ impersonate }) => {
        if (impersonate.__typename === 'ImpersonationPayload') {
          // A fresh page: nothing the staff member's session loaded stays in memory, here or in another tab.
          sessionChanged();
          window.location.assign('/board');
        } else if (impersonate.__typename === 'ProviderError') {
          fail(impersonate.code === 'error.hijack.operationforbidden' || impersonate.code === 'FORBIDDEN' ? HIJACK_FORBIDDEN_REASON : impersonate.message);
        }
      },
      onError: (cause) => fail(cause.message),
    });
  }, [commit, data.viewer, error, navigate, userId]);

  if (!failed) return <Spinner label="Opening the user's session..." style={{ marginTop: 96 }} />;
  return (
    <main className={styles.page}>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{IMPERSONATION_FAILED}</MessageBarTitle>
          The user may not exist, may be deactivated, or you may not have the permission to act as them. Back to the
          board in a moment.
        </MessageBarBody>
      </MessageBar>
    </main>
  );
}

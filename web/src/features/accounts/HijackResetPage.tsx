import { Spinner } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import type { HijackResetPageReleaseMutation } from './__generated__/HijackResetPageReleaseMutation.graphql';
import { sessionChanged } from './session';

const releaseMutation = graphql`
  mutation HijackResetPageReleaseMutation {
    releaseImpersonation {
      __typename
      ... on ImpersonationPayload {
        viewer {
          id
        }
      }
      ... on ProviderError {
        message
        link
      }
    }
  }
`;

/** `/hijack-reset` (ROUTE-24, IMP-07): ends the impersonation and goes back to `/` as oneself. */
export function HijackResetPage() {
  const [commit] = useMutation<HijackResetPageReleaseMutation>(releaseMutation);
  const { apiError } = useNotify();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    commit({
      variables: {},
      onCompleted: ({ releaseImpersonation }) => {
        if (releaseImpersonation.__typename === 'ProviderError') apiError(releaseImpersonation);
        else sessionChanged();
        // A fresh page either way: the impersonated user's data must not stay in memory.
        window.setTimeout(() => window.location.assign('/'), releaseImpersonation.__typename === 'ProviderError' ? 1500 : 0);
      },
      onError: () => window.location.assign('/'),
    });
  }, [commit, apiError]);
  return <Spinner label="Releasing the session..." style={{ marginTop: 96 }} />;
}

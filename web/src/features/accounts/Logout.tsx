import { Spinner } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { LogoutSignOutMutation } from './__generated__/LogoutSignOutMutation.graphql';
import { sessionChanged } from './session';

const signOutMutation = graphql`
  mutation LogoutSignOutMutation {
    signOut {
      viewer {
        id
      }
    }
  }
`;

/**
 * `/logout` (AUTH-17): ends the session, then goes to /login with a full page
 * load, so that nothing the previous user saw stays in memory.
 */
export function Logout() {
  const [commit] = useMutation<LogoutSignOutMutation>(signOutMutation);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    // AUTH-22: the browser forgets the user, and its other tabs leave their pages.
    const leave = () => {
      sessionChanged();
      window.location.replace('/login');
    };
    commit({ variables: {}, onCompleted: leave, onError: leave });
  }, [commit]);
  return <Spinner label="Signing out..." style={{ marginTop: 96 }} />;
}

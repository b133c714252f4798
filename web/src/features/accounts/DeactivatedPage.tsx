import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { STUDIO_ACCESS_DEACTIVATED } from '@greenlight/rules';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useNavigate } from 'react-router';
import type { DeactivatedPageQuery } from './__generated__/DeactivatedPageQuery.graphql';
import { PublicCard } from './PublicCard';

const query = graphql`
  query DeactivatedPageQuery {
    viewer {
      studiosDeactivated
      studios {
        studioName
      }
    }
  }
`;

/**
 * `/deactivated` (BE-STU-02): where a member whose every studio is deactivated lands
 * once signed in. They hold no permission until a studio is reactivated, so no header,
 * board, academy or help centre: the studio's name, why, and a way to sign out. Anyone
 * else goes back to the root, which sends them where they belong.
 */
export function DeactivatedPage() {
  const data = usePreloadedQuery<DeactivatedPageQuery>(query, useLoaderData() as PreloadedQuery<DeactivatedPageQuery>);
  const navigate = useNavigate();
  if (!data.viewer) return <Navigate to="/login" replace />;
  if (!data.viewer.studiosDeactivated) return <Navigate to="/" replace />;
  const names = data.viewer.studios.map((studio) => studio.studioName).join(', ');
  return (
    <PublicCard
      title={`${names} is deactivated`}
      footer={
        <Button appearance="primary" icon={<SignOutRegular />} onClick={() => navigate('/logout')}>
          Sign out
        </Button>
      }
    >
      <MessageBar intent="warning">
        <MessageBarBody>{STUDIO_ACCESS_DEACTIVATED}</MessageBarBody>
      </MessageBar>
    </PublicCard>
  );
}

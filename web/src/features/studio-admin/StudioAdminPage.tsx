import { Button, MessageBar, MessageBarBody, Tab, TabList, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { formatDate } from '@greenlight/rules';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { AppHeader } from '../app-shell/AppHeader';
import { NotFoundPage } from '../errors/NotFoundPage';
import type { StudioAdminPageQuery } from './__generated__/StudioAdminPageQuery.graphql';
import { ContractsSection } from './ContractsSection';
import { StaffSection } from './StaffSection';
import { useStudioAdminStyles } from './StudioAdminListPage';
import { StudioInfoForm } from './StudioInfoForm';
import { STUDIO_ADMIN_TABS, studioAdminPath, studioAdminSub, type StudioAdminSub } from './tabs';

const query = graphql`
  query StudioAdminPageQuery($studioId: Int!) {
    viewer {
      permissions
      ...AppHeader_viewer
    }
    # Null for no such studio; a studio the viewer does not belong to is a FORBIDDEN error, read as null too.
    adminStudio(studioId: $studioId) {
      studioId
      name
      deactivateSince
      ...StudioInfoForm_studio
      ...StaffSection_studio
      ...ContractsSection_studio
    }
    codifications {
      countries {
        id
        label
      }
      roles {
        value
        label
      }
    }
  }
`;

const useStyles = makeStyles({
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { minWidth: 0, overflowWrap: 'anywhere' },
});

/** SA-03..16, STAFF-01..25, CON-01..05: one studio's admin page, its tab named by the address. */
export function StudioAdminPage({ queryRef, sub }: { queryRef: PreloadedQuery<StudioAdminPageQuery>; sub: StudioAdminSub }) {
  const styles = { ...useStudioAdminStyles(), ...useStyles() };
  const navigate = useNavigate();
  const data = usePreloadedQuery<StudioAdminPageQuery>(query, queryRef);
  if (!data.viewer) return null;
  const platform = data.viewer.permissions.includes('view_pm_interface') ? 'publishing' : 'studio';
  const studio = data.adminStudio;
  return (
    <>
      <AppHeader viewer={data.viewer} platform={platform} />
      {studio ? (
        <main className={styles.main}>
          <div className={styles.heading}>
            {/* SA-04 */}
            <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => navigate(studioAdminPath())}>
              My studios
            </Button>
            <Title3 as="h1" className={styles.title}>
              {studio.name}
            </Title3>
          </div>
          {/* SA-17: the publisher cut the studio's platform access. */}
          {studio.deactivateSince && (
            <MessageBar intent="warning">
              <MessageBarBody>The studio's platform access is deactivated since {formatDate(studio.deactivateSince)}.</MessageBarBody>
            </MessageBar>
          )}
          {/* SA-03: a tab is an address: changing it pushes the same route with the new sub. */}
          <TabList
            selectedValue={sub}
            onTabSelect={(_e, tab) => {
              const next = studioAdminSub(String(tab.value));
              if (next) navigate(studioAdminPath(studio.studioId, next));
            }}
          >
            {STUDIO_ADMIN_TABS.map((tab) => (
              <Tab key={tab.sub} value={tab.sub}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {/* Keyed by studio: another studio's page starts from fresh forms. */}
          {sub === 'studio' ? (
            <StudioInfoForm key={studio.studioId} studio={studio} countries={data.codifications.countries} />
          ) : sub === 'staff' ? (
            <StaffSection key={studio.studioId} studio={studio} roles={data.codifications.roles} />
          ) : (
            <ContractsSection studio={studio} />
          )}
        </main>
      ) : (
        <NotFoundPage />
      )}
    </>
  );
}

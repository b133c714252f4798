import { Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { WrenchRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { MaintenancePageStatusQuery } from './__generated__/MaintenancePageStatusQuery.graphql';

const statusQuery = graphql`
  query MaintenancePageStatusQuery {
    serviceStatus {
      available
      maintenance
    }
  }
`;

/** How often the page asks whether the platform is back. */
export const MAINTENANCE_POLL_MS = 15_000;

const useStyles = makeStyles({
  page: {
    minHeight: '70vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    textAlign: 'center',
  },
  icon: { fontSize: '64px', color: tokens.colorBrandForeground1 },
});

/**
 * `/maintenance` (ERR-01, ERR-16, ROUTE-25). Retry goes back to `/`, which asks the
 * servers again; the page also asks by itself every 15 s and leaves once the
 * platform answers again, so that a tab left open comes back on its own.
 */
export function MaintenancePage() {
  const styles = useStyles();
  const environment = useRelayEnvironment();

  useEffect(() => {
    const timer = window.setInterval(() => {
      fetchQuery<MaintenancePageStatusQuery>(environment, statusQuery, {}, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (data?.serviceStatus.available && !data.serviceStatus.maintenance) window.location.assign('/');
        })
        .catch(() => {
          // still down: ask again at the next tick
        });
    }, MAINTENANCE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [environment]);

  return (
    <main className={styles.page}>
      <WrenchRegular className={styles.icon} aria-hidden="true" />
      <Title2 as="h1">Oops! We have a problem</Title2>
      <Text>Our technical team is working on it. Please retry in a few minutes.</Text>
      <Button appearance="primary" onClick={() => window.location.assign('/')}>
        Retry
      </Button>
    </main>
  );
}

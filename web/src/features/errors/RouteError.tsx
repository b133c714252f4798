import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { serverErrorMessage } from '@greenlight/rules';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { links } from '../../config';
import { NotFoundPage } from './NotFoundPage';

const useStyles = makeStyles({
  page: { maxWidth: '640px', margin: '96px auto', padding: tokens.spacingHorizontalL },
  actions: { marginTop: tokens.spacingVerticalM },
});

/** What a page shows when its data or code failed to load (ERR-02). */
export function RouteError() {
  const styles = useStyles();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className={styles.page}>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>Error</MessageBarTitle>
          {serverErrorMessage(links.supportEmail)}
        </MessageBarBody>
      </MessageBar>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          Refresh
        </Button>
      </div>
    </main>
  );
}

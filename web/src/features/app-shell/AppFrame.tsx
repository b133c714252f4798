import { Spinner } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageViews } from './PageViews';

export function PageSpinner() {
  return <Spinner size="large" style={{ marginTop: '20vh' }} aria-label="Loading" />;
}

/** Every page: a spinner while its data or code is on its way. */
export function AppFrame() {
  return (
    <>
      <PageViews />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}

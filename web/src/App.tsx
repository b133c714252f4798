import { FluentProvider } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { environment, onSessionEnded } from './relay/environment';
import { router } from './routes';
import { darkTheme, lightTheme } from './theme';

const darkQuery = '(prefers-color-scheme: dark)';

/** Light or dark as the system prefers (the user's own preference comes with the profile). */
function usePrefersDark(): boolean {
  const [dark, setDark] = useState(() => window.matchMedia?.(darkQuery).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(darkQuery);
    if (!media) return;
    const update = () => setDark(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return dark;
}

export function App() {
  const dark = usePrefersDark();
  useEffect(
    () =>
      onSessionEnded(() => {
        const here = window.location.pathname + window.location.search;
        if (window.location.pathname !== '/login') void router.navigate(`/login?redirect=${encodeURIComponent(here)}`);
      }),
    [],
  );
  return (
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={dark ? darkTheme : lightTheme} style={{ minHeight: '100vh' }}>
        <RouterProvider router={router} />
      </FluentProvider>
    </RelayEnvironmentProvider>
  );
}

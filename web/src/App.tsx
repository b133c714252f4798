import { FluentProvider } from '@fluentui/react-components';
import { serverErrorMessage } from '@greenlight/rules';
import { useEffect, useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import { links } from './config';
import { AppToaster, useNotify } from './features/app-shell/notifications';
import { ThemePreferenceProvider } from './features/app-shell/theme-preference';
import { onApiEvent, reloadsForNewVersion } from './relay/transport';
import { router } from './routes';
import { DARK_THEME_CLASS } from './theme-root';

const supportLine = (email: string) => `Contact support (${email}) if you need more.`;

/** When the page last reloaded for a new version (sessionStorage). */
const RELOADED_AT = 'gl_reloaded_for_version_at';

/** What the whole app does about the answers' verdicts (AUTH-15, ERR-01, ERR-02). */
function ApiEvents() {
  const { error } = useNotify();
  useEffect(
    () =>
      onApiEvent((event, message) => {
        const { pathname, search } = window.location;
        if (event === 'maintenance' && pathname !== '/maintenance') void router.navigate('/maintenance');
        // A full page load, as signing out does: nothing the session showed stays in
        // memory (Relay's store), whoever signs in next.
        if (event === 'sessionEnded' && pathname !== '/login') {
          window.location.assign(`/login?redirect=${encodeURIComponent(pathname + search)}`);
        }
        // A version deployed since the page loaded (issue 16, trusted documents): load it.
        if (event === 'outdated') {
          const last = Number(sessionStorage.getItem(RELOADED_AT)) || undefined;
          if (reloadsForNewVersion(Date.now(), last)) {
            sessionStorage.setItem(RELOADED_AT, String(Date.now()));
            window.location.reload();
          } else error(message ?? serverErrorMessage(links.supportEmail));
        }
        // A spent points budget (issue 16) says when it is renewed, then whom to ask.
        if (event === 'serverError') error(message ? `${message} ${supportLine(links.supportEmail)}` : serverErrorMessage(links.supportEmail));
      }),
    [error],
  );
  return null;
}

/** The themes are CSS custom properties of the page's root (theme.ts's themeStylesheet). */
const THEME_FROM_STYLESHEET = {};

/** Applies the dark theme to the page's root, before the browser paints. */
function RootTheme({ dark }: { dark: boolean }) {
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(DARK_THEME_CLASS, dark);
  }, [dark]);
  return null;
}

export function App() {
  return (
    <ThemePreferenceProvider>
      {(dark) => (
        <FluentProvider theme={THEME_FROM_STYLESHEET} style={{ minHeight: '100vh' }}>
          <RootTheme dark={dark} />
          <ApiEvents />
          <AppToaster />
          {/* A route error is handled: RouteError shows it and the network layer has told the user. */}
          <RouterProvider router={router} onError={(error) => console.warn('Route error:', error)} />
        </FluentProvider>
      )}
    </ThemePreferenceProvider>
  );
}

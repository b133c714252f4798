// What a component test renders around the component: a router at `path`, a Relay
// mock environment, Fluent's theme, the app's toaster and the viewer's permissions.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { AppToaster } from '../features/app-shell/notifications';
import { ViewerPermissions } from '../features/app-shell/viewer-permissions';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

export function renderInApp(
  ui: ReactElement,
  { environment = createMockEnvironment(), permissions = [], path = '/home' }: { environment?: MockEnvironment; permissions?: string[]; path?: string } = {},
) {
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <RelayEnvironmentProvider environment={environment}>
        <FluentProvider theme={webLightTheme}>
          <AppToaster />
          <ViewerPermissions permissions={permissions}>{ui}</ViewerPermissions>
        </FluentProvider>
      </RelayEnvironmentProvider>
    </MemoryRouter>,
  );
  return { ...result, environment };
}

/** The pending operations of one name (queries, mutations, subscriptions), oldest first. */
export const operationsNamed = (environment: MockEnvironment, name: string): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);

/** Toasts showing this text (the live region repeats each one for screen readers). */
export const toastsWith = (text: string) => [...document.querySelectorAll('.fui-Toast')].filter((toast) => toast.textContent?.includes(text));

// What the studio admin tests render: the studioAdmin route as routes.tsx declares
// it, over a Relay mock environment that answers each route query as it is preloaded.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { addressNumber } from '../../relay/ids';
import { AppToaster } from '../app-shell/notifications';
import StudioAdminListPageQuery from './__generated__/StudioAdminListPageQuery.graphql';
import StudioAdminPageQuery from './__generated__/StudioAdminPageQuery.graphql';
import { StudioAdminRoute } from './StudioAdminRoute';
import { studioAdminSub } from './tabs';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

export const VIEWER = {
  id: 'viewer-11',
  email: 'lead@studio-one.test',
  permissions: ['view_studio_interface'],
  isStaff: false,
  isHijack: false,
  darkMode: false,
  impersonator: null,
  user: { id: 'user-11', name: 'Lea Lead' },
};

export const LEAD = {
  id: 'member-11',
  userId: 11,
  firstName: 'Lea',
  lastName: 'Lead',
  email: 'lead@studio-one.test',
  isActive: true,
  accessId: 1,
  userRole: 'studio_lead',
  canToggleActive: false,
  canChangeAccess: false,
  canChangePosition: true,
};
export const DEV = {
  id: 'member-14',
  userId: 14,
  firstName: 'Dan',
  lastName: 'Dev',
  email: 'dev@studio-one.test',
  isActive: true,
  accessId: 4,
  userRole: 'studio_developer',
  canToggleActive: true,
  canChangeAccess: true,
  canChangePosition: false,
};
export const OWN = {
  id: 'member-13',
  userId: 13,
  firstName: 'Olga',
  lastName: 'Own',
  email: 'own@studio-one.test',
  isActive: false,
  accessId: 3,
  userRole: 'studio_game_artist',
  canToggleActive: true,
  canChangeAccess: false,
  canChangePosition: false,
};

export const STUDIO = {
  id: 'studio-admin-7',
  studioId: 7,
  name: 'Studio One',
  country: 'FR',
  website: 'https://studio-one.test',
  deactivateSince: null as string | null,
  knowledgeSharingStudioStatus: true,
  accessId: 1,
  canEdit: true,
  canInvite: true,
  staff: [LEAD, DEV, OWN],
  contracts: [
    { id: 'contract-2', name: 'Publishing agreement B2', date: '2026-11-20T09:00:00.000Z', url: '/contracts/7/2.pdf' },
    { id: 'contract-1', name: 'Publishing agreement', date: '2026-06-02T09:00:00.000Z', url: '/contracts/7/1.pdf' },
  ] as { id: string; name: string; date: string; url: string }[],
};

export const CODIFICATIONS = {
  countries: [
    { id: 'FR', label: 'France', flag: '🇫🇷' },
    { id: 'DE', label: 'Germany', flag: '🇩🇪' },
  ],
  roles: [
    { value: 'studio_developer', label: 'Developer' },
    { value: 'studio_game_artist', label: 'Game artist' },
    { value: 'studio_game_designer', label: 'Game designer' },
    { value: 'studio_lead', label: 'Lead' },
    { value: 'studio_manager', label: 'Manager' },
  ],
};

export interface Answers {
  studios?: readonly { studioId: number; name: string }[];
  /** null: no such studio; 'forbidden': not the viewer's. */
  studio?: Partial<typeof STUDIO> | null | 'forbidden';
}

/** Renders `/profile/studio/:id?/:sub?` at `path`. */
export function renderStudioAdmin(path: string, answers: Answers = {}) {
  const environment = createMockEnvironment();
  const answer = (operation: OperationDescriptor) => {
    const studio = answers.studio === undefined ? STUDIO : answers.studio === 'forbidden' || answers.studio === null ? null : { ...STUDIO, ...answers.studio };
    const payload = MockPayloadGenerator.generate(operation, {
      Viewer: () => VIEWER,
      Codifications: () => CODIFICATIONS,
      Query: () => ({
        adminStudios: answers.studios ?? [
          { studioId: 7, name: 'Studio One' },
          { studioId: 8, name: 'Studio Eight' },
        ],
        adminStudio: studio,
      }),
    });
    environment.mock.resolve(
      operation,
      answers.studio === 'forbidden'
        ? { data: payload.data ?? {}, errors: [{ message: 'Forbidden', path: ['adminStudio'] }] }
        : payload,
    );
  };
  // As routes.tsx does, each query answered as soon as it leaves (loadQuery goes past queued resolvers).
  const preload = <Q extends typeof StudioAdminListPageQuery | typeof StudioAdminPageQuery>(query: Q, variables: Record<string, unknown>) => {
    const reference = loadQuery(environment, query, variables, { fetchPolicy: 'network-only' });
    const operation = environment.mock.findOperation((pending) => pending.request.node.params.name === query.params.name);
    answer(operation);
    return reference;
  };
  const loader = ({ params }: LoaderFunctionArgs) => {
    const { id, sub } = params;
    if (id === undefined) return { page: 'list', query: preload(StudioAdminListPageQuery, {}) };
    const studioId = addressNumber(id);
    const tab = studioAdminSub(sub);
    if (studioId === null || tab === null) return { page: 'not-found' };
    return { page: 'studio', sub: tab, query: preload(StudioAdminPageQuery, { studioId }) };
  };
  const router = createMemoryRouter(
    [
      { path: '/profile/studio/:id?/:sub?', loader, Component: StudioAdminRoute, HydrateFallback: () => null },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <AppToaster />
        <RouterProvider router={router} />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
  return { environment, router };
}

/** The pending operations of one name, oldest first. */
export const operationsNamed = (environment: MockEnvironment, name: string): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);

/** Answers the one pending operation called `name` with the mock payload these resolvers give. */
export async function answerMutation(environment: MockEnvironment, name: string, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  const [operation] = operationsNamed(environment, name);
  if (!operation) throw new Error(`No pending ${name}`);
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });
  return operation;
}

/** Answers the one pending operation called `name` with this data. */
export async function answerWith(environment: MockEnvironment, name: string, data: object) {
  const [operation] = operationsNamed(environment, name);
  if (!operation) throw new Error(`No pending ${name}`);
  await act(async () => {
    environment.mock.resolve(operation, { data });
  });
  return operation;
}

// The authorization table of the accounts mutations (issue 3): every demo user of
// DEMO.md against every mutation, through the gateway over a real provider, allowed
// or refused as 002 §6 says. A refusal is named by its code: FORBIDDEN when the
// gateway refuses before calling the provider (scope-auth mirrors the provider's
// rule), the provider's own code otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANGE_PASSWORD,
  IMPERSONATE,
  RELEASE_IMPERSONATION,
  REQUEST_PASSWORD_RESET,
  RESET_PASSWORD,
  SET_DARK_MODE,
  SET_MAINTENANCE,
  SIGN_OUT,
  UPDATE_GENERAL_ALERT,
  UPDATE_PROFILE,
  VIEWER,
  resetTokenOf,
  type ViewerShape,
} from '../support/accounts';
import { GraphQLClient } from '../support/graphql-client';
import { DEMO_PASSWORD, DEMO_USERS, startStack, type DemoUser, type Stack } from '../support/stack';

let stack: Stack;
const userIds = new Map<string, number>();


const ALLOWED = 'allowed';
const STAFF_WHO_IMPERSONATE: readonly DemoUser[] = ['admin@greenlight.test', 'pm@greenlight.test', 'pm2@greenlight.test', 'cs@greenlight.test'];

/**
 * What each mutation answers each user: everyone manages their own account;
 * administrators, staff and holders of impersonate_studio_member act as studio
 * members, only administrators as staff, nobody as themself (IMP-01, BE-AUTH-11);
 * release only ends an impersonation (IMP-07).
 */
const EXPECTED: Record<string, (user: DemoUser) => string> = {
  signIn: () => ALLOWED,
  signOut: () => ALLOWED,
  requestPasswordReset: () => ALLOWED,
  resetPassword: () => ALLOWED,
  updateProfile: () => ALLOWED,
  changePassword: () => ALLOWED,
  setDarkMode: () => ALLOWED,
  'impersonate dev@studio-one.test': (user) => (STAFF_WHO_IMPERSONATE.includes(user) ? ALLOWED : 'FORBIDDEN'),
  'impersonate pm@greenlight.test': (user) =>
    user === 'admin@greenlight.test'
      ? ALLOWED
      : STAFF_WHO_IMPERSONATE.includes(user)
        ? 'error.hijack.operationforbidden'
        : 'FORBIDDEN',
  releaseImpersonation: () => 'NOT_IMPERSONATING',
  // Administrators only (superusers, BE-SYS-06, ERR-01).
  setMaintenance: (user) => (user === 'admin@greenlight.test' ? ALLOWED : 'FORBIDDEN'),
  updateGeneralAlert: (user) => (user === 'admin@greenlight.test' ? ALLOWED : 'FORBIDDEN'),
};

type Answer = { __typename: string; code?: string };
const outcome = (answer: Answer) => (answer.__typename === 'ProviderError' ? answer.code! : ALLOWED);

async function signedIn(email: string): Promise<GraphQLClient> {
  const client = new GraphQLClient(stack.gatewayUrl);
  const result = await client.signIn(email, DEMO_PASSWORD);
  expect(result.signIn.__typename, `${email} signs in`).toBe('SignInSuccess');
  return client;
}

/** Runs one mutation as `user`; a mutation that changes the account puts the same values back. */
const RUN: Record<string, (user: DemoUser) => Promise<string>> = {
  signIn: async (user) => outcome((await new GraphQLClient(stack.gatewayUrl).signIn(user, DEMO_PASSWORD)).signIn),
  signOut: async (user) => {
    const client = await signedIn(user);
    const { signOut } = await client.data<{ signOut: { viewer: null } }>(SIGN_OUT);
    expect(signOut.viewer).toBeNull();
    return client.cookies.has('gl_session') ? 'still signed in' : ALLOWED;
  },
  requestPasswordReset: async (user) => {
    const { requestPasswordReset } = await new GraphQLClient(stack.gatewayUrl).data<{ requestPasswordReset: Answer }>(
      REQUEST_PASSWORD_RESET,
      { email: user },
    );
    return outcome(requestPasswordReset);
  },
  resetPassword: async (user) => {
    const anonymous = new GraphQLClient(stack.gatewayUrl);
    await anonymous.data(REQUEST_PASSWORD_RESET, { email: user });
    const { resetToken } = resetTokenOf(await stack.resetLinkPath(user));
    const { resetPassword } = await anonymous.data<{ resetPassword: Answer }>(RESET_PASSWORD, {
      email: user,
      resetToken,
      newPassword: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    });
    return outcome(resetPassword);
  },
  updateProfile: async (user) => {
    const client = await signedIn(user);
    const { viewer } = await client.data<{ viewer: ViewerShape }>(VIEWER);
    const { updateProfile } = await client.data<{ updateProfile: Answer }>(UPDATE_PROFILE, {
      input: { firstName: viewer.user.firstName, lastName: viewer.user.lastName, email: viewer.email, profile: viewer.profile },
    });
    return outcome(updateProfile);
  },
  changePassword: async (user) => {
    const client = await signedIn(user);
    const { changePassword } = await client.data<{ changePassword: Answer }>(CHANGE_PASSWORD, {
      currentPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
    });
    return outcome(changePassword);
  },
  setDarkMode: async (user) => {
    const client = await signedIn(user);
    const { setDarkMode } = await client.data<{ setDarkMode: Answer }>(SET_DARK_MODE, { darkMode: false });
    return outcome(setDarkMode);
  },
  'impersonate dev@studio-one.test': (user) => impersonate(user, 'dev@studio-one.test'),
  'impersonate pm@greenlight.test': (user) => impersonate(user, 'pm@greenlight.test'),
  releaseImpersonation: async (user) => {
    const client = await signedIn(user);
    const { releaseImpersonation } = await client.data<{ releaseImpersonation: Answer }>(RELEASE_IMPERSONATION);
    return outcome(releaseImpersonation);
  },
  setMaintenance: async (user) => {
    const client = await signedIn(user);
    const { setMaintenance } = await client.data<{ setMaintenance: Answer }>(SET_MAINTENANCE, { on: false });
    return outcome(setMaintenance);
  },
  updateGeneralAlert: async (user) => {
    const client = await signedIn(user);
    const { generalAlert } = await client.data<{ generalAlert: { title: string; content: string; color: string; active: boolean } }>(
      '{ generalAlert { title content color active } }',
    );
    const { updateGeneralAlert } = await client.data<{ updateGeneralAlert: Answer }>(UPDATE_GENERAL_ALERT, {
      input: { ...generalAlert, color: generalAlert.color.toUpperCase() },
    });
    return outcome(updateGeneralAlert);
  },
};

/** An allowed impersonation is checked whole: the session becomes the target's, and release gives it back. */
async function impersonate(user: DemoUser, target: DemoUser): Promise<string> {
  const client = await signedIn(user);
  const { impersonate: answer } = await client.data<{ impersonate: Answer & { viewer?: { email: string; isHijack: boolean } } }>(
    IMPERSONATE,
    { userId: userIds.get(target) },
  );
  if (answer.__typename !== 'ImpersonationPayload') return outcome(answer);
  expect(answer.viewer).toMatchObject({ email: target, isHijack: true });
  const { releaseImpersonation } = await client.data<{ releaseImpersonation: { viewer: { email: string; isHijack: boolean } } }>(
    RELEASE_IMPERSONATION,
  );
  expect(releaseImpersonation.viewer).toEqual({ email: user, isHijack: false });
  return ALLOWED;
}

beforeAll(async () => {
  stack = await startStack();
  for (const user of DEMO_USERS) {
    const { viewer } = await (await signedIn(user)).data<{ viewer: ViewerShape }>(VIEWER);
    userIds.set(user, viewer.user.userId);
  }
});

afterAll(async () => {
  await stack?.close();
});

describe.each(Object.keys(EXPECTED))('%s', (mutation) => {
  const rows = DEMO_USERS.map((user) => ({ user, expected: EXPECTED[mutation]!(user) }));
  it.each(rows)('PERM-18 BE-PERM-02 $user: $expected', async ({ user, expected }) => {
    expect(await RUN[mutation]!(user)).toBe(expected);
  });
});

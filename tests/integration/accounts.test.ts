// Accounts through the gateway over a real provider (issue 3): password reset read
// from the outbox, profile and password change, dark mode, impersonation, the
// learning link, reference data and content, maintenance and sign-in throttling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_EXPIRED, RESET_LINK_USED } from '@greenlight/rules';
import {
  CHANGE_PASSWORD,
  IMPERSONATE,
  RELEASE_IMPERSONATION,
  REQUEST_PASSWORD_RESET,
  RESET_PASSWORD,
  SET_DARK_MODE,
  SET_MAINTENANCE,
  UPDATE_GENERAL_ALERT,
  UPDATE_PROFILE,
  VIEWER,
  resetTokenOf,
  type ProviderErrorShape,
  type ViewerShape,
} from '../support/accounts';
import { GraphQLClient } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

async function signedIn(email: string, password = DEMO_PASSWORD) {
  const client = new GraphQLClient(stack.gatewayUrl);
  const result = await client.signIn(email, password);
  expect(result.signIn.__typename, `${email} signs in`).toBe('SignInSuccess');
  return client;
}

async function viewerOf(client: GraphQLClient): Promise<ViewerShape | null> {
  return (await client.data<{ viewer: ViewerShape | null }>(VIEWER)).viewer;
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  const result = await new GraphQLClient(stack.gatewayUrl).signIn(email, password);
  return result.signIn.__typename === 'SignInSuccess';
}

async function userIdOf(email: string): Promise<number> {
  return (await viewerOf(await signedIn(email)))!.user.userId;
}

describe('password reset (PWD)', () => {
  const anonymous = () => new GraphQLClient(stack.gatewayUrl);
  type Reset = { resetPassword: { __typename: string } & Partial<ProviderErrorShape> };

  async function mailedToken(email: string) {
    const asked = await anonymous().data<{ requestPasswordReset: { __typename: string; email?: string } }>(
      REQUEST_PASSWORD_RESET,
      { email },
    );
    expect(asked.requestPasswordReset).toEqual({ __typename: 'RequestPasswordResetPayload', email });
    return resetTokenOf(await stack.resetLinkPath(email));
  }

  const reset = (email: string, resetToken: string, newPassword: string, confirmPassword = newPassword) =>
    anonymous().data<Reset>(RESET_PASSWORD, { email, resetToken, newPassword, confirmPassword });

  it('PWD-03 BE-AUTH-08 mails a link of shape /resetpwd/{username}/{resetToken}, and answers the same for an unknown address', async () => {
    const { username, resetToken } = await mailedToken('games@studio-one.test');
    expect(username).toBe('games@studio-one.test');
    expect(resetToken).toMatch(/^[\w-]{40,}$/);
    const unknown = await anonymous().data<{ requestPasswordReset: unknown }>(REQUEST_PASSWORD_RESET, { email: 'nobody@nowhere.test' });
    expect(unknown.requestPasswordReset).toEqual({ __typename: 'RequestPasswordResetPayload', email: 'nobody@nowhere.test' });
    await expect(stack.resetLinkPath('nobody@nowhere.test')).rejects.toThrow(/no reset link/);
  });

  it('PWD-09 sets the new password with the mailed token; the token works once and old sessions end', async () => {
    const session = await signedIn('own@studio-one.test');
    const { resetToken } = await mailedToken('own@studio-one.test');
    const done = await reset('own@studio-one.test', resetToken, 'Fresh-pass-2');
    expect(done.resetPassword).toEqual({ __typename: 'ResetPasswordPayload', email: 'own@studio-one.test' });
    expect(await viewerOf(session)).toBeNull();
    expect(await canSignIn('own@studio-one.test', DEMO_PASSWORD)).toBe(false);
    expect(await canSignIn('own@studio-one.test', 'Fresh-pass-2')).toBe(true);
    // PWD-14: a spent token is refused, and the refusal says why (issue 15).
    const again = await reset('own@studio-one.test', resetToken, DEMO_PASSWORD);
    expect(again.resetPassword).toMatchObject({ code: 'linkused', message: RESET_LINK_USED });
    // Back to the demo password for the other suites.
    const { resetToken: second } = await mailedToken('own@studio-one.test');
    expect((await reset('own@studio-one.test', second, DEMO_PASSWORD)).resetPassword.__typename).toBe('ResetPasswordPayload');
  });

  it('PWD-06..14 refuses with the reason key and its message, and leaves the password as it was', async () => {
    const { resetToken } = await mailedToken('manager@studio-one.test');
    const cases: [string, string, string, string][] = [
      ['Fresh-pass-2', 'Fresh-pass-3', 'passverifunequal', "The two passwords aren't the same."],
      ['alllowercase1', 'alllowercase1', 'insecurepassword', 'Your password is insecure.'],
      ['Short1', 'Short1', 'insecurepassword', 'Your password is insecure.'],
      [`Aa1${'x'.repeat(98)}`, `Aa1${'x'.repeat(98)}`, 'toolongpassword', 'Your password is too long.'],
    ];
    for (const [newPassword, confirmPassword, code, message] of cases) {
      const result = await reset('manager@studio-one.test', resetToken, newPassword, confirmPassword);
      expect(result.resetPassword, code).toMatchObject({ __typename: 'ProviderError', code, message, status: 400 });
    }
    const forged = await reset('manager@studio-one.test', `${resetToken.slice(0, -2)}xx`, 'Fresh-pass-2');
    expect(forged.resetPassword).toMatchObject({ code: 'operationforbidden' });
    const otherUser = await reset('lead@studio-two.test', resetToken, 'Fresh-pass-2');
    expect(otherUser.resetPassword).toMatchObject({ code: 'operationforbidden' });
    expect(await canSignIn('manager@studio-one.test', DEMO_PASSWORD)).toBe(true);
  });

  it('BE-AUTH-09 refuses a token older than an hour', async () => {
    const { resetToken } = await mailedToken('lead@studio-two.test');
    stack.clock.advance(61 * 60_000);
    try {
      const late = await reset('lead@studio-two.test', resetToken, 'Fresh-pass-2');
      expect(late.resetPassword).toMatchObject({ code: 'linkexpired', message: RESET_LINK_EXPIRED });
    } finally {
      stack.clock.advance(-61 * 60_000);
    }
    expect(await canSignIn('lead@studio-two.test', DEMO_PASSWORD)).toBe(true);
  });
});

describe('profile (PROF)', () => {
  type Update = { updateProfile: { __typename: string; viewer?: { email: string; profile: string; user: { firstName: string; lastName: string } } } & Partial<ProviderErrorShape> };

  it('PROF-03 saves the trimmed form and answers the updated user', async () => {
    const client = await signedIn('games@studio-one.test');
    const before = (await viewerOf(client))!;
    const saved = await client.data<Update>(UPDATE_PROFILE, {
      input: { firstName: '  Gabriel ', lastName: ' Moreau-Diaz ', email: ' games@studio-one.test ', profile: ' Level designer ' },
    });
    expect(saved.updateProfile).toEqual({
      __typename: 'ViewerPayload',
      viewer: { email: 'games@studio-one.test', profile: 'Level designer', user: { firstName: 'Gabriel', lastName: 'Moreau-Diaz' } },
    });
    // Put back for the other suites.
    await client.data(UPDATE_PROFILE, {
      input: { firstName: before.user.firstName, lastName: before.user.lastName, email: before.email, profile: before.profile },
    });
  });

  it('PROF-01 BE-AUTH-06 names each refused field and changes nothing', async () => {
    const client = await signedIn('games@studio-one.test');
    const before = (await viewerOf(client))!;
    const invalid = await client.data<Update>(UPDATE_PROFILE, {
      input: { firstName: ' ', lastName: 'Ok', email: 'not-an-email', profile: 'x'.repeat(101) },
    });
    expect(invalid.updateProfile).toMatchObject({ __typename: 'ProviderError', status: 400 });
    expect(invalid.updateProfile.fieldErrors).toEqual([
      { code: 'INVALID_REQUEST', message: 'This field is required', path: 'firstName' },
      { code: 'INVALID_REQUEST', message: 'This is not a valid email', path: 'email' },
      { code: 'INVALID_REQUEST', message: 'At most 100 characters', path: 'profile' },
    ]);
    const taken = await client.data<Update>(UPDATE_PROFILE, {
      input: { firstName: 'A', lastName: 'B', email: 'PM@greenlight.test', profile: '' },
    });
    expect(taken.updateProfile).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'This email is already used by another account.',
      fieldErrors: [{ path: 'email' }],
    });
    expect(await viewerOf(client)).toEqual(before);
  });

  it('PROF-13 changes the password: this session stays, the others end', async () => {
    const client = await signedIn('lead@studio-two.test');
    const other = await signedIn('lead@studio-two.test');
    // Issue 17: the other session's viewer and codifications are kept by the gateway; once it ends, neither answers.
    await other.data('{ viewer { id } codifications { countries { id } } }');
    const changed = await client.data<{ changePassword: { __typename: string } }>(CHANGE_PASSWORD, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Changed-pass-9',
    });
    expect(changed.changePassword.__typename).toBe('ViewerPayload');
    expect(await viewerOf(client)).not.toBeNull();
    const ended = await other.request<{ codifications: unknown }>('{ codifications { countries { id } } }');
    expect(ended.data?.codifications ?? null).toBeNull();
    expect(ended.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|TOKEN_REVOKED|SESSION/);
    expect(await viewerOf(other)).toBeNull();
    expect(await canSignIn('lead@studio-two.test', 'Changed-pass-9')).toBe(true);
    await client.data(CHANGE_PASSWORD, { currentPassword: 'Changed-pass-9', newPassword: DEMO_PASSWORD });
  });

  it('PROF-14 answers a wrong current password with the message of error.login.wrongpassword, and PROF-06 a weak new one', async () => {
    const client = await signedIn('dev@studio-one.test');
    const wrong = await client.data<{ changePassword: ProviderErrorShape }>(CHANGE_PASSWORD, {
      currentPassword: 'not-it',
      newPassword: 'Changed-pass-9',
    });
    expect(wrong.changePassword).toMatchObject({ code: 'error.login.wrongpassword', status: 403, message: 'Wrong password.' });
    const weak = await client.data<{ changePassword: ProviderErrorShape }>(CHANGE_PASSWORD, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'nouppercase1',
    });
    expect(weak.changePassword).toMatchObject({ code: 'insecurepassword', status: 400 });
    expect(await canSignIn('dev@studio-one.test', DEMO_PASSWORD)).toBe(true);
  });

  it('PROF-18 keeps the dark-mode preference on the user, for every later session', async () => {
    const client = await signedIn('cs@greenlight.test');
    const on = await client.data<{ setDarkMode: { viewer: { darkMode: boolean } } }>(SET_DARK_MODE, { darkMode: true });
    expect(on.setDarkMode.viewer.darkMode).toBe(true);
    expect((await viewerOf(await signedIn('cs@greenlight.test')))!.darkMode).toBe(true);
    await client.data(SET_DARK_MODE, { darkMode: false });
    expect((await viewerOf(await signedIn('cs@greenlight.test')))!.darkMode).toBe(false);
  });

  it('AUTH-15 answers the profile mutations of a signed-out caller with UNAUTHENTICATED, before any provider call', async () => {
    const anonymous = new GraphQLClient(stack.gatewayUrl);
    stack.resetProviderCalls();
    const result = await anonymous.data<{ updateProfile: ProviderErrorShape; setDarkMode: ProviderErrorShape }>(
      `mutation { updateProfile(input: { firstName: "A", lastName: "B", email: "a@b.test", profile: "" }) { __typename ... on ProviderError { code status } }
        setDarkMode(darkMode: true) { __typename ... on ProviderError { code status } } }`,
    );
    expect(result.updateProfile).toEqual({ __typename: 'ProviderError', code: 'UNAUTHENTICATED', status: 401 });
    expect(result.setDarkMode).toEqual({ __typename: 'ProviderError', code: 'UNAUTHENTICATED', status: 401 });
    expect(stack.providerCalls()).toBe(0);
  });
});

describe('impersonation (IMP)', () => {
  type Impersonated = { impersonate: { __typename: string; viewer?: { email: string; isHijack: boolean; impersonator: { name: string } | null } } & Partial<ProviderErrorShape> };

  it('IMP-04 IMP-06 pm@ acts as dev@: the session is dev@\'s, flagged, naming the staff member', async () => {
    const client = await signedIn('pm@greenlight.test');
    const dev = await userIdOf('dev@studio-one.test');
    const result = await client.data<Impersonated>(IMPERSONATE, { userId: dev });
    expect(result.impersonate).toEqual({
      __typename: 'ImpersonationPayload',
      viewer: { email: 'dev@studio-one.test', isHijack: true, impersonator: { name: 'Paula Marchetti' } },
    });
    const viewer = (await viewerOf(client))!;
    expect(viewer).toMatchObject({ email: 'dev@studio-one.test', isHijack: true });
    expect(viewer.permissions).not.toContain('view_pm_interface');
    // IMP-07: release, and pm@ is back.
    const released = await client.data<{ releaseImpersonation: { viewer: { email: string; isHijack: boolean } } }>(RELEASE_IMPERSONATION);
    expect(released.releaseImpersonation.viewer).toEqual({ email: 'pm@greenlight.test', isHijack: false });
    expect((await viewerOf(client))!.permissions).toContain('view_pm_interface');
  });

  it('IMP-01 refuses a studio member at the gateway, before any provider call but the viewer', async () => {
    const client = await signedIn('lead@studio-one.test');
    const dev = await userIdOf('dev@studio-one.test');
    stack.resetProviderCalls();
    const result = await client.data<Impersonated>(IMPERSONATE, { userId: dev });
    expect(result.impersonate).toMatchObject({ __typename: 'ProviderError', code: 'FORBIDDEN', status: 403, message: 'Invalid permission' });
    expect(stack.providerCalls()).toBe(1);
  });

  it('IMP-10 BE-AUTH-11 answers error.hijack.operationforbidden for oneself, staff, a missing user and a chain', async () => {
    const client = await signedIn('cs@greenlight.test');
    const self = await userIdOf('cs@greenlight.test');
    const pm = await userIdOf('pm@greenlight.test');
    for (const userId of [self, pm, 999_999]) {
      const result = await client.data<Impersonated>(IMPERSONATE, { userId });
      expect(result.impersonate, String(userId)).toMatchObject({
        code: 'error.hijack.operationforbidden',
        status: 403,
        message: "you don't have the necessary permissions to impersonate this user",
      });
    }
    // Acting as someone already, nobody starts another impersonation.
    const admin = await signedIn('admin@greenlight.test');
    await admin.data(IMPERSONATE, { userId: await userIdOf('pm2@greenlight.test') });
    const chained = await admin.data<Impersonated>(IMPERSONATE, { userId: await userIdOf('dev@studio-one.test') });
    expect(chained.impersonate).toMatchObject({ code: 'error.hijack.operationforbidden' });
  });

  it('IMP-07 releasing a session that is not an impersonation is a typed error', async () => {
    const client = await signedIn('pm2@greenlight.test');
    const result = await client.data<{ releaseImpersonation: ProviderErrorShape }>(RELEASE_IMPERSONATION);
    expect(result.releaseImpersonation).toMatchObject({
      code: 'NOT_IMPERSONATING',
      status: 400,
      message: 'You are not impersonating another user.',
    });
    expect((await viewerOf(client))!.email).toBe('pm2@greenlight.test');
  });
});

describe('learning platform (ROUTE-08, NAV-07)', () => {
  const SIGN_IN = `mutation ($email: String!, $redirectFor: LearningPlatform) {
    signIn(email: $email, password: "${DEMO_PASSWORD}", redirectFor: $redirectFor) { __typename ... on SignInSuccess { redirectUrl } }
  }`;

  it('AUTH-09 answers a learner the signed academy link with the session when asked, and nobody else', async () => {
    const learner = await new GraphQLClient(stack.gatewayUrl).data<{ signIn: { redirectUrl: string | null } }>(SIGN_IN, {
      email: 'learner@studio-three.test',
      redirectFor: 'LEARNUPON',
    });
    expect(learner.signIn.redirectUrl).toMatch(/^https:\/\/academy\.greenlight\.example\/?\?sso=[\w-]+\.[\w-]+\.[\w-]+$/);
    const pm = await new GraphQLClient(stack.gatewayUrl).data<{ signIn: { redirectUrl: string | null } }>(SIGN_IN, {
      email: 'pm@greenlight.test',
      redirectFor: 'LEARNUPON',
    });
    expect(pm.signIn.redirectUrl).toBeNull();
    const unasked = await new GraphQLClient(stack.gatewayUrl).data<{ signIn: { redirectUrl: string | null } }>(SIGN_IN, {
      email: 'learner@studio-three.test',
    });
    expect(unasked.signIn.redirectUrl).toBeNull();
  });

  it('ROUTE-05 NAV-07 gives learning-platform users the link, others null', async () => {
    for (const [email, expected] of [
      ['learner@studio-three.test', true],
      ['lead@studio-one.test', true],
      ['dev@studio-one.test', false],
      ['pm@greenlight.test', false],
    ] as const) {
      const { learningPlatformLink } = await (await signedIn(email)).data<{ learningPlatformLink: string | null }>('{ learningPlatformLink }');
      expect(learningPlatformLink !== null, email).toBe(expected);
    }
  });
});

describe('reference data and content (REF, CMS)', () => {
  const CODIFICATIONS = `{ codifications {
    countries { id label flag obsolete }
    roles { value label }
    permissions { value label }
    publishingManagers { value label }
    gameLeads { value label }
    statuses { value label }
    teamStatuses { att { value label } coaching { value label } }
    recommendations { value label }
    columns { games { id isStaff } studios { id isSelected } }
    genres { category options { id label } }
    currentCompetition { id name allowedPlatforms }
    availableWebinars { id title date }
    errorList { code message link }
  } }`;

  interface Codifications {
    countries: { id: string; label: string; flag: string; obsolete: boolean }[];
    roles: { value: string }[];
    permissions: { value: string }[];
    publishingManagers: { value: number; label: string }[];
    gameLeads: { value: number; label: string }[];
    statuses: { value: string; label: string }[];
    teamStatuses: { att: { value: number; label: string }[]; coaching: unknown[] };
    recommendations: unknown[];
    columns: { games: { id: string; isStaff: boolean }[]; studios: { isSelected: boolean }[] };
    genres: unknown[];
    currentCompetition: { id: number } | null;
    availableWebinars: unknown[];
    errorList: { code: string; message: string; link: string | null }[];
  }

  it('REF-01..12 BE-SYS-05 answers every list of the codifications in one provider call', async () => {
    const client = await signedIn('pm@greenlight.test');
    stack.resetProviderCalls();
    const { codifications } = await client.data<{ codifications: Codifications }>(CODIFICATIONS);
    expect(stack.providerCalls()).toBeLessThanOrEqual(2); // the codifications, and the error list unless cached
    expect(codifications.countries.length).toBeGreaterThanOrEqual(245);
    expect(codifications.countries).toContainEqual({ id: 'XK', label: 'Kosovo', flag: '🇽🇰', obsolete: false });
    expect(codifications.countries.some((c) => c.obsolete)).toBe(true);
    expect(codifications.roles.map((r) => r.value)).toEqual(
      expect.arrayContaining(['studio_developer', 'studio_game_artist', 'studio_game_designer', 'studio_lead', 'studio_manager']),
    );
    expect(codifications.permissions.map((p) => p.value)).toEqual(expect.arrayContaining(['view_cpnu', 'impersonate_studio_member', 'kill_game']));
    expect(codifications.publishingManagers.map((p) => p.label)).toContain('Paula Marchetti');
    expect(codifications.gameLeads.length).toBeGreaterThanOrEqual(codifications.publishingManagers.length);
    expect(codifications.statuses.map((s) => s.value)).toContain('pending_sdk_integration');
    expect(codifications.teamStatuses.att.map((s) => [s.value, s.label])).toEqual([[1, 'ATT'], [2, 'ATT']]);
    expect(codifications.columns.games.filter((c) => c.isStaff).map((c) => c.id)).toEqual(['pmName', 'cmName', 'method', 'qrCode']);
    expect(codifications.columns.studios.filter((c) => c.isSelected)).toHaveLength(8);
    expect(codifications.genres.length).toBeGreaterThanOrEqual(3);
    expect(codifications.currentCompetition).not.toBeNull();
    expect(codifications.availableWebinars).toHaveLength(3);
    expect(codifications.errorList).toContainEqual({ code: 'passverifunequal', message: "The two passwords aren't the same.", link: null });
    expect(codifications.errorList.find((e) => e.code === 'LINK_TO_STORE_STORE_ID_NOT_FOUND')?.link).toMatch(/^https:\/\/help\./);
  });

  it('CMS-02 lets an administrator replace the general alert, which the board reads at once', async () => {
    const admin = await signedIn('admin@greenlight.test');
    const reader = await signedIn('lead@studio-one.test');
    const { generalAlert: before } = await reader.data<{ generalAlert: Record<string, unknown> }>('{ generalAlert { title content color active } }');
    const input = { title: 'Planned maintenance', content: 'Greenlight stops on Sunday 02:00-03:00 UTC.', color: 'INFO', active: true };
    const saved = await admin.data<{ updateGeneralAlert: unknown }>(UPDATE_GENERAL_ALERT, { input });
    expect(saved.updateGeneralAlert).toEqual({ __typename: 'GeneralAlert', ...input, color: 'info' });
    expect((await reader.data<{ generalAlert: unknown }>('{ generalAlert { title content color active } }')).generalAlert).toEqual({
      title: 'Planned maintenance',
      content: 'Greenlight stops on Sunday 02:00-03:00 UTC.',
      color: 'info',
      active: true,
    });
    const empty = await admin.data<{ updateGeneralAlert: ProviderErrorShape }>(UPDATE_GENERAL_ALERT, { input: { ...input, content: '' } });
    expect(empty.updateGeneralAlert).toMatchObject({ __typename: 'ProviderError', code: 'INVALID_REQUEST', status: 400 });
    await admin.data(UPDATE_GENERAL_ALERT, { input: { ...before, color: String(before.color).toUpperCase() } });
  });

  it('REF-01 asks for a session', async () => {
    const result = await new GraphQLClient(stack.gatewayUrl).request('{ codifications { roles { value } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('REF-13 CMS-02 CMS-03 CMS-04 answers the quotes, the general alert, the home texts and a help text', async () => {
    const client = await signedIn('dev@studio-one.test');
    const data = await client.data<{
      quotes: { quote: string; author: string }[];
      generalAlert: { title: string; active: boolean; color: string } | null;
      homepage: { kpis: { label: string; value: string }[] } | null;
      helpText: { title: string; content: string } | null;
      missing: unknown;
    }>(`{ quotes { quote author } generalAlert { title active color } homepage { kpis { label value } }
          helpText(id: "HELP_GAMES_LIST") { title content } missing: helpText(id: "HELP_NOTHING_HERE") { title } }`);
    expect(data.quotes.length).toBeGreaterThan(5);
    expect(data.quotes[0]).toEqual({ quote: expect.any(String), author: expect.any(String) });
    expect(data.generalAlert).toMatchObject({ active: true, color: expect.stringMatching(/^(info|warning|error|success)$/) });
    expect(data.homepage?.kpis.map((k) => k.value)).toEqual(['$0.40', '35%', '10%']);
    expect(data.helpText?.content.length).toBeGreaterThan(20);
    expect(data.missing).toBeNull();
  });
});

describe('errors and maintenance (ERR)', () => {
  it('ERR-01 answers every provider-backed field with a 503 MAINTENANCE error while maintenance is on, and serviceStatus says so', async () => {
    const client = await signedIn('pm@greenlight.test');
    const admin = await signedIn('admin@greenlight.test');
    const on = await admin.data<{ setMaintenance: unknown }>(SET_MAINTENANCE, { on: true });
    expect(on.setMaintenance).toEqual({ __typename: 'MaintenancePayload', on: true });
    try {
      const result = await client.request('{ viewer { id } }');
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'MAINTENANCE', status: 503 });
      const status = await new GraphQLClient(stack.gatewayUrl).data<{ serviceStatus: unknown }>('{ serviceStatus { available maintenance } }');
      expect(status.serviceStatus).toEqual({ available: true, maintenance: true });
      // The administrator, signed in before, switches it off again (the switch answers during maintenance).
      const off = await admin.data<{ setMaintenance: unknown }>(SET_MAINTENANCE, { on: false });
      expect(off.setMaintenance).toEqual({ __typename: 'MaintenancePayload', on: false });
    } finally {
      await stack.setMaintenance(false);
    }
    expect((await viewerOf(client))!.email).toBe('pm@greenlight.test');
    const status = await new GraphQLClient(stack.gatewayUrl).data<{ serviceStatus: unknown }>('{ serviceStatus { available maintenance } }');
    expect(status.serviceStatus).toEqual({ available: true, maintenance: false });
  });

  it('Part G locks an account after five failed sign-ins, with a message that names the wait', async () => {
    const client = new GraphQLClient(stack.gatewayUrl);
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await client.signIn('dev@studio-one.test', 'not-the-password');
      expect(failed.signIn.code).toBe('error.login.wrongpassword');
    }
    try {
      const locked = await client.data<{ signIn: ProviderErrorShape }>(
        `mutation { signIn(email: "dev@studio-one.test", password: "${DEMO_PASSWORD}") { __typename ... on ProviderError { code status message } } }`,
      );
      expect(locked.signIn).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', status: 429 });
      expect(locked.signIn.message).toMatch(/15 minutes/);
    } finally {
      stack.clock.advance(16 * 60_000);
    }
    expect(await canSignIn('dev@studio-one.test', DEMO_PASSWORD)).toBe(true);
  });
});

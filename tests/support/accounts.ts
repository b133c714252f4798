// The accounts operations of the gateway, as the web and scripts send them, for the
// suites that cross programs.
export const VIEWER = `{ viewer { id email profile darkMode isHijack permissions user { userId firstName lastName name } impersonator { name } } }`;

export interface ViewerShape {
  id: string;
  email: string;
  profile: string;
  darkMode: boolean;
  isHijack: boolean;
  permissions: string[];
  user: { userId: number; firstName: string; lastName: string; name: string };
  impersonator: { name: string } | null;
}

const PROVIDER_ERROR = `... on ProviderError { code message status link fieldErrors { code message path } }`;

export interface ProviderErrorShape {
  __typename: 'ProviderError';
  code: string;
  message: string;
  status: number;
  link: string | null;
  fieldErrors: { code: string; message: string; path: string | null }[];
}

export const REQUEST_PASSWORD_RESET = `mutation ($email: String!) {
  requestPasswordReset(email: $email) { __typename ... on RequestPasswordResetPayload { email } ${PROVIDER_ERROR} }
}`;

export const RESET_PASSWORD = `mutation ($email: String!, $resetToken: String!, $newPassword: String!, $confirmPassword: String!) {
  resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword, confirmPassword: $confirmPassword) {
    __typename ... on ResetPasswordPayload { email } ${PROVIDER_ERROR}
  }
}`;

export const UPDATE_PROFILE = `mutation ($input: ProfileInput!) {
  updateProfile(input: $input) { __typename ... on ViewerPayload { viewer { email profile user { firstName lastName } } } ${PROVIDER_ERROR} }
}`;

export const CHANGE_PASSWORD = `mutation ($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { __typename ... on ViewerPayload { viewer { id } } ${PROVIDER_ERROR} }
}`;

export const SET_DARK_MODE = `mutation ($darkMode: Boolean!) {
  setDarkMode(darkMode: $darkMode) { __typename ... on ViewerPayload { viewer { darkMode } } ${PROVIDER_ERROR} }
}`;

export const IMPERSONATE = `mutation ($userId: Int!) {
  impersonate(userId: $userId) { __typename ... on ImpersonationPayload { viewer { email isHijack impersonator { name } } } ${PROVIDER_ERROR} }
}`;

export const RELEASE_IMPERSONATION = `mutation {
  releaseImpersonation { __typename ... on ImpersonationPayload { viewer { email isHijack } } ${PROVIDER_ERROR} }
}`;

export const SIGN_OUT = `mutation { signOut { viewer { id } } }`;

export const SET_MAINTENANCE = `mutation ($on: Boolean!) {
  setMaintenance(on: $on) { __typename ... on MaintenancePayload { on } ${PROVIDER_ERROR} }
}`;

export const UPDATE_GENERAL_ALERT = `mutation ($input: GeneralAlertInput!) {
  updateGeneralAlert(input: $input) { __typename ... on GeneralAlert { title content color active } ${PROVIDER_ERROR} }
}`;

/** The reset token of a `/resetpwd/{username}/{resetToken}` path. */
export function resetTokenOf(path: string): { username: string; resetToken: string } {
  const [, , username = '', resetToken = ''] = path.split('/');
  return { username: decodeURIComponent(username), resetToken };
}

// The integration checks of the SDK and Facebook steps (SUB-SDK-03..06, SUB-BUILD-02..04,
// SUB-FB-10, API-52..54): their ids (the provider's routes, POST /game/{id}/{check}),
// what they are called, the codes a failing check answers and their messages, whose
// {{operationId}} is the check's own operation. Both sides read them from here.

export const INTEGRATION_CHECK_IDS = ['check_ga_integration', 'check_adjust_integration', 'check_facebook_configuration'] as const;
export type IntegrationCheckId = (typeof INTEGRATION_CHECK_IDS)[number];

export const isIntegrationCheckId = (value: string): value is IntegrationCheckId =>
  (INTEGRATION_CHECK_IDS as readonly string[]).includes(value);

export const INTEGRATION_CHECKS: Readonly<Record<IntegrationCheckId, { label: string; description: string }>> = {
  check_ga_integration: {
    label: 'Analytics integration test',
    description: 'Passes once analytics events signed for the game\'s analytics slot reached the platform (SUB-BUILD-02, API-52)',
  },
  check_adjust_integration: {
    label: 'Attribution integration test',
    description: 'Passes once attribution events with the game\'s app token reached the platform (SUB-BUILD-03, API-53)',
  },
  check_facebook_configuration: {
    label: 'Facebook configuration test',
    description:
      'Passes when the Facebook app id is valid, access to the app was granted and the decryption key, when given, is the one registered for the app (SUB-FB-10, API-54)',
  },
};

/** SUB-SDK-05, SUB-BUILD-04 */
export const INTEGRATION_TEST_SUCCESS = 'Test successful!';

/** What a failing check answers: one code per missing condition, each message naming what to do. */
export const INTEGRATION_CHECK_ERRORS = {
  SDK_ANALYTICS_NO_SLOT:
    'Your game has no analytics slot yet (operation {{operationId}}). Validate the Link to store step first: it creates the slot whose keys the SDK needs.',
  SDK_ANALYTICS_NO_EVENTS:
    'No analytics event from your game has reached us yet (operation {{operationId}}). Check that the SDK is set up with the game key and secret key of the SDK integration step, launch your build and play a level, then test again.',
  SDK_ATTRIBUTION_NO_TOKEN:
    'Your game has no attribution app token yet (operation {{operationId}}). Validate the Link to store step first: it fetches the token the SDK needs.',
  SDK_ATTRIBUTION_NO_EVENTS:
    'No attribution event from your game has reached us yet (operation {{operationId}}). Check that the SDK is set up with the app token of the SDK integration step, install and launch your build on a device, then test again.',
  FACEBOOK_APP_ID_MISSING:
    'Your game has no valid Facebook App ID (operation {{operationId}}). Enter it in the Facebook setup step: Facebook App Ids are between 15 and 17 digits long.',
  FACEBOOK_ACCESS_NOT_GRANTED:
    'Facebook has not granted us access to your app yet (operation {{operationId}}). Click "Request app access" in the Facebook setup step, wait for the request to be done, then test again.',
  FACEBOOK_DECRYPTION_KEY_MISMATCH:
    'Your decryption key is not the one registered for your Facebook app (operation {{operationId}}). Copy it again from your app\'s settings in Facebook, save it, request app access again, then test again.',
} as const;
export type IntegrationCheckErrorCode = keyof typeof INTEGRATION_CHECK_ERRORS;

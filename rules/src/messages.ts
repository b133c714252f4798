// Every user-facing message of the rules, written once. Quoted from the
// specification character for character (typos and curly apostrophes
// included); the few the specification leaves unworded say so.

// Common form messages (AUTH-04)
export const FIELD_REQUIRED = 'This field is required';
export const EMAIL_INVALID = 'This is not a valid email';

// Login (AUTH-02, AUTH-03, AUTH-08)
export const LOGIN_EMAIL_REQUIRED = 'Please input your email';
export const LOGIN_PASSWORD_REQUIRED = 'Please input your password';
export const LOGIN_FAILED = 'Wrong password';

// Password reset (PWD-08, PWD-10..15). The mismatch message uses U+2019.
export const RESET_PASSWORD_MISMATCH = 'Your two password fields don’t match';
export const RESET_WRONG_PASSWORD = 'Wrong password.';
export const RESET_PASSWORDS_UNEQUAL = "The two passwords aren't the same.";
export const RESET_INSECURE_PASSWORD = 'Your password is insecure.';
export const RESET_TOO_LONG_PASSWORD = 'Your password is too long.';
export const RESET_OPERATION_FORBIDDEN = 'An error occurred. Please contact the support.';
// PWD-14 (issue 15): why the provider refuses a link it knows, in its operationforbidden
// refusal's message; wording not given by the specification.
export const RESET_LINK_EXPIRED = 'This password reset link has expired. Please ask for a new one.';
export const RESET_LINK_USED = 'This password reset link has already been used. Please ask for a new one.';
// PWD-15: wording not given by the specification.
export const RESET_GENERIC_ERROR = 'An error occurred, please refresh the page or contact the support.';

// Profile password change (PROF-07..11, PROF-15)
export const PASSWORD_HINT_MIN_LENGTH = 'Must be minimum 8 characters long';
export const PASSWORD_HINT_LOWERCASE = 'Must contain at least 1 lowercase letter';
export const PASSWORD_HINT_UPPERCASE = 'Must contain at least 1 uppercase letter';
export const PASSWORD_HINT_DIGIT = 'Must contain at least 1 digit';
export const PASSWORD_CHANGE_MISMATCH = 'New and confirm password are not the same :/';
export const PASSWORD_CHANGED = 'your password has been successfully changed';

// Names (SUB-CREATE-03 without period; PROJ-07 / SUB-LINK-10 with period: CONF-12)
export const NAME_LENGTH = 'Name length must be between 3 and 25 characters';
export const PROJECT_NAME_LENGTH = 'Name length must be between 3 and 25 characters.';
// The project selector (PROJ-16, PROJ-20, PROJ-21); "Choose a project" is our wording (PROJ-20 gives none).
export const PROJECT_SELECT_PLACEHOLDER = 'Select a project';
export const PROJECT_REQUIRED = 'Choose a project';
export const PROJECT_BUNDLE_WARNING = 'Are you sure this new test belongs to an existing project?';
// SUB-CAMP-07: wording not given by the specification.
export const SNAPCHAT_APP_NAME_TOO_LONG = 'Snapchat app name must be 25 characters or fewer';

// Link to store (SUB-LINK-03, SUB-LINK-08 with the GAP-13 example)
export const APPSTORE_ID_INVALID = 'Valid AppStore IDs are 9-10 digits long and start with a non-zero digit';
export const BUNDLE_ID_INVALID = 'Valid Bundle IDs should look like com.company.game';

// Facebook setup (SUB-FB-03, SUB-FB-05)
export const FACEBOOK_APP_ID_INVALID = 'Valid Facebook App Ids are between 15 and 17 digits long';
export const DECRYPTION_KEY_INVALID = 'Valid Decryption Keys are 64 alphanumeric characters long';

// Tags (TAG-07, CONF-08)
export const TAG_LENGTH = 'Your tag should have between 3 and 15 characters';

// Icon (SUB-ICON-01..05)
export const ICON_SIZE = 'Icon size is no valid. 2MB max.';
export const ICON_NOT_SQUARE = 'Icon must be square.';
export const ICON_TOO_SMALL = 'Icon width/heigth is not valid. 200px min.';
export const ICON_TOO_LARGE = '2000px max.';
// SUB-ICON-05: wording not given by the specification.
export const ICON_FORMAT = 'Icon must be a png or jpg file.';

// Videos (SUB-VID-01..05)
export const VIDEO_CODEC = 'Your file is using an unsupported codec. Re-encode it in H.264.';
export const VIDEO_SIZE = 'Your video should be under 100MB';
/** SUB-VID-03: `seconds` is the measured duration as it should be shown (e.g. "8.5"). */
export const videoDurationMessage = (seconds: string): string =>
  `Video error: duration got ${seconds}s but should be between 10s and 35s`;
export const VIDEO_RATIO = 'Wrong ratio. You need to crop the video.';
// SUB-CAMP-16: a competition the game may not enter (wording not given by the specification).
export const COMPETITION_NOT_ALLOWED = 'This game cannot enter the current competition.';
/** SUB-CAMP-19: our words; the specification gives none. */
export const WEBINAR_NOT_RECENT = 'Choose one of the recent webinars.';
// SUB-CAMP-05, SUB-CAMP-10: what request testing still needs (wording not given by the specification).
export const REQUEST_TESTING_NEEDS_ICON = 'Upload the game icon before requesting testing.';
export const requestTestingNeedsVideos = (network: string): string => `Upload at least one ${network} video before requesting testing.`;
export const VIDEO_CROP_FAILED =
  'We are unable to crop your video file. Please crop it on your end and upload the file again.';

// Staff and access (STAFF-06, STAFF-07, STAFF-10)
export const STAFF_EMAIL_INVALID = 'Email should be valid';
export const STAFF_EMAIL_REFUSED = 'Your email is not valid or already used';
export const ACCESS_LEVEL_NOT_GRANTABLE = "You don't have the possibility to give this permission";

// Studio forms (FORM-08, FORM-09, SA-13)
export const URL_INVALID = 'Please enter a valid URL';
export const URL_SCHEME = 'A valid URL starts with http or https';
export const COUNTRY_REQUIRED = 'Please select your country';

// Create a test (SUB-CREATE-11): the page disables its button; the provider says why.
export const AD_NETWORK_REQUIRED = 'Choose at least one ad network';
export const AD_NETWORK_NOT_ALLOWED = 'This ad network is not available to you';

/** SUB-SDK-05, SUB-BUILD-04: an integration check that passed. */
export const TEST_SUCCESSFUL = 'Test successful!';
/** SUB-FB-09: the request of Facebook app access, shown 5 s. */
export const REQUEST_ACCESS_DONE = 'Action Request app access done!';
export const REQUEST_ACCESS_FAILED = 'failed!';
export const REQUEST_ACCESS_MESSAGE_MS = 5000;
/** SUB-26, 000 §1: the notice of the Facebook setup step. */
export const FACEBOOK_DATA_DELAY_NOTICE = 'Facebook ad data can take up to an hour to appear.';

// Studios list and studio detail (SL-15, SD-12)
export const NO_MORE_STUDIO = 'No more studio';
export const NO_MORE_GAMES = 'No more games';
/** SSET-06: the deactivation dialog's warning (wording not given by the specification). */
export const DEACTIVATION_WARNING = 'All members of this studio will lose access to the platform, the academy and the support desk.';
/** SSET-17: the provider's refusal of another team status sent with a churn (our wording). */
export const CHURN_TEAM_STATUS = 'A churned studio goes back to ATT: choose no other team status when churning it';
/** BE-STU-02: what a member of deactivated studios only sees once signed in (our wording). */
export const STUDIO_ACCESS_DEACTIVATED =
  'Your studio has been deactivated: its members no longer have access to the platform, the academy and the support desk. Your publishing manager can reactivate it.';

/** SA-02: Studio admin without a studio. */
export const NO_STUDIO_ATTACHED = "We didn't find any studio attached to you, check on PM side";
/** SA-10 */
export const STUDIO_CHANGES_SAVED = 'Changes saved';
/** SA-11, CONF-11/12/25: the title and the body of the studio save failure. */
export const STUDIO_SAVE_FAILED_TITLE = 'Saving failed';
export const STUDIO_SAVE_FAILED_BODY = 'Please check that all fields are populated.';
/** STAFF-01 */
export const STAFF_TITLE = 'Staff and permissions';
/** STAFF-20/21: the provider's refusals of what the staff list disables (our wording). */
export const STAFF_OWN_ACTIVE_STATE = 'You cannot change your own active state';
export const STAFF_OWN_OR_INACTIVE_ACCESS = 'You cannot change the access of an inactive member or your own';
export const STAFF_POSITION_NOT_ALLOWED = 'Only a member with full access and positions may change the position of another member';
/** BE-STU-06: the provider's refusal of a change to a member whose access is more powerful than the editor's (our wording). */
export const STAFF_MEMBER_ABOVE_OWN_ACCESS = 'You cannot change a member whose access is above your own';
/** BE-STU-06: the provider's refusal of a change that would leave the studio without an active member with full access (our wording). */
export const STAFF_LAST_FULL_ACCESS = 'The studio must keep at least one active member with full access: give full access to another member first';

// Studio creation and legal forms (FORM-12..16)
/** FORM-16, character for character (the misspelling included). */
export const FORM_SUBMIT_FAILED = 'An error occured, please try again';
/** FORM-16: one line per invalid entry of the answer. */
export const formInvalidEntry = (path: string): string => `Invalid value for entry: ${path}.`;
/** FORM-13, FORM-14 */
export const FORM_SUBMIT_ANOTHER = 'Submit another one';
export const FORM_BACK_TO_FORM = 'Back to the form';
/** FORM-12: the success screen's text; wording not given by the specification. */
export const FORM_SUBMITTED = 'Thank you, your answers have been sent.';
/** FORM-11, FORM-02: wording not given by the specification. */
export const FORM_DATE_INVALID = 'Please enter a valid date';
export const FORM_OPTION_INVALID = 'Please choose one of the options';
/** The provider's check of an answer naming no question of the form; wording not given by the specification. */
export const FORM_UNKNOWN_QUESTION = 'This question is not part of the form';
/**
 * FORM-20, issue 42: the provider's refusals of a legal information form whose link is
 * missing, unknown, expired or used, or whose contract was already received (our wording;
 * the page itself ignores them, FORM-21).
 */
export const LEGAL_LINK_INVALID = 'This link to the legal information form is not valid. Please ask your publishing contact for a new one.';
export const LEGAL_LINK_EXPIRED = 'This link to the legal information form has expired. Please ask your publishing contact for a new one.';
export const LEGAL_LINK_USED = 'This link to the legal information form has already been used. Please ask your publishing contact for a new one.';
export const LEGAL_FORM_ALREADY_RECEIVED = 'The legal information for this contract was already received: a new contract needs a link with another contract suffix.';
/** CON-03 */
export const NO_CONTRACT_AVAILABLE = 'No contract is currently available for your studio.';

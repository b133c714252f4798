import { NAME_LENGTH, PROJECT_NAME_LENGTH, SNAPCHAT_APP_NAME_TOO_LONG, FIELD_REQUIRED } from './messages';
import { charCount, isBlank } from './text';

export const NAME_MIN = 3;
export const NAME_MAX = 25;
/** FMT-09 / MG-19: lists and cards cut names longer than this. */
export const DISPLAY_NAME_MAX = 25;
export const SNAPCHAT_APP_NAME_MAX = 25;

// Surrounding spaces do not count: callers save the trimmed name.
const inNameRange = (name: string): boolean => {
  const length = charCount(name.trim());
  return length >= NAME_MIN && length <= NAME_MAX;
};

export const isValidName = (name: string): boolean => inNameRange(name);

/** SUB-CREATE-03: test (game) name, message without a final period. */
export const validateGameName = (name: string): string | null => (inNameRange(name) ? null : NAME_LENGTH);

/** PROJ-07 / SUB-LINK-10: project name, same range, message with a final period (CONF-12). */
export const validateProjectName = (name: string): string | null =>
  inNameRange(name) ? null : PROJECT_NAME_LENGTH;

/**
 * SUB-CAMP-07/08: Snapchat app name, at most 25 characters; required only when
 * the caller says so (managed game with Snapchat chosen; see isSnapchatAppNameRequired).
 */
export const validateSnapchatAppName = (name: string, required: boolean): string | null => {
  if (isBlank(name)) return required ? FIELD_REQUIRED : null;
  return charCount(name.trim()) <= SNAPCHAT_APP_NAME_MAX ? null : SNAPCHAT_APP_NAME_TOO_LONG;
};

export interface SnapchatAppNameContext {
  isManaged: boolean;
  snapchatSelected: boolean;
  isIterating: boolean;
  hasSnapchatVideos: boolean;
}

/** SUB-CAMP-08: required when managed and Snapchat chosen; when iterating, only if Snapchat videos exist. */
export const isSnapchatAppNameRequired = (ctx: SnapchatAppNameContext): boolean =>
  ctx.isManaged && ctx.snapchatSelected && (!ctx.isIterating || ctx.hasSnapchatVideos);

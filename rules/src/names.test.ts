import { describe, it, expect } from 'vitest';
import {
  DISPLAY_NAME_MAX,
  NAME_MAX,
  NAME_MIN,
  SNAPCHAT_APP_NAME_MAX,
  isSnapchatAppNameRequired,
  isValidName,
  validateGameName,
  validateProjectName,
  validateSnapchatAppName,
} from './names';

const chars = (n: number): string => 'a'.repeat(n);

describe('test (game) name', () => {
  it('SUB-CREATE-03 refuses 2 characters with the message without a period', () => {
    expect(validateGameName(chars(2))).toBe('Name length must be between 3 and 25 characters');
  });
  it('SUB-CREATE-03 accepts 3 and 25 characters', () => {
    expect(validateGameName(chars(3))).toBeNull();
    expect(validateGameName(chars(25))).toBeNull();
  });
  it('SUB-CREATE-03 refuses 26 characters', () => {
    expect(validateGameName(chars(26))).toBe('Name length must be between 3 and 25 characters');
  });
  it('SUB-CREATE-03 refuses an empty name', () => {
    expect(validateGameName('')).toBe('Name length must be between 3 and 25 characters');
  });
  it('SUB-CREATE-03 does not count surrounding spaces', () => {
    expect(validateGameName('  ab  ')).toBe('Name length must be between 3 and 25 characters');
    expect(validateGameName(` ${chars(25)} `)).toBeNull();
  });
  it('SUB-CREATE-03 counts an emoji as one character', () => {
    expect(validateGameName('ab😀')).toBeNull();
    expect(isValidName('a😀')).toBe(false);
  });
  it('SUB-CREATE-03 exposes the limits 3 and 25', () => {
    expect([NAME_MIN, NAME_MAX, DISPLAY_NAME_MAX]).toEqual([3, 25, 25]);
  });
});

describe('project name', () => {
  it('PROJ-07 refuses 2 characters with the message ending in a period', () => {
    expect(validateProjectName(chars(2))).toBe('Name length must be between 3 and 25 characters.');
  });
  it('PROJ-07 accepts 3 and 25 characters', () => {
    expect(validateProjectName(chars(3))).toBeNull();
    expect(validateProjectName(chars(25))).toBeNull();
  });
  it('SUB-LINK-10 refuses 26 characters with the message ending in a period', () => {
    expect(validateProjectName(chars(26))).toBe('Name length must be between 3 and 25 characters.');
  });
});

describe('Snapchat app name', () => {
  it('SUB-CAMP-07 accepts 25 characters and refuses 26', () => {
    expect(SNAPCHAT_APP_NAME_MAX).toBe(25);
    expect(validateSnapchatAppName(chars(25), true)).toBeNull();
    expect(validateSnapchatAppName(chars(26), true)).toBe('Snapchat app name must be 25 characters or fewer');
  });
  it('SUB-CAMP-08 requires a name only when required', () => {
    expect(validateSnapchatAppName('', true)).toBe('This field is required');
    expect(validateSnapchatAppName('  ', true)).toBe('This field is required');
    expect(validateSnapchatAppName('', false)).toBeNull();
  });
  it('SUB-CAMP-08 is required for a managed game with Snapchat chosen', () => {
    const base = { isManaged: true, snapchatSelected: true, isIterating: false, hasSnapchatVideos: false };
    expect(isSnapchatAppNameRequired(base)).toBe(true);
    expect(isSnapchatAppNameRequired({ ...base, isManaged: false })).toBe(false);
    expect(isSnapchatAppNameRequired({ ...base, snapchatSelected: false })).toBe(false);
  });
  it('SUB-CAMP-08 is required when iterating only if Snapchat videos exist', () => {
    const iterating = { isManaged: true, snapchatSelected: true, isIterating: true, hasSnapchatVideos: false };
    expect(isSnapchatAppNameRequired(iterating)).toBe(false);
    expect(isSnapchatAppNameRequired({ ...iterating, hasSnapchatVideos: true })).toBe(true);
  });
});

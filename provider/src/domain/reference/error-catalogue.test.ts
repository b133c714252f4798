import { describe, expect, it } from 'vitest';
import { errorMessages } from './error-catalogue';

const list = errorMessages('https://help.example.test');
const entry = (code: string) => list.find((message) => message.code === code);

describe('the error list', () => {
  it('SUB-LINK-27 ERR-11 has GAME_ANALYTICS_UNEXPECTED_ERROR, with the operation id to fill in', () => {
    expect(entry('GAME_ANALYTICS_UNEXPECTED_ERROR')).toEqual({
      code: 'GAME_ANALYTICS_UNEXPECTED_ERROR',
      message: 'An unexpected error occurred with the analytics service (operation {{operationId}}).',
    });
  });

  it('lists each code once', () => {
    expect(new Set(list.map((message) => message.code)).size).toBe(list.length);
  });
});

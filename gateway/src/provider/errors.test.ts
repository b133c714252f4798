import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './errors';

describe('fillPlaceholders', () => {
  it('ERR-07 replaces {{name}} with the extra values and leaves unknown ones', () => {
    expect(fillPlaceholders('Store {{ storeId }} for {{game}}: {{missing}}', { storeId: 'AppStore ID', game: 7 })).toBe(
      'Store AppStore ID for 7: {{missing}}',
    );
    expect(fillPlaceholders('plain', undefined)).toBe('plain');
  });
});

import { describe, expect, it } from 'vitest';
import { csvField } from './export';

describe('csvField', () => {
  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('Merge, the game')).toBe('"Merge, the game"');
    expect(csvField('He said "go"')).toBe('"He said ""go"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
  });

  it('writes numbers as numbers and nothing for null', () => {
    expect(csvField(0.25)).toBe('0.25');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-rm')).toBe("'-rm");
    expect(csvField('@sum')).toBe("'@sum");
  });
});

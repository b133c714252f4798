import { describe, expect, it } from 'vitest';
import { expandTags, NOTHING_TO_SEE, tutorialBlocks, tutorialEntryId } from './tutorials';

describe('tutorials', () => {
  it('SUB-07 a step without a tutorial says "Nothing to see here"', () => {
    expect(NOTHING_TO_SEE).toBe('Nothing to see here');
  });

  it('SUB-27 names each step\'s content entry', () => {
    expect(tutorialEntryId('link_store')).toBe('TUTORIAL_LINK_STORE');
  });

  it('SUB-27 CMS-08 replaces tags, and tags within their values', () => {
    const values = { command: 'npm run store:publish -- --platform {{platform}}', platform: 'ios' };
    expect(expandTags('Run {{ command }} now, {{unknown}} stays', values)).toBe('Run npm run store:publish -- --platform ios now, {{unknown}} stays');
  });

  it('SUB-27 CMS-08 stops after 10 passes, so a tag naming itself cannot loop', () => {
    expect(expandTags('{{a}}', { a: 'x{{a}}' })).toBe(`${'x'.repeat(10)}{{a}}`);
    expect(expandTags('{{a}}', { a: 'x{{a}}' }, 2)).toBe('xx{{a}}');
  });

  it('SUB-27 splits a tutorial into paragraphs and commands', () => {
    expect(tutorialBlocks('First line\nsame paragraph\n\n$ npm run sdk:events -- --game 4\nAfter')).toEqual([
      { kind: 'text', text: 'First line same paragraph' },
      { kind: 'command', text: 'npm run sdk:events -- --game 4' },
      { kind: 'text', text: 'After' },
    ]);
  });
});

// The tutorial panel of the submission flow (SUB-05..07, SUB-27): each step's text
// comes from the content service as entry TUTORIAL_<STEP>, with {{tags}} the page
// fills from the game (its platform, ids, the demo commands). A tag's value may hold
// tags itself; they are replaced again, at most 10 passes.
import type { StepId } from './steps';

/** SUB-07: what the panel says for a step without a tutorial. */
export const NOTHING_TO_SEE = 'Nothing to see here';

/** SUB-27: nested replacements stop after this many passes. */
export const TUTORIAL_TAG_PASSES = 10;

export const tutorialEntryId = (step: StepId): string => `TUTORIAL_${step.toUpperCase()}`;

const TAG = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;

/**
 * Replaces the {{tags}} of a text by their values, again in what was put in, up to
 * `passes` times (so a value that names itself cannot loop); unknown tags stay as
 * written.
 */
export function expandTags(text: string, values: Readonly<Record<string, string>>, passes = TUTORIAL_TAG_PASSES): string {
  let current = text;
  for (let pass = 0; pass < passes; pass += 1) {
    const next = current.replace(TAG, (tag: string, name: string) => (Object.hasOwn(values, name) ? values[name]! : tag));
    if (next === current) break;
    current = next;
  }
  return current;
}

/** One block of a tutorial: a paragraph, or a command to type (a line starting with "$ "). */
export type TutorialBlock = { kind: 'text'; text: string } | { kind: 'command'; text: string };

/** A tutorial's text as blocks: paragraphs are separated by blank lines; "$ " lines are commands. */
export function tutorialBlocks(text: string): TutorialBlock[] {
  const blocks: TutorialBlock[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'text', text: paragraph.join(' ') });
      paragraph.length = 0;
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('$ ')) {
        flush();
        blocks.push({ kind: 'command', text: line.slice(2).trim() });
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

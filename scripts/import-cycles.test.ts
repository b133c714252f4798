// The import-circles guard (scripts/import-cycles.ts, issue 44).
import { describe, expect, it } from 'vitest';
import { circlesOf, importCircles, importsOf } from './import-cycles';
import { root } from './launcher';

describe('issue 44 the import-circles guard', () => {
  it('reads static, re-exported, side-effect, type-only and dynamic relative imports, not packages', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "import './d';",
      "const e = lazy(() => import('./e'));",
      "import { f } from '@greenlight/rules';",
      "import x from 'react';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', '../b', './c', './d', './e']);
  });

  it('finds each circle once, whatever its length, and no chain', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', []],
      ['f', ['g']],
      ['g', ['f']],
    ]);
    expect(circlesOf(edges)).toEqual([['a', 'b', 'c'], ['f', 'g']]);
  });

  it('finds none in this repository', () => {
    expect(importCircles(root)).toEqual([]);
  });
});

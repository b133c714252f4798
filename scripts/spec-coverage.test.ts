// The spec-coverage check (scripts/spec-coverage.ts, issue 45): every feature id of Parts A
// and D is named by a test file, or excused in docs/spec/coverage-exceptions.md; a range tag
// names no id; an excused id that gets its test must leave the "not yet covered" list.
import { describe, expect, it } from 'vitest';
import { checkSpecCoverage, coverage, featuresOf, readExceptions, type Feature } from './spec-coverage';
import { root } from './launcher';

const FEATURES = `# Feature inventory
# Part A — Feature inventory by capability area
### A15. Games list — home (\`GL\`)
17. [ ] **GL-17** Sort "Best D1" = desc. [L][A]
18. [ ] **GL-18** Sort "Best D7" = desc. [L][A]
### A25. Submission flow (\`SUB\`)
1. [ ] **SUB-LINK-02** The step asks the store ids. [S]
# Part B — Conflicts
1. [ ] **CONF-01** Not an inventory item.
# Part D — Backend semantics implied
1. [ ] **BE-AUTH-03** \`POST /auth/refresh\` exchanges a refresh token.
# Part E — REST calls
1. [ ] **API-01** Not an inventory item either.
`;

const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('issue 45 the spec coverage', () => {
  it('reads the ids of Parts A and D only, with their first words and no source tags', () => {
    expect(featuresOf(FEATURES)).toEqual<Feature[]>([
      { id: 'GL-17', title: 'Sort "Best D1" = desc.' },
      { id: 'GL-18', title: 'Sort "Best D7" = desc.' },
      { id: 'SUB-LINK-02', title: 'The step asks the store ids.' },
      { id: 'BE-AUTH-03', title: '`POST /auth/refresh` exchanges a refresh token.' },
    ]);
  });

  it('counts an exact id in a test file, never a range, a longer id or an id inside another', () => {
    const features = featuresOf(FEATURES);
    const report = coverage(features, [], files({
      'a.test.ts': "it('GL-17 Best D1 sorts descending')  // GL-14..21, GL-180, XGL-18, SUB-LINK-02",
      'b.test.ts': "it('BE-AUTH-03 rotates the refresh token')",
    }));
    expect(Object.fromEntries(report.named)).toEqual({ 'GL-17': ['a.test.ts'], 'GL-18': [], 'SUB-LINK-02': ['a.test.ts'], 'BE-AUTH-03': ['b.test.ts'] });
    expect(report.problems).toEqual(['GL-18 (Sort "Best D7" = desc.) is named by no test and listed in no exception.']);
  });

  it('takes the exceptions by kind, several ids to a line, and fails on an unknown id, a twice-listed one and a covered "not yet" one', () => {
    const exceptions = readExceptions(`# Title
## Not applicable
- GL-18, SUB-LINK-02: answered otherwise.
- NAV-99: no such id.
## Not yet covered
- GL-17: left.
- GL-18: twice.
## Readings
- BE-AUTH-03: a heading this check does not read.
`);
    expect(exceptions.map((exception) => [exception.id, exception.kind])).toEqual([
      ['GL-18', 'not-applicable'],
      ['SUB-LINK-02', 'not-applicable'],
      ['NAV-99', 'not-applicable'],
      ['GL-17', 'not-yet-covered'],
      ['GL-18', 'not-yet-covered'],
    ]);
    const report = coverage(featuresOf(FEATURES), exceptions, files({ 'a.test.ts': 'GL-17 BE-AUTH-03' }));
    expect(report.problems).toEqual([
      `NAV-99 is listed in docs/spec/coverage-exceptions.md but is not an id of Parts A or D.`,
      `GL-18 is listed twice in docs/spec/coverage-exceptions.md.`,
      `GL-17 is named by a.test.ts: remove it from "Not yet covered" in docs/spec/coverage-exceptions.md.`,
    ]);
  });

  it('passes on this repository: every id of Parts A and D is named by a test or excused with its reason', () => {
    const { ok, lines } = checkSpecCoverage(root);
    expect(lines.slice(1)).toEqual([]);
    expect(ok).toBe(true);
  });
});

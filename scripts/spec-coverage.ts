// The specification's coverage (issue 45): every feature id of FEATURES.md's Parts A
// (the inventory) and D (the backend semantics) must be named by a test file whose test
// checks that behaviour, or be listed with its reason in docs/spec/coverage-exceptions.md.
//
//   npm run spec:coverage              the summary; fails on an id no test names and no line excuses
//   npm run spec:coverage -- --list    every id with the test files that name it
//   npm run spec:coverage -- --from <FEATURES.md>
//                                      refreshes docs/spec/features.txt (the ids and their first words)
//                                      from the specification, which lives outside this repository
//
// A test names an id with the id itself (`GL-17`), not a range (`GL-14..21`). The exceptions
// file has two kinds of lines: "Not applicable" (an id the product answers otherwise, with
// why) and "Not yet covered" (the work left: the check fails once such an id gets its test,
// so that the list only shrinks). Part of `npm run check:contracts`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const FEATURES_FILE = 'docs/spec/features.txt';
export const EXCEPTIONS_FILE = 'docs/spec/coverage-exceptions.md';

export interface Feature {
  id: string;
  title: string;
}

const ID = /\*\*([A-Z]+(?:-[A-Z]+)*-\d+)\*\*\s*(.*)$/;

/** The features of Parts A and D of FEATURES.md, in order, each with its first words. */
export function featuresOf(markdown: string): Feature[] {
  const part = (from: string, to: string) => {
    const start = markdown.indexOf(from);
    const end = markdown.indexOf(to, start + 1);
    if (start < 0 || end < 0) throw new Error(`FEATURES.md has no "${from}" ... "${to}"`);
    return markdown.slice(start, end);
  };
  const features: Feature[] = [];
  for (const line of `${part('# Part A', '# Part B')}\n${part('# Part D', '# Part E')}`.split('\n')) {
    const match = ID.exec(line);
    if (!match) continue;
    const title = match[2]!.replace(/\s*\[[A-Z](\]\[[A-Z])*\]\s*$/, '').replace(/\s+/g, ' ');
    features.push({ id: match[1]!, title: title.length > 110 ? `${title.slice(0, 107)}...` : title });
  }
  return features;
}

export const featuresText = (features: Feature[]) => `${features.map((feature) => `${feature.id} ${feature.title}`).join('\n')}\n`;

export function readFeatures(text: string): Feature[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ id: line.slice(0, line.indexOf(' ')), title: line.slice(line.indexOf(' ') + 1) }));
}

export type ExceptionKind = 'not-applicable' | 'not-yet-covered';
export interface Exception {
  id: string;
  kind: ExceptionKind;
  reason: string;
}

/** The exceptions file: `## Not applicable` and `## Not yet covered` sections of `- ID: reason` (or `- ID, ID: reason`) lines. */
export function readExceptions(markdown: string): Exception[] {
  const exceptions: Exception[] = [];
  let kind: ExceptionKind | undefined;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      const heading = line.slice(3).trim().toLowerCase();
      kind = heading.startsWith('not applicable') ? 'not-applicable' : heading.startsWith('not yet covered') ? 'not-yet-covered' : undefined;
      continue;
    }
    // `- ID: reason`, or several ids sharing one reason: `- ID, ID: reason`.
    const match = /^- ([A-Z]+(?:-[A-Z]+)*-\d+(?:, [A-Z]+(?:-[A-Z]+)*-\d+)*): (.+)$/.exec(line);
    if (!match || !kind) continue;
    for (const id of match[1]!.split(', ')) exceptions.push({ id, kind, reason: match[2]!.trim() });
  }
  return exceptions;
}

/** The test files and their text: every *.test.ts(x) and every file under tests/ that git knows. */
export function testFiles(root: string): Map<string, string> {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n');
  const files = new Map<string, string>();
  for (const file of listed) {
    if (!/\.test\.tsx?$/.test(file) && !(file.startsWith('tests/') && /\.tsx?$/.test(file))) continue;
    try {
      files.set(file, readFileSync(join(root, file), 'utf8'));
    } catch {
      // deleted in the working tree
    }
  }
  return files;
}

export interface CoverageReport {
  /** id -> the test files that name it. */
  named: Map<string, string[]>;
  problems: string[];
}

export function coverage(features: Feature[], exceptions: Exception[], files: Map<string, string>): CoverageReport {
  const known = new Set(features.map((feature) => feature.id));
  const named = new Map<string, string[]>(features.map((feature) => [feature.id, []]));
  // Every id-shaped word of every test file, once per file: one pass instead of one per id.
  for (const [file, text] of files) {
    const seen = new Set<string>();
    for (const match of text.matchAll(/(?<![A-Za-z0-9-])([A-Z]+(?:-[A-Z]+)*-\d+)(?![\d])/g)) {
      const id = match[1]!;
      if (seen.has(id) || !named.has(id)) continue;
      seen.add(id);
      named.get(id)!.push(file);
    }
  }
  const problems: string[] = [];
  const excepted = new Map<string, Exception>();
  for (const exception of exceptions) {
    if (!known.has(exception.id)) problems.push(`${exception.id} is listed in ${EXCEPTIONS_FILE} but is not an id of Parts A or D.`);
    else if (excepted.has(exception.id)) problems.push(`${exception.id} is listed twice in ${EXCEPTIONS_FILE}.`);
    excepted.set(exception.id, exception);
  }
  for (const feature of features) {
    const files = named.get(feature.id)!;
    const exception = excepted.get(feature.id);
    if (files.length === 0 && !exception) problems.push(`${feature.id} (${feature.title}) is named by no test and listed in no exception.`);
    if (files.length > 0 && exception?.kind === 'not-yet-covered') {
      problems.push(`${feature.id} is named by ${files.join(', ')}: remove it from "Not yet covered" in ${EXCEPTIONS_FILE}.`);
    }
  }
  return { named, problems };
}

export function checkSpecCoverage(root: string): { ok: boolean; lines: string[] } {
  const features = readFeatures(readFileSync(join(root, FEATURES_FILE), 'utf8'));
  const exceptions = readExceptions(readFileSync(join(root, EXCEPTIONS_FILE), 'utf8'));
  const report = coverage(features, exceptions, testFiles(root));
  const tested = [...report.named.values()].filter((files) => files.length > 0).length;
  const count = (kind: ExceptionKind) => exceptions.filter((exception) => exception.kind === kind).length;
  const summary = `Spec coverage: ${tested} of ${features.length} feature ids (Parts A and D) are named by a test; ${count('not-applicable')} not applicable, ${count('not-yet-covered')} not yet covered (${EXCEPTIONS_FILE}).`;
  if (report.problems.length === 0) return { ok: true, lines: [summary] };
  return { ok: false, lines: [summary, ...report.problems.map((problem) => `  ${problem}`)] };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { root } = await import('./launcher');
  const from = process.argv.indexOf('--from');
  if (from > 0) {
    const source = process.argv[from + 1];
    if (!source) throw new Error('--from needs the path of FEATURES.md');
    const features = featuresOf(readFileSync(source, 'utf8'));
    writeFileSync(join(root, FEATURES_FILE), featuresText(features));
    console.info(`${FEATURES_FILE}: ${features.length} feature ids.`);
  }
  if (process.argv.includes('--list')) {
    const features = readFeatures(readFileSync(join(root, FEATURES_FILE), 'utf8'));
    const exceptions = new Map(readExceptions(readFileSync(join(root, EXCEPTIONS_FILE), 'utf8')).map((exception) => [exception.id, exception]));
    const { named } = coverage(features, [...exceptions.values()], testFiles(root));
    for (const feature of features) {
      const files = named.get(feature.id)!;
      const exception = exceptions.get(feature.id);
      console.info(`${feature.id}\t${files.length ? files.join(', ') : `(${exception ? `${exception.kind}: ${exception.reason}` : 'none'})`}`);
    }
  }
  const { ok, lines } = checkSpecCoverage(root);
  for (const line of lines) (ok ? console.info : console.error)(line);
  process.exit(ok ? 0 : 1);
}

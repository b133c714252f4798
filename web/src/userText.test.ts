// Feature ids (CONF-36, SUB-FB-09, GD-21 ...) name the specification in code comments and
// test names; they never reach a screen. A lint over the text the app can show: every
// string, template and JSX text of web/src, and of rules/src whose messages web shows
// (the catalogues' `description`s document the API, not a screen). Comments are no text.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repository = join(import.meta.dirname, '..', '..');

/** The inventory's prefixes (shared FEATURES.md, parts A to E), the id being PREFIX-(PART-)number. */
const PREFIXES = [
  'AUTH', 'PWD', 'PROF', 'ROUTE', 'NAV', 'PERM', 'SL', 'SD', 'SSET', 'SA', 'STAFF', 'CON', 'FORM', 'IMP', 'GL', 'FLT',
  'VIEW', 'GC', 'GD', 'IT', 'CH', 'VID', 'ACT', 'OPS', 'SUB', 'PA', 'SB', 'MG', 'KS', 'PROJ', 'TAG', 'FBK', 'NOTIF',
  'LIVE', 'ERR', 'MOB', 'REF', 'CMS', 'FMT', 'CONF', 'GAP', 'BE', 'API', 'OP',
];
const FEATURE_ID = new RegExp(`\\b(?:${PREFIXES.join('|')})(?:-[A-Z]+)*-\\d{1,3}\\b`);

/** The source files of a folder that the app runs: no tests, test helpers or generated artifacts. */
function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.split(/[\\/]/).some((part) => part === '__generated__' || part === 'test'))
    .map((file) => join(folder, file));
}

/** The value of a property named `description`: the API's documentation, in rules' catalogues. */
const isDescription = (node: ts.Node): boolean =>
  ts.isPropertyAssignment(node.parent) && node.parent.initializer === node && node.parent.name.getText() === 'description';

/** Each piece of text in the file holding a feature id, with its line. */
function featureIdsIn(file: string, text: string, skip: (node: ts.Node) => boolean = () => false): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const isText =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node);
    if (isText && FEATURE_ID.test(node.text) && !skip(node)) {
      found.push(`${relative(repository, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(node.text.trim())}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the text the app shows', () => {
  it('CONF-36 SSET-02 finds an id in JSX text, an attribute and a template, not in a comment', () => {
    const found = featureIdsIn(
      join(repository, 'web', 'Example.tsx'),
      [
        '// CONF-36: computed',
        'const a = <Field hint="Computed (CONF-36)." />;',
        'const b = <p>See SUB-FB-09</p>;',
        'const c = `moved ${name} (GD-21)`;',
        "const d = 'Pending SDK integration';",
      ].join('\n'),
    );
    expect(found).toEqual(['web/Example.tsx:2 "Computed (CONF-36)."', 'web/Example.tsx:3 "See SUB-FB-09"', 'web/Example.tsx:4 "(GD-21)"']);
  });

  it('CONF-36 SSET-02 holds no feature id in web/src', () => {
    const found = sources(join(repository, 'web', 'src')).flatMap((file) => featureIdsIn(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('CONF-36 holds no feature id in the messages of rules/src', () => {
    const found = sources(join(repository, 'rules', 'src')).flatMap((file) => featureIdsIn(file, readFileSync(file, 'utf8'), isDescription));
    expect(found).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { __css, createDOMRenderer, makeStyles, type CSSRulesByBucket } from '@griffel/core';
import { tokens } from '@fluentui/tokens';
import { transformWithOxc } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { compileMakeStyles, extractGriffelStyles, griffelStylesheet, inlineFluentTokens, sourcePosition, StyleScopes, type ExtractedStyles } from './fluent-build';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const noBareImports = () => undefined;

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** What Griffel's run time makes of `styles`: the class names of each slot and the rules it inserts. */
function atRunTime(styles: Parameters<typeof makeStyles>[0]) {
  const inserted: CSSRulesByBucket[] = [];
  const renderer = createDOMRenderer(undefined);
  renderer.insertCSSRules = (rules) => void inserted.push(rules);
  const classes = makeStyles(styles)({ dir: 'ltr', renderer });
  return { classes, rules: Object.values(inserted[0] ?? {}).flat() };
}

describe("issue 17 Fluent's compiled styles go into the stylesheet", () => {
  const module = `'use client';
import { __styles, __resetStyles, mergeClasses } from "@griffel/react";
const useRoot = /*#__PURE__*/__resetStyles("r1abc", null, [".r1abc{display:flex;}", ".r1abc:hover{color:red;}"]);
const useStyles = /*#__PURE__*/__styles({
  root: { sj55zd: "f19n0e5", Bi91k9c: ["faf35ka", "f1kdhzb"] }
}, {
  d: [".f19n0e5{color:var(--colorNeutralForeground1);}"],
  h: [".faf35ka:hover{color:blue;}", ".f1kdhzb:hover{color:blue;}"],
  m: [["@media (forced-colors: active){.fx1{color:CanvasText;}}", { m: "(forced-colors: active)" }]]
});
const computed = __styles({ root: { a: "f1" } }, rulesFromElsewhere);
export const useClasses = () => mergeClasses(useRoot(), useStyles().root, computed().root);
`;

  it('leaves __css(classes) and __resetCSS(ltr, rtl) with the same class names and no CSS; a computed call stays', () => {
    const result = extractGriffelStyles(module, '/x/useThing.styles.js')!;

    expect(result.code).not.toContain('{display:flex;}');
    expect(result.code).not.toContain('var(--colorNeutralForeground1)');
    expect(result.code).toContain('import { __css as __griffel__css } from "@griffel/react";');
    expect(result.code).toContain('import { __resetCSS as __griffel__resetCSS } from "@griffel/react";');
    expect(result.code).toContain('__griffel__resetCSS("r1abc", null)');
    expect(result.code).toMatch(/__griffel__css\(\{\s*root: \{ sj55zd: "f19n0e5", Bi91k9c: \["faf35ka", "f1kdhzb"\] \}\s*\}\)/);
    // Its rules are not literals here: Griffel inserts them at run time, as before.
    expect(result.code).toContain('__styles({ root: { a: "f1" } }, rulesFromElsewhere)');
    expect(result.styles).toEqual([
      { classNames: ['r1abc'], rules: { r: ['.r1abc{display:flex;}', '.r1abc:hover{color:red;}'] } },
      {
        classNames: ['f19n0e5', 'faf35ka', 'f1kdhzb'],
        rules: {
          d: ['.f19n0e5{color:var(--colorNeutralForeground1);}'],
          h: ['.faf35ka:hover{color:blue;}', '.f1kdhzb:hover{color:blue;}'],
          m: [['@media (forced-colors: active){.fx1{color:CanvasText;}}', { m: '(forced-colors: active)' }]],
        },
      },
    ]);
  });

  it('leaves a module that imports no compiled call alone', () => {
    expect(extractGriffelStyles('export const __styles = 1;', '/x/a.styles.js')).toBeNull();
    expect(extractGriffelStyles('import { __styles } from "somewhere-else"; __styles({}, { d: [] });', '/x/b.styles.js')).toBeNull();
  });
});

describe("issue 17 the app's makeStyles compiled at build time", () => {
  it('gives the class names and rules Griffel gives at run time, with tokens and constants of its own module and of modules it imports', () => {
    folder = mkdtempSync(join(tmpdir(), 'fluent-build-'));
    mkdirSync(join(folder, 'lib'));
    writeFileSync(join(folder, 'lib', 'layout.ts'), 'const PANEL = 742;\nexport const WIDE = `@media (min-width: ${PANEL - 1}px)`;\n');
    writeFileSync(join(folder, 'lib', 'index.ts'), "export * from './messages';\nexport * from './layout';\n");
    writeFileSync(join(folder, 'lib', 'messages.ts'), "export const HELLO = 'hello';\n");
    const id = join(folder, 'Page.js');
    const code = `import { makeStyles, tokens } from '@fluentui/react-components';
import { WIDE } from 'layout-package';
const GAP = 8;
const useStyles = makeStyles({
  root: { display: 'flex', gap: \`\${GAP * 2}px\`, color: tokens.colorNeutralForeground2, ':hover': { color: tokens.colorBrandForeground1 }, [WIDE]: { flexDirection: 'column' } },
  empty: {},
});
const useLater = makeStyles({ root: { width: computeWidth() } });
export { useStyles, useLater };
`;
    const scopes = new StyleScopes(tokens, (source) => (source === 'layout-package' ? join(folder!, 'lib', 'index.ts') : undefined));
    const result = compileMakeStyles(code, id, scopes)!;

    const styles = {
      root: { display: 'flex', gap: '16px', color: tokens.colorNeutralForeground2, ':hover': { color: tokens.colorBrandForeground1 }, '@media (min-width: 741px)': { flexDirection: 'column' } },
      empty: {},
    } as const;
    const runTime = atRunTime(styles);
    const compiled = /__griffel__css\((\{.*?\})\)/.exec(result.code)?.[1];
    expect(compiled).toBeDefined();
    expect(__css(JSON.parse(compiled!))({ dir: 'ltr' })).toEqual(runTime.classes);
    expect(Object.values(result.styles[0]!.rules).flat()).toEqual(runTime.rules);
    expect(result.code).toMatch(/^import \{ __css as __griffel__css \} from '@griffel\/react';/);
    expect(result.code).not.toContain('makeStyles({\n  root: { display');
    // A style naming what the build cannot know stays as written, and is reported by its place.
    expect(result.code).toContain('makeStyles({ root: { width: computeWidth() } })');
    expect(result.leftAtRunTime).toEqual([{ line: 8, column: 17 }]);
  });

  it('leaves a call alone when a name is a variable, a function, imported from elsewhere, or the call is inside a function', () => {
    const scopes = new StyleScopes(tokens, noBareImports);
    const code = `import { makeStyles } from '@griffel/react';
import { SIZE } from 'unknown-package';
let width = 10;
export const a = makeStyles({ root: { width } });
export const b = makeStyles({ root: { height: SIZE } });
export const c = makeStyles({ root: { ...spread() } });
const WIDTH = 10;
export function useLocal() { const WIDTH = 20; return makeStyles({ root: { width: WIDTH } }); }
`;
    const result = compileMakeStyles(code, '/x/Loose.js', scopes)!;
    expect(result.styles).toEqual([]);
    expect(result.leftAtRunTime.map(({ line }) => line)).toEqual([4, 5, 6, 8]);
    expect(result.code).toBe(code);
    // Nothing compiled: the code comes back as it was, and no source map is made for it.
    expect(result.map).toBeNull();
  });

  it("names a call left at run time by its place in the source file, not in the compiled code the build sees", async () => {
    const source = `import { makeStyles } from '@griffel/react';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  wide: boolean;
}

export const Shell = ({ children }: Props) => <main>{children}</main>;

export const useLater = makeStyles({ root: { width: computeWidth() } });
`;
    const file = '/x/Shell.tsx';
    const { code, map } = await transformWithOxc(source, file, { jsx: { runtime: 'automatic' }, sourcemap: true });
    const [place] = compileMakeStyles(code, file, new StyleScopes(tokens, noBareImports))!.leftAtRunTime;
    // The compiled code lost the interface and the type import: the call moved up.
    expect(place!.line).toBeLessThan(11);
    expect(sourcePosition(map, place!)).toEqual({ line: 11, column: 24 });
    // Without a map, the place in the code as it is.
    expect(sourcePosition(null, place!)).toEqual(place);
  });

  // The bundle budget counts on it: one call left to run time brings Griffel's CSS compiler back.
  it('compiles every makeStyles of web/src (none is left to run time)', async () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
      }
    };
    walk(join(root, 'web', 'src'));
    const scopes = new StyleScopes(tokens, (source) => (source === '@greenlight/rules' ? join(root, 'rules', 'src', 'index.ts') : undefined));
    let compiled = 0;
    const left: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('makeStyles')) continue;
      // As the build sees it: TypeScript and JSX already compiled.
      const { code } = await transformWithOxc(source, file, { jsx: { runtime: 'automatic' } });
      const result = compileMakeStyles(code, file, scopes);
      compiled += result?.styles.length ?? 0;
      for (const { line } of result?.leftAtRunTime ?? []) left.push(`${file.slice(root.length + 1)}:${line}`);
    }
    expect(left).toEqual([]);
    expect(compiled).toBeGreaterThan(100);
  });
});

describe('issue 17 the stylesheet', () => {
  const call = (classNames: string[], rules: CSSRulesByBucket): ExtractedStyles => ({ classNames, rules });

  it('keeps the rules of the calls the built code still names, each once, in the order of Griffel’s renderer', () => {
    const calls = [
      call(['fa', 'fb'], {
        m: [['@media (min-width: 800px){.fm8{gap:2px;}}', { m: '(min-width: 800px)' }], ['@media (min-width: 400px){.fm4{gap:1px;}}', { m: '(min-width: 400px)' }]],
        h: ['.fb:hover{color:red;}'],
        d: ['.fa{color:blue;}', ['.fp{padding:0;}', { p: -1 }]],
      }),
      call(['rreset'], { r: ['.rreset{margin:0;}'] }),
      // Tree-shaken away: one of its class names is in no chunk.
      call(['fa', 'fgone'], { d: ['.fa{color:blue;}', '.fgone{color:green;}'] }),
    ];
    const built = 'const a={x:"fa",y:`fb`};const r=\'rreset\';';

    const { css, calls: count, kept } = griffelStylesheet(calls, built);

    expect(css.split('\n')).toEqual([
      '.rreset{margin:0;}',
      '.fp{padding:0;}',
      '.fa{color:blue;}',
      '.fb:hover{color:red;}',
      '@media (min-width: 400px){.fm4{gap:1px;}}',
      '@media (min-width: 800px){.fm8{gap:2px;}}',
    ]);
    expect({ count, kept }).toEqual({ count: 3, kept: 2 });
  });
});

describe('issue 17 design tokens written as their values', () => {
  it("replaces Fluent's tokens.name by its string and leaves everything else", () => {
    const code = `import { Button, tokens as t } from '@fluentui/react-components';
import { tokens } from './my-tokens';
export const a = t.colorNeutralForeground1;
export const z = t.zIndexPopup;
export const unknown = t.notAToken;
export const computed = t['colorBrandBackground'];
export const mine = tokens.colorNeutralForeground1;
`;
    const result = inlineFluentTokens(code, '/x/a.js', tokens)!;
    expect(result.code).toContain('export const a = "var(--colorNeutralForeground1)";');
    expect(result.code).toContain('export const z = "var(--zIndexPopup, 2000)";');
    expect(result.code).toContain('export const unknown = t.notAToken;');
    expect(result.code).toContain("export const computed = t['colorBrandBackground'];");
    expect(result.code).toContain('export const mine = tokens.colorNeutralForeground1;');
    expect(inlineFluentTokens('export const tokens = 1;', '/x/b.js', tokens)).toBeNull();
  });

  it('leaves a module alone where the name means something else somewhere, or the object is passed on', () => {
    const shadowed = `import { tokens } from '@fluentui/react-components';
export const a = tokens.colorNeutralForeground1;
export function words(text) { const tokens = text.split(' '); return tokens.length; }
`;
    expect(inlineFluentTokens(shadowed, '/x/c.js', tokens)).toBeNull();
    const passedOn = `import { tokens } from '@fluentui/react-components';
export const a = tokens.colorNeutralForeground1;
export const all = Object.keys(tokens);
`;
    expect(inlineFluentTokens(passedOn, '/x/d.js', tokens)).toBeNull();
  });
});

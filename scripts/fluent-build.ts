// The app's CSS as a stylesheet rather than as JavaScript, at build time (issue 17).
// - Fluent's published styles are already compiled by Griffel: each `*.styles.js` calls
//   `__styles(classes, rules)` (or `__resetStyles(ltr, rtl, rules)`) with its CSS rules as
//   strings, which the runtime inserts into <style> elements on first render. The rules
//   move into the stylesheet and `__css(classes)` / `__resetCSS(ltr, rtl)` stay: Griffel's
//   own calls for extracted styles, which return the same class names and insert nothing.
//   This is what Griffel's webpack extraction plugin does (one stylesheet, the rules sorted
//   as Griffel's renderer sorts them), for Vite.
// - The app's own `makeStyles({...})` are compiled the same way, with Griffel's own
//   resolver (what `makeStyles` runs on first render), so no page needs Griffel's CSS
//   compiler (stylis, rtl-css-js) at run time.
// - `tokens.name` is written as the string it stands for, so Fluent's tokens object goes.
// - The themes' custom properties come first in the stylesheet (web/src/theme.ts).
// What this saved: some 50 kB of the gzip JavaScript a signed-in page loads, for a 36 kB
// (gzip) stylesheet every page shares and the browser caches.
//
// Only what the built pages use is kept: a call's rules go into the stylesheet when every
// class name of the call is still in the built JavaScript (a call tree-shaken away leaves
// none). A call whose arguments cannot be evaluated at build time is left as written, to
// run at run time (the build warns).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  defaultCompareMediaQueries,
  normalizeCSSBucketEntry,
  resolveStyleRulesForSlots,
  styleBucketOrdering,
  type CSSRulesByBucket,
} from '@griffel/core';
import { originalPositionFor, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** Griffel's compiled calls and the calls that replace them once their CSS is extracted. */
const EXTRACTED: Record<string, { replacement: string; rules: number }> = {
  __styles: { replacement: '__css', rules: 1 },
  __resetStyles: { replacement: '__resetCSS', rules: 2 },
};
const GRIFFEL_SOURCES = new Set(['@griffel/react', '@griffel/core']);

/** One extracted call: the class names it returns and the rules they need. */
export interface ExtractedStyles {
  classNames: string[];
  rules: CSSRulesByBucket;
}

export interface TransformedModule {
  code: string;
  map: ReturnType<MagicString['generateMap']>;
  styles: ExtractedStyles[];
}

// A small ESTree shape: what the literal evaluator reads of the parser's nodes.
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const NOT_LITERAL = Symbol('not a literal');

/** What an identifier of the evaluated expression stands for (NOT_LITERAL when unknown). */
type Scope = (name: string) => unknown;
const NO_NAMES: Scope = () => NOT_LITERAL;

/**
 * The value of an expression made of literals (objects, arrays, strings, numbers, null,
 * template strings, arithmetic) and of the names `scope` knows, or NOT_LITERAL.
 */
function literalValue(node: Node, scope: Scope = NO_NAMES): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier':
      return node.name === 'undefined' ? undefined : scope(node.name as string);
    // A module read from its TypeScript source: `x as const`, `x satisfies T`, `x!`, `(x)`.
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'ParenthesizedExpression':
      return literalValue(node.expression as Node, scope);
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string | null } }[];
      let text = '';
      for (const [index, quasi] of quasis.entries()) {
        if (quasi.value.cooked === null) return NOT_LITERAL;
        text += quasi.value.cooked;
        const expression = (node.expressions as Node[])[index];
        if (expression) {
          const value = literalValue(expression, scope);
          if (typeof value !== 'string' && typeof value !== 'number') return NOT_LITERAL;
          text += String(value);
        }
      }
      return text;
    }
    case 'UnaryExpression': {
      const argument = literalValue(node.argument as Node, scope);
      if (typeof argument !== 'number') return NOT_LITERAL;
      return node.operator === '-' ? -argument : node.operator === '+' ? argument : NOT_LITERAL;
    }
    case 'BinaryExpression': {
      const left = literalValue(node.left as Node, scope);
      const right = literalValue(node.right as Node, scope);
      if (typeof left === 'number' && typeof right === 'number') {
        if (node.operator === '+') return left + right;
        if (node.operator === '-') return left - right;
        if (node.operator === '*') return left * right;
        if (node.operator === '/') return left / right;
      }
      if (node.operator === '+' && (typeof left === 'string' || typeof right === 'string')) {
        if ((typeof left === 'string' || typeof left === 'number') && (typeof right === 'string' || typeof right === 'number')) return `${left}${right}`;
      }
      return NOT_LITERAL;
    }
    case 'MemberExpression': {
      if (node.computed) return NOT_LITERAL;
      const object = literalValue(node.object as Node, scope);
      const property = node.property as Node;
      if (object === null || typeof object !== 'object' || property.type !== 'Identifier') return NOT_LITERAL;
      const name = property.name as string;
      return Object.hasOwn(object, name) ? (object as Record<string, unknown>)[name] : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const values: unknown[] = [];
      for (const element of node.elements as (Node | null)[]) {
        const value = element === null || element.type === 'SpreadElement' ? NOT_LITERAL : literalValue(element, scope);
        if (value === NOT_LITERAL) return NOT_LITERAL;
        values.push(value);
      }
      return values;
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties as Node[]) {
        if (property.type === 'SpreadElement') {
          const spread = literalValue(property.argument as Node, scope);
          if (spread === null || typeof spread !== 'object' || Array.isArray(spread)) return NOT_LITERAL;
          Object.assign(object, spread);
          continue;
        }
        if (property.type !== 'Property' || property.kind !== 'init' || property.method) return NOT_LITERAL;
        const key = property.key as Node;
        const name = property.computed ? literalValue(key, scope) : key.type === 'Identifier' ? key.name : key.value;
        const value = literalValue(property.value as Node, scope);
        if ((typeof name !== 'string' && typeof name !== 'number') || value === NOT_LITERAL) return NOT_LITERAL;
        object[name] = value;
      }
      return object;
    }
    default:
      return NOT_LITERAL;
  }
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Every node under `node`, with its parent and whether it is inside a function. */
function* walk(node: unknown, parent: Node | null = null, inFunction = false): Generator<{ node: Node; parent: Node | null; inFunction: boolean }> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child, parent, inFunction);
    return;
  }
  if (node === null || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  const current = node as Node;
  yield { node: current, parent, inFunction };
  const inside = inFunction || FUNCTIONS.has(current.type);
  for (const key in current) {
    if (key !== 'type' && key !== 'start' && key !== 'end') yield* walk(current[key], current, inside);
  }
}

/** Every string in a classes map (`{ slot: { key: 'f1', key2: ['f2', 'f3'] } }`), or a reset call's class names. */
function classNamesOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) classNamesOf(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) classNamesOf(item, into);
  return into;
}

/**
 * Takes the CSS rules out of a module's compiled Griffel calls. Returns null when the module
 * has none it can take (no import of `__styles`/`__resetStyles`, or only calls with computed
 * arguments).
 */
export function extractGriffelStyles(code: string, id: string): TransformedModule | null {
  if (!code.includes('__styles') && !code.includes('__resetStyles')) return null;
  const program = parseAst(code, { lang: 'js' }, id) as unknown as Node;
  const calls = new Map<string, { kind: string; source: string }>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !GRIFFEL_SOURCES.has((statement.source as Node).value as string)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.type === 'Identifier' && (imported.name as string) in EXTRACTED) {
        calls.set((specifier.local as Node).name as string, { kind: imported.name as string, source: (statement.source as Node).value as string });
      }
    }
  }
  if (calls.size === 0) return null;

  const output = new MagicString(code);
  const styles: ExtractedStyles[] = [];
  const imports = new Map<string, string>();
  for (const { node } of walk(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    const call = callee.type === 'Identifier' ? calls.get(callee.name as string) : undefined;
    if (!call) continue;
    const { replacement, rules: rulesAt } = EXTRACTED[call.kind]!;
    const args = node.arguments as Node[];
    const rulesArgument = args[rulesAt];
    const lastKept = args[rulesAt - 1];
    if (args.length !== rulesAt + 1 || !rulesArgument || !lastKept) continue;
    const rules = literalValue(rulesArgument);
    const kept = args.slice(0, rulesAt).map((arg) => literalValue(arg));
    if (rules === NOT_LITERAL || rules === null || typeof rules !== 'object' || kept.includes(NOT_LITERAL)) continue;
    const classNames = classNamesOf(kept);
    if (classNames.length === 0) continue;
    // A reset call's rules may be a plain array: they are the `r` bucket.
    styles.push({ classNames, rules: Array.isArray(rules) ? { r: rules } : (rules as CSSRulesByBucket) });
    const local = `__griffel${replacement}`;
    imports.set(local, `import { ${replacement} as ${local} } from ${JSON.stringify(call.source)};\n`);
    output.overwrite(callee.start, callee.end, local);
    output.remove(lastKept.end, rulesArgument.end);
  }
  if (styles.length === 0) return null;
  output.prepend([...imports.values()].join(''));
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id }), styles };
}

/** How a module's names were bound: its top-level constants, imports and re-exports. */
interface ModuleNames {
  consts: Map<string, Node>;
  imports: Map<string, { source: string; imported: string }>;
  /** `export { a as b }` (local a) and `export { a as b } from 'x'`. */
  exports: Map<string, { local: string } | { source: string; imported: string }>;
  /** `export * from 'x'`. */
  starExports: string[];
}

function namesOf(program: Node): ModuleNames {
  const names: ModuleNames = { consts: new Map(), imports: new Map(), exports: new Map(), starExports: [] };
  const declare = (declaration: Node | null | undefined, exported: boolean) => {
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') return;
    for (const declarator of declaration.declarations as Node[]) {
      const target = declarator.id as Node;
      if (target.type !== 'Identifier' || !declarator.init) continue;
      names.consts.set(target.name as string, declarator.init as Node);
      if (exported) names.exports.set(target.name as string, { local: target.name as string });
    }
  };
  const nameOf = (node: Node) => (node.type === 'Identifier' ? (node.name as string) : String(node.value));
  for (const statement of program.body as Node[]) {
    const source = (statement.source as Node | null | undefined)?.value as string | undefined;
    if (statement.type === 'ImportDeclaration' && source !== undefined) {
      for (const specifier of statement.specifiers as Node[]) {
        if (specifier.type === 'ImportSpecifier') {
          names.imports.set((specifier.local as Node).name as string, { source, imported: nameOf(specifier.imported as Node) });
        }
      }
    } else if (statement.type === 'VariableDeclaration') {
      declare(statement, false);
    } else if (statement.type === 'ExportNamedDeclaration') {
      declare(statement.declaration as Node | null, true);
      for (const specifier of (statement.specifiers as Node[] | undefined) ?? []) {
        const local = nameOf(specifier.local as Node);
        const exported = nameOf(specifier.exported as Node);
        names.exports.set(exported, source === undefined ? { local } : { source, imported: local });
      }
    } else if (statement.type === 'ExportAllDeclaration' && source !== undefined && !statement.exported) {
      names.starExports.push(source);
    }
  }
  return names;
}

const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];

/**
 * The constants the app's styles name, evaluated at build time: a module's own `const`s,
 * Fluent's `tokens`, and constants imported from the app's modules or packages (followed
 * through re-exports). Everything else is unknown, and a style that names it stays at run time.
 */
export class StyleScopes {
  private readonly modules = new Map<string, ModuleNames | null>();
  private readonly evaluating = new Set<string>();

  constructor(
    private readonly tokens: Readonly<Record<string, string>>,
    /** Where a bare import (`@greenlight/rules`) leads, as the bundler resolved it. */
    private readonly resolveBare: (source: string, importer: string) => string | undefined,
  ) {}

  /** Registers a module's parsed program (the module being transformed). */
  add(file: string, program: Node): void {
    this.modules.set(file, namesOf(program));
  }

  scope(file: string): Scope {
    return (name) => this.value(file, name);
  }

  private module(file: string): ModuleNames | null {
    if (!this.modules.has(file)) {
      let names: ModuleNames | null;
      try {
        const code = readFileSync(file, 'utf8');
        names = namesOf(parseAst(code, { lang: file.endsWith('x') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'js' }, file) as unknown as Node);
      } catch {
        // Unreadable or not JavaScript: its names are unknown, and a style naming them stays at run time.
        names = null;
      }
      this.modules.set(file, names);
    }
    return this.modules.get(file) ?? null;
  }

  private resolve(source: string, importer: string): string | undefined {
    if (!source.startsWith('.')) return this.resolveBare(source, importer);
    const base = resolve(dirname(importer), source);
    for (const extension of SOURCE_EXTENSIONS) {
      const candidate = base + extension;
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return undefined;
  }

  private value(file: string, name: string): unknown {
    const names = this.module(file);
    if (!names) return NOT_LITERAL;
    const key = `${file}\0${name}`;
    if (this.evaluating.has(key)) return NOT_LITERAL;
    this.evaluating.add(key);
    try {
      const init = names.consts.get(name);
      if (init) return literalValue(init, this.scope(file));
      const imported = names.imports.get(name);
      return imported ? this.imported(file, imported.source, imported.imported) : NOT_LITERAL;
    } finally {
      this.evaluating.delete(key);
    }
  }

  private imported(importer: string, source: string, name: string): unknown {
    if (TOKEN_SOURCES.has(source)) return name === 'tokens' ? this.tokens : NOT_LITERAL;
    const file = this.resolve(source, importer);
    return file ? this.exported(file, name, 0) : NOT_LITERAL;
  }

  private exported(file: string, name: string, depth: number): unknown {
    const names = this.module(file);
    if (!names || depth > 8) return NOT_LITERAL;
    const binding = names.exports.get(name);
    if (binding) return 'local' in binding ? this.value(file, binding.local) : this.imported(file, binding.source, binding.imported);
    for (const source of names.starExports) {
      const target = this.resolve(source, file);
      const value = target ? this.exported(target, name, depth + 1) : NOT_LITERAL;
      if (value !== NOT_LITERAL) return value;
    }
    return NOT_LITERAL;
  }
}

/** Where the app imports `makeStyles` from. */
const MAKE_STYLES_SOURCES = new Set(['@fluentui/react-components', '@griffel/react']);

/**
 * Compiles a module's `makeStyles({...})` calls at build time, as Griffel's own build-time
 * transform does: the styles are resolved to class names and CSS rules by Griffel itself
 * (`resolveStyleRulesForSlots`, what `makeStyles` does on first render), the call becomes
 * `__css(classes)` and the rules go into the stylesheet. `leftAtRunTime` lists where the
 * calls whose styles name something unknown at build time stand in `code`; they stay as
 * written. `map` is null when no call compiled (the code is then returned as it came).
 */
export function compileMakeStyles(
  code: string,
  id: string,
  scopes: StyleScopes,
): (Omit<TransformedModule, 'map'> & { map: TransformedModule['map'] | null; leftAtRunTime: CodePosition[] }) | null {
  if (!code.includes('makeStyles')) return null;
  const program = parseAst(code, { lang: id.endsWith('x') ? 'tsx' : id.endsWith('.ts') ? 'ts' : 'js' }, id) as unknown as Node;
  const locals = new Map<string, string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !MAKE_STYLES_SOURCES.has((statement.source as Node).value as string)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.type === 'Identifier' && imported.name === 'makeStyles') {
        locals.set((specifier.local as Node).name as string, (statement.source as Node).value as string);
      }
    }
  }
  if (locals.size === 0) return null;
  scopes.add(id, program);
  const scope = scopes.scope(id);
  const output = new MagicString(code);
  const styles: ExtractedStyles[] = [];
  const leftAtRunTime: CodePosition[] = [];
  for (const { node, inFunction } of walk(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    const source = callee.type === 'Identifier' ? locals.get(callee.name as string) : undefined;
    if (!source) continue;
    const [argument, ...more] = node.arguments as Node[];
    // Names are looked up among the module's top-level bindings: a call inside a function
    // (which its own bindings could shadow) stays at run time.
    const stylesBySlots = argument && more.length === 0 && !inFunction ? literalValue(argument, scope) : NOT_LITERAL;
    if (stylesBySlots === NOT_LITERAL || stylesBySlots === null || typeof stylesBySlots !== 'object' || Array.isArray(stylesBySlots)) {
      leftAtRunTime.push(positionIn(code, node.start));
      continue;
    }
    const [classes, rules] = resolveStyleRulesForSlots(stylesBySlots as Parameters<typeof resolveStyleRulesForSlots>[0], '');
    styles.push({ classNames: classNamesOf(classes), rules });
    output.overwrite(node.start, node.end, `__griffel__css(${JSON.stringify(classes)})`);
  }
  if (styles.length === 0) return { code, map: null, styles, leftAtRunTime };
  // `__css` is Griffel's (@griffel/react); Fluent re-exports the same package's makeStyles.
  output.prepend(`import { __css as __griffel__css } from '@griffel/react';\n`);
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id }), styles, leftAtRunTime };
}

/** A place in a module's code: its line (from 1) and column (from 0), as source maps count them. */
export interface CodePosition {
  line: number;
  column: number;
}

function positionIn(code: string, offset: number): CodePosition {
  const before = code.slice(0, offset);
  return { line: before.split('\n').length, column: offset - (before.lastIndexOf('\n') + 1) };
}

/**
 * Where a place of the code the build sees (TypeScript and JSX already compiled) stands in
 * the source file, through the source map of the transforms before this one; the place
 * itself when the map does not say.
 */
export function sourcePosition(map: SourceMapInput | { mappings: string } | null | undefined, position: CodePosition): CodePosition {
  if (!map) return position;
  // A version 3 map, as every transform gives it; their declared types differ in detail.
  const original = originalPositionFor(new TraceMap(map as SourceMapInput), position);
  return original.line === null ? position : { line: original.line, column: original.column };
}

/**
 * The stylesheet of the calls the built JavaScript still uses, in the order Griffel's
 * renderer inserts them: by bucket (reset, plain, :link ... :active, at-rules, @media,
 * @container), then media or container query, then priority; each rule once.
 */
export function griffelStylesheet(calls: Iterable<ExtractedStyles>, builtCode: string): { css: string; calls: number; kept: number } {
  const strings = new Set(builtCode.match(/(?<=["'`])[\w-]+(?=["'`])/g));
  const bucketOrder = new Map(styleBucketOrdering.map((bucket, index) => [bucket, index]));
  const rules = new Map<string, { bucket: number; condition: string; priority: number }>();
  let count = 0;
  let kept = 0;
  for (const call of calls) {
    count++;
    if (!call.classNames.every((name) => strings.has(name))) continue;
    kept++;
    for (const [bucket, entries] of Object.entries(call.rules)) {
      for (const entry of entries ?? []) {
        const [rule, meta] = normalizeCSSBucketEntry(entry);
        rules.set(rule, {
          bucket: bucketOrder.get(bucket as keyof CSSRulesByBucket) ?? bucketOrder.size,
          condition: String((bucket === 'm' ? meta?.m : bucket === 'x' ? meta?.x : undefined) ?? ''),
          priority: Number(meta?.p ?? 0),
        });
      }
    }
  }
  const css = [...rules]
    .sort(([, a], [, b]) => a.bucket - b.bucket || defaultCompareMediaQueries(a.condition, b.condition) || a.priority - b.priority)
    .map(([rule]) => rule)
    .join('\n');
  return { css, calls: count, kept };
}

/**
 * Vite: the build's styles as one stylesheet linked from index.html, `prelude` (the
 * themes' custom properties) first. Fluent's compiled styles are extracted and the app's
 * `makeStyles` compiled at build time only: the development server and the tests run
 * Griffel at run time, as written, and the development page has the prelude inline.
 */
export function griffelCssPlugin({ prelude }: { prelude: string }): Plugin {
  const modules = new Map<string, ExtractedStyles[]>();
  const bare = new Map<string, string | undefined>();
  let scopes: StyleScopes | undefined;
  let stylesheet: string | undefined;
  let building = false;
  return {
    name: 'greenlight-griffel-css',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      modules.clear();
      bare.clear();
      stylesheet = undefined;
      const { tokens } = (await import('@fluentui/tokens')) as { tokens: Record<string, string> };
      scopes = new StyleScopes(tokens, (source) => bare.get(source));
    },
    transform: {
      filter: { id: /\.[cm]?[jt]sx?$/, code: /__styles|__resetStyles|makeStyles/ },
      async handler(code, id) {
        if (!building) return null;
        if (/[\\/]node_modules[\\/]/.test(id)) {
          if (!id.endsWith('.styles.js')) return null;
          const result = extractGriffelStyles(code, id);
          if (!result) return null;
          modules.set(id, result.styles);
          return { code: result.code, map: result.map };
        }
        for (const [, source] of code.matchAll(/\bfrom\s*["']([^"'.][^"']*)["']/g)) {
          if (source && !bare.has(source)) bare.set(source, (await this.resolve(source, id))?.id);
        }
        const result = compileMakeStyles(code, id, scopes!);
        if (!result) return null;
        if (result.leftAtRunTime.length > 0) {
          const map = this.getCombinedSourcemap();
          for (const place of result.leftAtRunTime) {
            const { line, column } = sourcePosition(map, place);
            this.warn(`makeStyles at ${id}:${line}:${column + 1} names something unknown at build time: its styles stay at run time`);
          }
        }
        if (result.styles.length === 0 || !result.map) return null;
        modules.set(id, result.styles);
        return { code: result.code, map: result.map };
      },
    },
    generateBundle(_options, bundle) {
      if (!building) return;
      const builtCode = Object.values(bundle)
        .map((file) => (file.type === 'chunk' ? file.code : ''))
        .join('\n');
      // By module id: the modules are transformed in parallel, and the same build must give the same file.
      const calls = [...modules].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flatMap(([, styles]) => styles);
      const { css } = griffelStylesheet(calls, builtCode);
      const reference = this.emitFile({ type: 'asset', name: 'app.css', source: `${prelude}${css}\n` });
      stylesheet = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!building) return [{ tag: 'style', children: prelude, injectTo: 'head' }];
        if (!stylesheet) return;
        return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${stylesheet}` }, injectTo: 'head' }];
      },
    },
  };
}

/** Where the app and Fluent's own modules import the design tokens from. */
const TOKEN_SOURCES = new Set(['@fluentui/react-components', '@fluentui/react-theme', '@fluentui/tokens']);

/**
 * Writes each `tokens.name` of a module as the string it stands for (`'var(--name)'`), so
 * that Fluent's `tokens` object (467 names, some 9 kB of gzip JavaScript) is not needed
 * at run time when no module reads it any other way. Returns null when the module reads
 * no token by name.
 */
export function inlineFluentTokens(code: string, id: string, tokens: Readonly<Record<string, string>>): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('tokens')) return null;
  const program = parseAst(code, { lang: 'js' }, id) as unknown as Node;
  const locals = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !TOKEN_SOURCES.has((statement.source as Node).value as string)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.type === 'Identifier' && imported.name === 'tokens') {
        locals.add((specifier.local as Node).name as string);
      }
    }
  }
  if (locals.size === 0) return null;
  const nodes = [...walk(program)];
  // A module that uses the name otherwise (passes the object on, or declares the same name
  // in a function, which would shadow the import there) is left as it is.
  const otherUse = nodes.some(({ node, parent }) => {
    if (node.type !== 'Identifier' || !locals.has(node.name as string) || !parent) return false;
    if (parent.type === 'ImportSpecifier') return false;
    if (parent.type === 'MemberExpression') return parent.property === node ? parent.computed === true : false;
    if (parent.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand) return false;
    return true;
  });
  if (otherUse) return null;
  const output = new MagicString(code);
  let replaced = 0;
  for (const { node } of nodes) {
    if (node.type !== 'MemberExpression' || node.computed) continue;
    const object = node.object as Node;
    const property = node.property as Node;
    if (object.type !== 'Identifier' || !locals.has(object.name as string) || property.type !== 'Identifier') continue;
    const value = Object.hasOwn(tokens, property.name as string) ? tokens[property.name as string] : undefined;
    if (typeof value !== 'string') continue;
    output.overwrite(node.start, node.end, JSON.stringify(value));
    replaced++;
  }
  if (replaced === 0) return null;
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id }) };
}

/** Vite: writes Fluent's design tokens as the strings they stand for, at build time. */
export function fluentTokensPlugin(): Plugin {
  let tokens: Record<string, string> = {};
  return {
    name: 'greenlight-fluent-tokens',
    apply: 'build',
    async buildStart() {
      ({ tokens } = (await import('@fluentui/tokens')) as { tokens: Record<string, string> });
    },
    transform: {
      filter: { id: /\.[cm]?[jt]sx?$/, code: /\btokens\b/ },
      handler(code, id) {
        return inlineFluentTokens(code, id, tokens);
      },
    },
  };
}

// The import-circles guard (issue 44): no two hand-written source files of a program import
// each other, directly or around a circle. A circle ties files that should be one, or hides
// a lower floor that knows a higher one (a cache under the HTTP client, a context its steps
// import). Static and dynamic imports alike, type-only ones too: each is an edge of the
// drawing a reader follows. Tests and generated files are left out.
// Part of the `scripts` tests; alone: `npx tsx scripts/import-cycles.ts`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SOURCE_ROOTS = ['rules/src', 'provider/src', 'gateway/src', 'web/src', 'scripts'];

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[\s;])import\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The relative imports a source names, in order. */
export function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => (match[1] ?? match[2] ?? match[3])!);
}

function sourceFiles(root: string, folder: string): string[] {
  const base = join(root, folder);
  if (!existsSync(base)) return [];
  return readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|bench)\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !file.split(/[\\/]/).some((part) => part === '__generated__' || part === 'node_modules' || part === 'test'))
    .map((file) => join(base, file));
}

function resolveImport(from: string, specifier: string): string | null {
  const target = resolve(dirname(from), specifier);
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts'), join(target, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The graph's circles (strongly connected components of two files or more), each sorted, by Tarjan's algorithm. */
export function circlesOf(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!indexOf.has(node)) visit(node);
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The import circles of the repository's hand-written sources, as paths from its root. */
export function importCircles(root: string): string[][] {
  const edges = new Map<string, string[]>();
  for (const folder of SOURCE_ROOTS) {
    for (const file of sourceFiles(root, folder)) {
      const targets = importsOf(readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(file, specifier))
        .filter((target): target is string => target !== null);
      edges.set(relative(root, file), [...new Set(targets.map((target) => relative(root, target)))]);
    }
  }
  return circlesOf(edges);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { root } = await import('./launcher');
  const circles = importCircles(root);
  if (circles.length === 0) console.info('Import circles: none.');
  for (const circle of circles) console.error(`Import circle among: ${circle.join(', ')}`);
  process.exit(circles.length === 0 ? 0 : 1);
}

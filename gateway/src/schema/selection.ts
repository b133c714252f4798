// Whether a field's selection asks for some fields of its type: fragments and inline
// fragments followed (the web app's pages are fragment spreads), to a bounded depth.
import { Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** How deep fragments may nest before the walk stops (the document's depth is bounded before). */
const MAX_DEPTH = 12;

export function selectsAny(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, names: ReadonlySet<string>): boolean {
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined, depth: number): boolean => {
    if (!set || depth > MAX_DEPTH) return false;
    return set.selections.some((selection) => {
      switch (selection.kind) {
        case Kind.FIELD:
          return names.has(selection.name.value);
        case Kind.INLINE_FRAGMENT:
          return walk(selection.selectionSet, depth + 1);
        case Kind.FRAGMENT_SPREAD: {
          const name = selection.name.value;
          if (seen.has(name)) return false;
          seen.add(name);
          const fragment: FragmentDefinitionNode | undefined = info.fragments[name];
          return walk(fragment?.selectionSet, depth + 1);
        }
      }
    });
  };
  return info.fieldNodes.some((node: FieldNode) => walk(node.selectionSet, 0));
}

/**
 * The fields an answer's shape holds: `true` for a field it answers whatever its
 * selection, a tree for one whose own fields it answers in part.
 */
export interface FieldTree {
  readonly [field: string]: true | FieldTree;
}

/**
 * Whether everything the field's selection asks is in the tree (fragments and inline
 * fragments followed, __typename always): the answer's shape can then resolve it.
 * A deeper fragment than the walk follows answers false: the whole shape is read.
 */
export function selectsWithin(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, tree: FieldTree): boolean {
  // Kept per field node: a node belongs to one document, whose fragments do not change, and
  // Yoga's parse cache hands the same document back for the same text (issue 17: a walk per page).
  const [only] = info.fieldNodes;
  if (!only || info.fieldNodes.length > 1) return walkWithin(info, tree);
  let byTree = keptWithin.get(only);
  if (!byTree) keptWithin.set(only, (byTree = new WeakMap<FieldTree, boolean>()));
  let answer = byTree.get(tree);
  if (answer === undefined) {
    answer = walkWithin(info, tree);
    byTree.set(tree, answer);
  }
  return answer;
}

const keptWithin = new WeakMap<FieldNode, WeakMap<FieldTree, boolean>>();

function walkWithin(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, tree: FieldTree): boolean {
  const within = (set: SelectionSetNode | undefined, node: FieldTree, depth: number): boolean => {
    if (!set) return true;
    if (depth > MAX_DEPTH) return false;
    return set.selections.every((selection) => {
      switch (selection.kind) {
        case Kind.FIELD: {
          const name = selection.name.value;
          if (name === '__typename') return true;
          const child = node[name];
          return child === true || (child !== undefined && within(selection.selectionSet, child, depth + 1));
        }
        case Kind.INLINE_FRAGMENT:
          return within(selection.selectionSet, node, depth + 1);
        case Kind.FRAGMENT_SPREAD: {
          // Each fragment is walked once per place of the tree, however often it is spread.
          const name = selection.name.value;
          const known = walked.get(node) ?? new Map<string, boolean>();
          walked.set(node, known);
          if (!known.has(name)) {
            const fragment: FragmentDefinitionNode | undefined = info.fragments[name];
            known.set(name, fragment !== undefined && within(fragment.selectionSet, node, depth + 1));
          }
          return known.get(name)!;
        }
      }
    });
  };
  const walked = new Map<FieldTree, Map<string, boolean>>();
  return info.fieldNodes.every((node: FieldNode) => within(node.selectionSet, tree, 0));
}

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

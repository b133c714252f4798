// The one place where a value changes case between the provider and GraphQL: an
// enum's values are the provider's ('in_testing', 'lastD3Playtime'), its names their
// UPPER_CASE ('IN_TESTING', 'LAST_D3_PLAYTIME'). Resolvers return and arguments give
// the provider's values; Pothos turns them into names and back. The values come from
// rules/ where it lists them, else from the provider's contract (typed by openapi.ts).
import { builder } from '../builder';

/** 'in_testing' → 'IN_TESTING', 'lastD3Playtime' → 'LAST_D3_PLAYTIME'. */
export const enumName = (value: string): string => value.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

export function providerEnum<const V extends string>(
  name: string,
  values: readonly V[],
  options: { description?: string; describe?: (value: V) => string } = {},
) {
  const { description, describe } = options;
  return builder.enumType(name, {
    ...(description ? { description } : {}),
    values: Object.fromEntries(values.map((value) => [enumName(value), { value, ...(describe ? { description: describe(value) } : {}) }])),
  });
}

/** The keys of a rules/ record (AD_NETWORK_IDS, GAME_TAB_LABELS), typed as its keys. */
export const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>): K[] => Object.keys(record) as K[];

/** Every list's direction (games, studios, views). */
export const SortOrder = providerEnum('SortOrder', ['asc', 'desc'] as const, { description: 'Ascending or descending' });

// The routes' queries (routes.tsx): each route's loader preloads its one query, and
// keeps it retained until the page reading it has left the screen.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import { environment, inOneRequest } from './environment';
import { supersedes } from './supersedes';

/**
 * Each route keeps its latest query retained, so that going back shows it at once.
 * The one it replaces is released once the page reading the new one has been put on
 * screen (AppFrame calls releaseReplacedQueries after each commit of a route), never
 * while the old page may still show: during a navigation React keeps the old page
 * until the new one stops suspending, and the old one may render again meanwhile (a
 * live update changing the store).
 */
const retained = new Map<string, PreloadedQuery<OperationType>>();
const replaced = new Set<PreloadedQuery<OperationType>>();

export function preload<T extends OperationType>(query: ConcreteRequest, variables: T['variables']): PreloadedQuery<T> {
  const key = query.params.name;
  // SL-20, MG-22: a route's newer query (another tab, term or filter) cancels its older one still on its way.
  const reference = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-and-network', ...supersedes(key) });
  const previous = retained.get(key);
  if (previous) replaced.add(previous);
  retained.set(key, reference as PreloadedQuery<OperationType>);
  return reference;
}

/**
 * `preload` with the query's artifact imported first: routes.tsx imports each route's
 * artifact in its loader, so that the sign-in page loads none of them (issue 17).
 * `alongside` starts another query the page reads (the game panel its address opens,
 * panelPreload.ts): both leave in one request (inOneRequest).
 */
export async function preloadRoute<T extends OperationType>(
  artifact: Promise<{ default: ConcreteRequest }>,
  variables: T['variables'],
  alongside?: Promise<(() => void) | undefined>,
): Promise<PreloadedQuery<T>> {
  const [{ default: query }, startAlongside] = await Promise.all([artifact, alongside]);
  return inOneRequest(() => {
    const reference = preload<T>(query, variables);
    startAlongside?.();
    return reference;
  });
}

/**
 * A query a loader starts beside its route's own, for a part of the page that reads it
 * later (the game panel an address opens, panelPreload.ts): the caller keeps it, and
 * disposes of it.
 */
export function startQuery<T extends OperationType>(query: ConcreteRequest, variables: T['variables']): PreloadedQuery<T> {
  return loadQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' });
}

/** The routes on screen hold these loader answers: every replaced query they do not hold is released. */
export function releaseReplacedQueries(onScreen: readonly unknown[]): void {
  for (const reference of replaced) {
    if (onScreen.includes(reference)) continue;
    replaced.delete(reference);
    reference.dispose();
  }
}


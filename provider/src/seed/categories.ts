// The demo's genres and tags (TAG), chosen in the categories step.
import type { TagCategory } from '@greenlight/rules';
import type { Db } from '../db';
import { gameGenres, gameTags } from '../db/schema';
import { GENRES } from '../domain/reference/codifications';
import type { Random } from '../lib/random';
import { insertInChunks, type GamePlan } from './plan';

/** Tags studios give their games in the categories step (TAG-05..14): lowercase, 3 to 15 characters. */
const DEMO_TAGS = {
  mechanic: ['merge', 'stacking', 'tap timing', 'swipe', 'physics', 'idle upgrade', 'match three', 'draw path', 'aim and shoot', 'sorting'],
  theme: ['food', 'cars', 'animals', 'space', 'medieval', 'city', 'ocean', 'candy'],
  toy: ['slime', 'ropes', 'blocks', 'marbles', 'dominoes', 'paint', 'screws'],
  other: ['asmr', 'satisfying', 'casual', 'relaxing', 'brain teaser'],
} as const;

export interface CategoryPlan {
  genreIds: number[];
  tags: { label: string; category: TagCategory }[];
}

/**
 * Genres and tags (TAG): a game that went through the categories step has one genre
 * of each category (TAG-02, TAG-04) and two to five tags within each category's limits.
 * Planned before the stats are simulated, whose distributions follow the gameplay genre.
 */
export function categoryPlans(game: GamePlan, root: Random): CategoryPlan {
  // Tested games went through the step; so did the games still in their submission past it (issue 42).
  if (game.iterations.length === 0 && !game.stepsDone.includes('categories')) return { genreIds: [], tags: [] };
  const random = root.fork(`categories/${game.key}`);
  const genreIds = GENRES.map((category) => random.pick(category.options).id);
  const pickTags = (category: keyof typeof DEMO_TAGS, count: number) =>
    random.shuffle(DEMO_TAGS[category]).slice(0, count).map((label) => ({ label, category }));
  const mechanic = pickTags('mechanic', random.int(1, 2));
  const theme = pickTags('theme', 1);
  const drawnToy = random.chance(0.5) ? pickTags('toy', 1) : [];
  // TAG-11: the step needs a toy tag too; one drawn apart, so that no other draw changes.
  const toy = drawnToy.length > 0 ? drawnToy : root.fork(`categories-toy/${game.key}`).shuffle(DEMO_TAGS.toy).slice(0, 1).map((label) => ({ label, category: 'toy' as const }));
  const tags = [...mechanic, ...theme, ...toy, ...(random.chance(0.3) ? pickTags('other', 1) : [])];
  return { genreIds, tags };
}

/** The genres, then the tags, of the games that have some. */
export async function insertCategories(
  tx: Db,
  categories: ReadonlyMap<GamePlan, CategoryPlan>,
  gameIdOf: ReadonlyMap<GamePlan, number>,
): Promise<void> {
  const genreRows = [...categories].flatMap(([game, plan]) =>
    plan.genreIds.map((genreId) => ({ gameId: gameIdOf.get(game) as number, genreId })),
  );
  await insertInChunks(genreRows, (chunk) => tx.insert(gameGenres).values(chunk));
  const tagRows = [...categories].flatMap(([game, plan]) =>
    plan.tags.map((tag) => ({ gameId: gameIdOf.get(game) as number, ...tag, createdAt: game.iterations[0]?.createdAt ?? game.createdAt })),
  );
  await insertInChunks(tagRows, (chunk) => tx.insert(gameTags).values(chunk));
}

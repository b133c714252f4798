// The demo's feedback and changelogs (FBK): notes publishing managers left on tests,
// and the changelogs studios sent with their testing requests.
import { CHANGELOG_CATEGORIES, type ChangelogCategory } from '@greenlight/rules';
import type { Db } from '../db';
import { changelogs, gameFeedbacks } from '../db/schema';
import type { Random } from '../lib/random';
import { addDays, insertInChunks, latestNote, officeHours, studioPm, type GamePlan } from './plan';

/** Coaching notes a publishing manager leaves after looking at a test (FBK-01: HTML). */
const FEEDBACK_NOTES = [
  '<p>Nice first-day retention. The tutorial still loses players on level 2: show the swipe earlier.</p>',
  '<p>CPI is above our threshold. The first three seconds of the videos do not show the core mechanic; open on the gameplay.</p>',
  '<p>Good progress on this iteration. <strong>D7 is the next target</strong>: give players a reason to come back (daily reward, skins to unlock).</p>',
  '<p>Players drop out during the first session. Shorten the levels and make failing clearer.</p>',
  '<p>The best video opens on the most satisfying moment of the game; reuse that hook in the next cuts.</p>',
  '<p>The art reads well on small screens. A brighter palette would help the icon stand out in the store.</p>',
  '<ul><li>Cut the loading time</li><li>Remove the interstitial after level 1</li><li>Make the first win happen within 20 seconds</li></ul>',
  '<p>Playtime is good but sessions are short. Check where players quit; a softer difficulty spike around level 5 may help.</p>',
];
const FEEDBACK_SUBJECTS = ['Iteration review', 'Video feedback', 'Retention', 'Onboarding', 'Next steps', 'Core loop'];

/** What changed in a build, by FBK-02 category, as studios write it. */
const CHANGELOG_DETAILS: Record<ChangelogCategory, readonly string[]> = {
  video: ['New hook in the first three seconds', 'Vertical cut of the gameplay video'],
  gameplay: ['Shorter first level', 'Smoother difficulty over levels 1-10'],
  ui: ['Bigger buttons on the main screen', 'Clearer level-complete screen'],
  controls: ['Lower swipe sensitivity', 'Tap and hold replaces the double tap'],
  content_level_design: ['20 new levels', 'Levels reordered: easy wins first'],
  core_mechanics: ['Combo multiplier on consecutive hits', 'Merges now chain automatically'],
  bug: ['Fixed a crash on game over', 'Fixed progress lost after an update'],
};

/**
 * Feedback on about half the tested games of studios with a PM (FBK-01): one to
 * three notes by the studio's PM, each a few days into an iteration that started.
 */
function feedbackPlans(game: GamePlan, root: Random, today: Date) {
  const random = root.fork(`feedback/${game.key}`);
  const author = studioPm(game);
  const started = game.iterations.filter((it) => it.start.getTime() < today.getTime());
  if (!author || started.length === 0 || !random.chance(0.5)) return [];
  const notes = Array.from({ length: random.int(1, 3) }, () => {
    const it = random.pick(started);
    const dated = new Date(addDays(it.start, random.int(1, it.duration + 4)).getTime() + officeHours(random));
    const latest = latestNote(today, random);
    return {
      author,
      subject: random.chance(0.6) ? random.pick(FEEDBACK_SUBJECTS) : null,
      feedback: random.pick(FEEDBACK_NOTES),
      createdAt: dated.getTime() < latest.getTime() ? dated : latest,
    };
  });
  return notes.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

interface ChangelogPlan {
  category: ChangelogCategory;
  details: string;
  state: 'pending' | 'validated' | 'rejected';
  decidedBy: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/**
 * Changelogs (FBK-10..12): a game waiting for its next test sent one to three
 * entries with the request (pending); a finished game that iterated kept, now and
 * then, the decided entries of a later iteration's request.
 */
function changelogPlans(game: GamePlan, root: Random, today: Date): ChangelogPlan[] {
  const random = root.fork(`changelogs/${game.key}`);
  const entries = (count: number) =>
    random.shuffle(CHANGELOG_CATEGORIES).slice(0, count).map((category) => ({
      category,
      details: random.pick(CHANGELOG_DETAILS[category]),
    }));
  const last = game.iterations.at(-1);
  if (game.kind === 'pending_testing_again' && last) {
    const sent = addDays(last.start, last.duration + random.int(1, 3));
    const latest = latestNote(today, random);
    const createdAt = new Date(Math.min(sent.getTime() + officeHours(random), latest.getTime()));
    return entries(random.int(1, 3)).map((entry) => ({ ...entry, state: 'pending', decidedBy: null, createdAt, decidedAt: null }));
  }
  const decider = studioPm(game);
  if (game.kind !== 'finished' || !last || last.number < 2 || !decider || !random.chance(0.5)) return [];
  const createdAt = new Date(addDays(last.createdAt, -random.int(1, 3)).getTime() + officeHours(random));
  return entries(random.int(1, 2)).map((entry) => ({
    ...entry,
    state: random.chance(0.75) ? 'validated' : 'rejected',
    decidedBy: decider,
    createdAt,
    decidedAt: last.createdAt,
  }));
}

/** The feedback notes, then the changelogs, of every game in the plan's order. */
export async function insertFeedbackAndChangelogs(
  tx: Db,
  plan: { root: Random; today: Date; gamePlans: readonly GamePlan[]; gameIdOf: ReadonlyMap<GamePlan, number> },
  userId: (email: string | null) => number | null,
): Promise<void> {
  const { root, today, gamePlans, gameIdOf } = plan;
  const feedbackRows = gamePlans.flatMap((game) =>
    feedbackPlans(game, root, today).map((note) => ({
      gameId: gameIdOf.get(game) as number,
      authorId: userId(note.author),
      subject: note.subject,
      feedback: note.feedback,
      createdAt: note.createdAt,
    })),
  );
  await insertInChunks(feedbackRows, (chunk) => tx.insert(gameFeedbacks).values(chunk));
  const changelogRows = gamePlans.flatMap((game) =>
    changelogPlans(game, root, today).map((entry) => ({
      gameId: gameIdOf.get(game) as number,
      category: entry.category,
      details: entry.details,
      state: entry.state,
      decidedBy: userId(entry.decidedBy),
      createdAt: entry.createdAt,
      decidedAt: entry.decidedAt,
    })),
  );
  await insertInChunks(changelogRows, (chunk) => tx.insert(changelogs).values(chunk));
}

// Names for the demo data: hyper-casual / hybrid-casual game titles and studios.
import type { Random } from '../lib/random';

/** The game name rule (000 §5): 3 to 25 characters. */
export const GAME_NAME_MIN_LENGTH = 3;
export const GAME_NAME_MAX_LENGTH = 25;

/** Words that open a title: "Idle Bakery", "Merge Kingdom", "Tiny Pizza Shop". */
export const TITLE_PREFIXES = [
  'Idle',
  'Merge',
  'Tiny',
  'Super',
  'Mega',
  'Happy',
  'Crazy',
  'Pocket',
  'Magic',
  'Lucky',
  'Perfect',
  'Sky',
  'Tap',
  'Mini',
  'Royal',
  'Epic',
  'Cozy',
  'Jelly',
  'Neon',
  'Hyper',
] as const;

/** Subjects, some of them compound: "Paper Plane", "Parking Jam", "Knife Hit". */
export const TITLE_SUBJECTS = [
  'Paper Plane',
  'Stack Tower',
  'Parking Jam',
  'Knife Hit',
  'Color',
  'Bakery',
  'Kingdom',
  'Candy',
  'Rope',
  'Bridge',
  'Tile',
  'Ball',
  'Slime',
  'Sushi',
  'Pizza',
  'Donut',
  'Cube',
  'Water',
  'Sand',
  'Brick',
  'Hexa',
  'Block',
  'Car',
  'Train',
  'Rocket',
  'Robot',
  'Zombie',
  'Ninja',
  'Pirate',
  'Farm',
  'Fish',
  'Cat',
  'Hole',
  'Crowd',
  'Arrow',
  'Bottle',
  'Ring',
  'Hair',
  'Nail',
  'Soap',
  'Wood',
  'Stickman',
  'Bubble',
  'Gem',
  'Coin',
  'Castle',
  'Garden',
  'Burger',
  'Juice',
  'Cake',
  'Screw',
  'Bus',
  'Marble',
  'Dice',
  'Noodle',
  'Ice Cream',
  'Tower',
  'Island',
  'Dragon',
  'Knight',
] as const;

/** Words that close a title: "Dash", "Rush", "Master", "Puzzle". */
export const TITLE_SUFFIXES = [
  'Dash',
  'Rush',
  'Run',
  'Jam',
  'Master',
  'Puzzle',
  'Sort',
  'Merge',
  'Smash',
  'Stack',
  'Craft',
  'Tycoon',
  'Empire',
  'Frenzy',
  'Blast',
  'Escape',
  'Race',
  'Flip',
  'Jump',
  'Fever',
  'Hero',
  'Saga',
  'Match',
  'Inc',
  'Land',
  'Story',
  'Factory',
  'Shop',
  'Builder',
  'Cut',
  'Slice',
  'Roll',
  'Drop',
  'Pop',
  'Swipe',
  'Fill',
  'Away',
  'Out',
  'Up',
  'Quest',
] as const;

/** What some titles end with: "Stack Tower 3D", "Parking Jam Rush 2". */
export const TITLE_TAILS = ['3D', '2', 'Mania', 'Legends', 'Deluxe', 'GO', 'Pro'] as const;

/** The five studios beside studio-one, studio-two and studio-three. */
export const EXTRA_STUDIO_NAMES = [
  'Pixel Forge',
  'Moonbeam Games',
  'Bright Harbor',
  'Lucky Otter Studio',
  'Tiny Rocket Labs',
] as const;

/** 'Moonbeam Games' → 'moonbeam-games'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function composeTitle(random: Random): string {
  const prefix = random.pick(TITLE_PREFIXES);
  const subject = random.pick(TITLE_SUBJECTS);
  const suffix = random.pick(TITLE_SUFFIXES);
  const tail = random.pick(TITLE_TAILS);
  const pattern = random.weighted<number>([
    [0, 3], // Idle Bakery
    [1, 5], // Parking Jam Rush
    [2, 2], // Stack Tower 3D
    [3, 2], // Tiny Pizza Shop
    [4, 1], // Knife Hit Master 3D
    [5, 1], // Candy Castle
    [6, 1], // Crowd.io
  ]);
  switch (pattern) {
    case 0:
      return `${prefix} ${subject}`;
    case 1:
      return `${subject} ${suffix}`;
    case 2:
      return `${subject} ${tail}`;
    case 3:
      return `${prefix} ${subject} ${suffix}`;
    case 4:
      return `${subject} ${suffix} ${tail}`;
    case 5: {
      const other = random.pick(TITLE_SUBJECTS);
      return other === subject ? `${subject} ${suffix}` : `${subject} ${other}`;
    }
    default:
      return `${subject.replace(' ', '')}.io`;
  }
}

/**
 * A generator of unique, believable game names within the name rule. Each call
 * draws from the stream it is given (one per game, so a new game does not rename
 * the others) and returns a name not returned before (case-insensitive).
 */
export function createGameNameGenerator(): (random: Random) => string {
  const used = new Set<string>();
  return (random) => {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const name = composeTitle(random);
      const key = name.toLowerCase();
      if (name.length < GAME_NAME_MIN_LENGTH || name.length > GAME_NAME_MAX_LENGTH || used.has(key)) continue;
      // "Merge Merge", "Stack Tower Stack": skip titles that repeat a word.
      const words = key.split(' ');
      if (new Set(words).size !== words.length) continue;
      used.add(key);
      return name;
    }
    throw new Error('Ran out of unique game names');
  };
}

// The demo's content entries (CMS-02..04) and quotes (REF-13): the general alert,
// the welcome page's thresholds (Part G: CPI at most $0.40, D1 at least 35%, D7 at
// least 10%), help texts, and quotes on game design and making things.
import { startOfUtcDay, type Clock } from '../clock';
import type { Db } from '../db';
import { contentEntries, quotes } from '../db/schema';

export const DEMO_CONTENT: Readonly<Record<string, Record<string, unknown>>> = {
  // SUB-SDK-02: the SDK package of the SDK integration step, a Unity package installed by URL.
  SDK_PACKAGE: {
    name: 'com.greenlight.sdk',
    version: '4.2.1',
    installUrl: 'https://sdk.greenlight.example/unity/com.greenlight.sdk-4.2.1.tgz',
  },
  // CMS-05: a warning the submission flow shows above its step.
  SUBMISSION_WARNINGS: {
    warnings: [
      {
        step: 'sdk_facebook',
        content: 'Facebook is answering app access requests in up to 48 hours this week: request access as soon as your app exists.',
      },
    ],
  },
  GENERAL_ALERT: {
    title: 'Snapchat reporting delayed',
    content:
      'Snapchat is reporting campaign results late: installs and spend of the last 48 hours may be incomplete. Your KPIs will catch up automatically, there is nothing to do on your side.',
    color: 'warning',
    active: true,
  },
  HOMEPAGE: {
    kpiTitle: 'The minimum KPIs we look for in a prototype',
    kpis: [
      {
        label: 'CPI',
        value: '$0.40',
        text: 'Cost per install at most $0.40: players want your game from its ad.',
      },
      {
        label: 'Day 1 retention',
        value: '35%',
        text: 'At least 35% of new players come back the day after installing.',
      },
      {
        label: 'Day 7 retention',
        value: '10%',
        text: 'At least 10% of new players still play a week later.',
      },
    ],
  },
  HELP_GAMES_LIST: {
    title: 'The games list',
    content: [
      'Every game submitted by the studios, most recent iteration first. Search by game or studio name, sort by the best KPIs, and build filters on any column.',
      'Turn "Best only" on to compare the best iteration of each game, off to compare their latest one.',
      'Save the columns, filters and sort you use as a view to find them again; "My games" holds the games of the studios you manage.',
    ].join('\n\n'),
  },
  HELP_MY_GAMES: {
    title: 'My games',
    content: [
      'Your tests by stage: in progress, iterating, pending approval, in testing, finished and archived. The number on each tab counts its games.',
      'A test in progress shows its next step: open it to carry on where you left off. Once you request testing, the publishing team reviews it, usually within one or two business days.',
      'CPI tests show their cost per install and day-1 retention; switch to CTR to see your test-only games.',
    ].join('\n\n'),
  },
  // The submission's tutorials (SUB-05, SUB-27): {{tags}} are filled by the page from
  // the game; a tag's value may hold tags. Categories has none: "Nothing to see here".
  TUTORIAL_CREATE: {
    title: 'Create a test',
    content: [
      'Give your test a name you will recognise in your board: 3 to 25 characters. It cannot change once the test exists.',
      'Choose the platform of the build you will test. A CPI test buys installs on the ad networks you tick and measures cost per install, retention and playtime; a CTR test only measures how often players click your ads, and needs no build.',
      'If your game is already live in its store, say so: the store publishing step is then skipped.',
    ].join('\n\n'),
  },
  TUTORIAL_APPSTORE_SUBMISSION: {
    title: 'Publish on the App Store',
    content: [
      'Your game must be on the App Store before we can link it and buy installs: upload your build with Xcode, fill in its App Store Connect page and submit it for review. A TestFlight build is not enough.',
      'Write down the app\'s Apple ID (the 9 or 10 digits in its App Store Connect page) and its bundle id: the next step asks for both.',
      'This demo simulates the stores: publish your app in the store with\n$ {{storePublishCommand}}',
    ].join('\n\n'),
  },
  TUTORIAL_PLAYSTORE_SUBMISSION: {
    title: 'Publish on Google Play',
    content: [
      'Your game must be on Google Play before the campaign starts: create the app in the Play Console, upload your signed bundle to a production or open testing track and send it for review.',
      'Its package name ({{bundleId}}) is the bundle id you linked: it must be the same.',
      'This demo simulates the stores: publish your app in the store with\n$ {{storePublishCommand}}',
    ].join('\n\n'),
  },
  TUTORIAL_LINK_STORE: {
    title: 'Link to store',
    content: [
      'Enter the identifiers of your game in its store. We look the app up in the store: an id the store does not know is refused, so publish first.',
      'The bundle id cannot be changed later. Tick "Create a new analytics slot" for a new game; if this game was tested before through Greenlight, enter its analytics id to keep its history.',
      'Games sharing a store id and bundle id belong to one project: we find it for you, and you may rename it.',
    ].join('\n\n'),
  },
  TUTORIAL_SDK_FACEBOOK: {
    title: 'Facebook setup',
    content: [
      'Create an app for your game on developers.facebook.com (type Gaming), and enter its App ID: 15 to 17 digits.',
      'In the app\'s settings, copy the Install Referrer decryption key (64 characters) if you use one. Then request access: we ask Facebook to let our ad account advertise your app.',
    ].join('\n\n'),
  },
  TUTORIAL_TINYSAUCE_PACKAGE: {
    title: 'SDK integration',
    content: [
      'Import our SDK package in your Unity project, then open its settings and paste the analytics game key and secret key, the attribution token and, for Facebook campaigns, your Facebook App ID. You find them in the game\'s ids.',
      'Build the game on a device and play one session: the SDK sends its first events. The test button then tells whether they arrived.',
      'This demo simulates your build: send the SDK events of a first session with\n$ {{sdkEventsCommand}}',
    ].join('\n\n'),
  },
  TUTORIAL_GAME_BUILDING: {
    title: 'Game building and test',
    content: [
      'Build a release version of the game with the SDK, install it on a device, launch it and play past the first level.',
      'Then test the analytics integration (sessions and progression reach our analytics) and the attribution integration (the install was attributed).',
      'This demo simulates your build: send the SDK events of a first session with\n$ {{sdkEventsCommand}}',
    ].join('\n\n'),
  },
  TUTORIAL_REQUEST_TESTING: {
    title: 'Finalize app config',
    content: [
      'Before your campaign can run, check the last settings of your app: on iOS, the App Tracking Transparency prompt shows on first launch and SKAdNetwork ids of the networks are in Info.plist; for Facebook campaigns, the app is public (Live mode) with its privacy policy URL and the platform of the build added.',
      'When all of this is in place, go on to the categories of your game.',
    ].join('\n\n'),
  },
  TUTORIAL_UPLOAD_ASSET: {
    title: 'Create campaign',
    content: [
      'Your campaign needs the game\'s icon (square, 512x512 recommended) and 15 to 30 seconds videos of gameplay only, in the ratio of each network: 4:5 for Facebook, 9:16 for Snapchat.',
      'Request testing when everything is ready: the publishing team usually accepts a request within 1 or 2 business days.',
    ].join('\n\n'),
  },
};

/** Quotes with their authors, each checked against its source. */
export const DEMO_QUOTES: readonly { quote: string; author: string }[] = [
  { quote: 'A game is a series of interesting choices.', author: 'Sid Meier' },
  { quote: 'Fun is just another word for learning.', author: 'Raph Koster' },
  {
    quote:
      'Fun from games arises out of mastery. It arises out of comprehension. It is the act of solving puzzles that makes games fun.',
    author: 'Raph Koster',
  },
  {
    quote: 'The game is not the experience. The game enables the experience, but it is not the experience.',
    author: 'Jesse Schell',
  },
  { quote: 'A game is a problem-solving activity, approached with a playful attitude.', author: 'Jesse Schell' },
  {
    quote:
      'A good idea is something that does not solve just one single problem, but rather can solve multiple problems at once.',
    author: 'Shigeru Miyamoto',
  },
  { quote: 'With Spore, we want players to be George Lucas, not Luke Skywalker.', author: 'Will Wright' },
  { quote: '70% of my body is made of movies.', author: 'Hideo Kojima' },
  {
    quote:
      'On my business card, I am a corporate president. In my mind, I am a game developer. But in my heart, I am a gamer.',
    author: 'Satoru Iwata',
  },
  { quote: 'Late is just for a little while, suck is forever.', author: 'Gabe Newell' },
  { quote: 'Playing a game is the voluntary attempt to overcome unnecessary obstacles.', author: 'Bernard Suits' },
  {
    quote:
      'Play is older than culture, for culture, however inadequately defined, always presupposes human society, and animals have not waited for man to teach them their playing.',
    author: 'Johan Huizinga',
  },
  { quote: 'Restrictions breed creativity.', author: 'Mark Rosewater' },
  { quote: 'Early on, all of our movies suck.', author: 'Ed Catmull' },
  { quote: 'Real artists ship.', author: 'Steve Jobs' },
  {
    quote: "If you are not embarrassed by the first version of your product, you've launched too late.",
    author: 'Reid Hoffman',
  },
  { quote: 'The best way to have a good idea is to have lots of ideas.', author: 'Linus Pauling' },
  {
    quote: 'Inspiration is for amateurs. The rest of us just show up and get to work.',
    author: 'Chuck Close',
  },
  {
    quote: 'Perfection is achieved, not when there is nothing more to add, but when there is nothing left to take away.',
    author: 'Antoine de Saint-Exupéry',
  },
  { quote: 'Ever tried. Ever failed. No matter. Try again. Fail again. Fail better.', author: 'Samuel Beckett' },
];

export async function seedContent(db: Db, clock: Clock): Promise<void> {
  // Stamped at the start of the day, like the rest of the seed: any time of one day gives the same rows.
  const updatedAt = startOfUtcDay(clock.now());
  await db
    .insert(contentEntries)
    .values(Object.entries(DEMO_CONTENT).map(([id, fields]) => ({ id, fields: JSON.stringify(fields), updatedAt })));
  await db.insert(quotes).values([...DEMO_QUOTES]);
}

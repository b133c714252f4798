// The welcome page's texts (SB-06..11). They come from the content service's
// HOMEPAGE entry; these are its built-in fallbacks (CMS-07, Part G: CPI at most
// $0.40, D1 at least 35%, D7 at least 10%).
export const HOMEPAGE_FALLBACK = {
  title: 'Welcome to your studio board',
  intro:
    'Submit your prototypes as ad tests, follow their cost per install, retention and playtime, and iterate until a game is ready to launch.',
  kpiTitle: 'The minimum thresholds we look for',
  kpis: [
    { label: 'Day-1 retention', value: '35%', text: 'at least 35% of new players come back the day after they installed' },
    { label: 'Day-7 retention', value: '10%', text: 'at least 10% still play a week later' },
    { label: 'Cost per install', value: '$0.40', text: 'at most $0.40 to bring in a player' },
  ],
} as const;

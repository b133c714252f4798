// Prototype scores (GC-15, GC-17, GC-22, GC-23, BE-KPI-07): 0 to 5, per ad network
// from the KPIs of the latest iteration with data, and the staff's rating of the
// prototype on eight dimensions (set with rate_game, read with view_proto_score).

export const SCORE_MIN = 0;
export const SCORE_MAX = 5;

/** GC-23: the rating's dimensions, in the order the score details list them. */
export const SCORE_DIMENSIONS = [
  { id: 'execution', label: 'Execution' },
  { id: 'balancing', label: 'Balancing' },
  { id: 'artEfficiency', label: 'Art efficiency' },
  { id: 'progression', label: 'Progression' },
  { id: 'idea', label: 'Idea' },
  { id: 'newness', label: 'Newness' },
  { id: 'systemOne', label: 'System 1' },
  { id: 'depth', label: 'Depth' },
] as const;

export type ScoreDimension = (typeof SCORE_DIMENSIONS)[number]['id'];
export type ScoreDetails = Record<ScoreDimension, number>;

/** A score is a whole number from 0 to 5. */
export const isScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= SCORE_MIN && value <= SCORE_MAX;

/** "3/5", or '-' when there is none (GC-27). */
export const formatScore = (score: number | null | undefined): string => (score === null || score === undefined ? '-' : `${score}/${SCORE_MAX}`);

/** GC-15: "Facebook 3/5 · Snapchat 2/5", networks by their display name. */
export function formatNetworkScores(scores: readonly { network: string; score: number }[]): string {
  return scores.map(({ network, score }) => `${network} ${formatScore(score)}`).join(' · ');
}

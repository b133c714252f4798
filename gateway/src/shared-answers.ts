// Answers that are the same for every signed-in caller (the codifications: countries,
// positions, the active PMs and game leads ...), kept a minute by the gateway so that a
// page does not ask them again (issue 17: the game panel in 4 provider calls). Only a
// request whose viewer is signed in reads them (loaders.ts); a failure is not kept.
export const SHARED_TTL_MS = 60_000;

export class SharedAnswers {
  private readonly entries = new Map<string, { answer: Promise<unknown>; until: number }>();

  constructor(
    private readonly ttlMs = SHARED_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  read<T>(key: string, call: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.until > this.now()) return entry.answer as Promise<T>;
    const answer = call();
    this.entries.set(key, { answer, until: this.now() + this.ttlMs });
    answer.catch(() => {
      if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
    });
    return answer;
  }
}

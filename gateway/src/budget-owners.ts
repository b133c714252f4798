// Whose each token is, for the points budget per user (issue 42): a leaf of the gateway's
// bottom floor, which the provider client keeps (its viewer answers say whose a token is)
// and rate-limit.ts reads, so that neither floor imports the other for it.
import { createHash } from 'node:crypto';

/** How a presented token is known to `BudgetOwners`: its sha-256, never the token. */
export const credentialDigestOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Whose each presented token is, as the provider answered (issue 42): a user's id, or
 * null for a token it refused. Keyed by the token's hash, never by a claim read from the
 * token (a forged one must not spend another user's points). An owner is kept an hour,
 * a refusal a minute (a session's token lives 15 minutes; a personal access token, once
 * known, is not asked again); at most `maxEntries`, the oldest out first.
 */
export class BudgetOwners {
  private readonly owners = new Map<string, { userId: number | null; until: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 200_000,
    private readonly ownerMs = 3_600_000,
    private readonly refusalMs = 60_000,
  ) {}

  get size(): number {
    return this.owners.size;
  }

  /** The user behind a token digest, null when refused, undefined when not known (or no longer). */
  get(digest: string): number | null | undefined {
    const entry = this.owners.get(digest);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.owners.delete(digest);
      return undefined;
    }
    return entry.userId;
  }

  set(digest: string, userId: number | null): void {
    this.owners.delete(digest);
    if (this.owners.size >= this.maxEntries) this.owners.delete(this.owners.keys().next().value!);
    this.owners.set(digest, { userId, until: this.now() + (userId === null ? this.refusalMs : this.ownerMs) });
  }
}


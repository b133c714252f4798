import type { Clock } from './clock';
import type { Db } from './db';
import type { SessionService } from './domain/sessions';

/** What route plugins share: the data, the clock and the session service. */
export interface AppContext {
  db: Db;
  clock: Clock;
  sessions: SessionService;
}

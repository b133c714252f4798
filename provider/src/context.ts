import type { Clock } from './clock';
import type { AdNetworkAdapter } from './domain/campaigns/adapter';
import type { StoreLookup } from './domain/integrations/store';
import type { Db } from './db';
import type { LiveFeed } from './domain/platform/live';
import type { Mailer } from './domain/platform/mail';
import type { Maintenance } from './domain/platform/maintenance';
import type { SessionService } from './domain/accounts/sessions';

/** Places outside the provider that it links to. */
export interface Links {
  /** Where the dashboard is served (the gateway), for links in emails. */
  publicUrl: string;
  /** The external learning platform (ROUTE-05, ROUTE-08). */
  learningPlatformUrl: string;
  /** The help centre, whose articles the error list links to (ERR-08). */
  helpCenterUrl: string;
  /** The analytics service's dashboard, where a game's analytics slot is read (GD-27). */
  analyticsUrl: string;
}

/** What route plugins share: the data, the clock and the services. */
export interface AppContext {
  db: Db;
  clock: Clock;
  secret: string;
  sessions: SessionService;
  mailer: Mailer;
  maintenance: Maintenance;
  links: Links;
  adNetworks: AdNetworkAdapter;
  /** The app stores' lookup (Part G): the simulated stores' catalogue unless a real one is given. */
  store: StoreLookup;
  /** Publishes what happened, once committed, to the live feed (LIVE). */
  live: LiveFeed;
  /** Where uploaded media are written (BE-UP), and the ffmpeg that crops videos. */
  media: MediaSettings;
}

export interface MediaSettings {
  dir: string;
  /**
   * This provider's id (its worker's lease, worker_leases.instance_id): the files it writes
   * to tmp/ carry it, so that a partial upload of a provider that died is removed as soon
   * as its lease is gone (at the next start on PGlite), not an hour later (issue 46).
   */
  instanceId: string;
  /** An ffmpeg binary: FFMPEG_PATH, else one on the PATH, else @ffmpeg-installer/ffmpeg's. */
  ffmpegPath: string | undefined;
}

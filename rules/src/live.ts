// The live connection's rules (LIVE-02..05), shared by the gateway's upstream and the page.

/** LIVE-02: an empty keepalive message this often. */
export const LIVE_KEEPALIVE_MS = 60_000;
/** LIVE-03: reconnections after a close, before the page gives up (LIVE-04) and the gateway calls its feed interrupted (it keeps trying). */
export const LIVE_RETRY_ATTEMPTS = 5;
/** LIVE-03: the least wait between two attempts. */
export const LIVE_RETRY_WAIT_MS = 5_000;
/** LIVE-04: shown once the attempts are spent, until closed or the connection is back (LIVE-05). */
export const LIVE_FAILED_MESSAGE = 'Oops, connection to live updates failed';

import type { AdNetwork } from '@greenlight/rules';

/** IT-03: the tabs of an iteration: global (with several networks), then one per network. */
export type IterationTab = 'global' | AdNetwork;

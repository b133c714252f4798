// The ad networks a game's campaigns run on (Facebook, Snapchat): one enum for
// budgets, scores, iterations and videos.
import { AD_NETWORK_IDS } from '@greenlight/rules';
import { keysOf, providerEnum } from './provider-enum';

/** rules' AD_NETWORK_IDS in their ids' order: Facebook (1) first (IT-03), Snapchat (2). */
export const AD_NETWORKS = keysOf(AD_NETWORK_IDS).sort((a, b) => AD_NETWORK_IDS[a] - AD_NETWORK_IDS[b]);

export const AdNetworkEnum = providerEnum('AdNetwork', AD_NETWORKS, { description: 'An ad network a game\'s campaigns run on: Facebook or Snapchat' });

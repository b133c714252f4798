// The ad networks a game's campaigns run on (Facebook, Snapchat): one enum for
// budgets, scores, iterations and videos.
import { builder } from '../builder';

export const AdNetworkEnum = builder.enumType('AdNetwork', {
  values: { FACEBOOK: { value: 'facebook' }, SNAPCHAT: { value: 'snapchat' } } as const,
});

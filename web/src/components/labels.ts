// How the dashboard names a platform and an ad network, wherever it shows one.
import type { AdNetworkEnum, PlatformEnum } from '../relay/enums';

export const platformLabel = (platform: PlatformEnum): string => (platform === 'IOS' ? 'iOS' : 'Android');

const NETWORK_LABELS: Readonly<Record<AdNetworkEnum, string>> = { FACEBOOK: 'Facebook', SNAPCHAT: 'Snapchat' };

export const networkLabel = (network: AdNetworkEnum): string => NETWORK_LABELS[network];

// One small function per provider call, typed from the provider's OpenAPI document.
import type { components, paths } from './openapi';
import type { CallContext, ProviderHttp } from './http';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type RequestBody<P extends keyof paths, M extends 'post' | 'put'> = paths[P][M] extends { requestBody: infer R }
  ? Json<R>
  : never;

export type ProviderGame = components['schemas']['Game'];
export type ProviderMe = components['schemas']['Me'];
export type ProviderSession = components['schemas']['Session'];
export type ProviderCodifications = components['schemas']['Codifications'];
export type GamesListBody = RequestBody<'/v1/games', 'post'>;
export type MyGamesListBody = RequestBody<'/v1/my/games', 'post'>;
export type MyGamesCountBody = RequestBody<'/v1/my/games/status/count', 'post'>;
export interface GamesPage {
  data: ProviderGame[];
  total: number;
}

export function createProviderClient(http: ProviderHttp, context: CallContext) {
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, auth = true) =>
    (await http.request<T>({ method, path, body, auth }, context)).body;

  return {
    login: (username: string, password: string) =>
      call<ProviderSession>('POST', '/auth/login', { username, password }, false),
    refresh: (refreshToken: string) => call<ProviderSession>('POST', '/auth/refresh', { refreshToken }, false),
    logout: () => call<null>('DELETE', '/auth/currentsession'),
    me: () => call<ProviderMe>('GET', '/v1/me'),
    codifications: () => call<ProviderCodifications>('GET', '/codifications/'),
    games: (body: GamesListBody) => call<GamesPage>('POST', '/v1/games', body),
    myGames: (body: MyGamesListBody) => call<GamesPage>('POST', '/v1/my/games', body),
    myGamesCounts: (body: MyGamesCountBody) => call<Record<string, number>>('POST', '/v1/my/games/status/count', body),
    game: (id: number) => call<ProviderGame>('GET', `/game/${id}`),
    gamesByIds: (ids: readonly number[]) => call<ProviderGame[]>('GET', `/games/${ids.join(',')}`),
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;

// One small function per provider call, typed from the provider's OpenAPI document.
import { isGameActionId, type AdNetwork, type GameActionId, type IntegrationCheckId, type TagCategory, type ViewContent } from '@greenlight/rules';
import type { components, paths } from './openapi';
import { ProviderError } from './errors';
import type { CallContext, ProviderHttp } from './http';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type RequestBody<P extends keyof paths, M extends 'post' | 'put'> = paths[P][M] extends { requestBody: infer R }
  ? Json<R>
  : never;

export type ProviderGame = components['schemas']['Game'];
/** What a card shows of a game: the lists' narrow answer (issue 17). */
export type ProviderGameCard = components['schemas']['GameCard'];
export type ProviderMe = components['schemas']['Me'];
export type ProviderSession = components['schemas']['Session'];
export type ProviderCodifications = components['schemas']['Codifications'];
/** A personal access token as listed: never the token itself (issue 16). */
export type ProviderAccessToken = paths['/v1/me/access-tokens']['get']['responses'][200]['content']['application/json']['data'][number];
export type ProviderCreatedAccessToken = paths['/v1/me/access-tokens']['post']['responses'][201]['content']['application/json'];
export type CreateAccessTokenBody = RequestBody<'/v1/me/access-tokens', 'post'>;
export type ProviderSavedView = components['schemas']['SavedView'];
/** An operation of a game action: the Operation type's. The integration checks' operations are answered by checkIntegration itself. */
export type ProviderOperation = Omit<components['schemas']['Operation'], 'action'> & { action: GameActionId };
export type ProviderProject = components['schemas']['Project'];
export type ProviderGameSubmission = components['schemas']['GameSubmission'];
/** NOTIF-04 */
export type ProviderNotification = components['schemas']['Notification'];
export type ProviderStudioRow = components['schemas']['StudioRow'];
export type ProviderCreatedStudio = paths['/ss/outbound']['post']['responses'][201]['content']['application/json'];
export type ProviderLegalInformationLink = paths['/v1/studio/{id}/legal_links']['post']['responses'][201]['content']['application/json'];
export type ProviderStudioDetail = components['schemas']['StudioDetail'];
export type ProviderStudioTrend = components['schemas']['StudioTrend'];
export type StudiosListBody = RequestBody<'/v1/studios', 'post'>;
export type ProviderSelfServiceStudio = paths['/ss/studio/{id}']['get']['responses'][200]['content']['application/json'];
export type ProviderStaff = paths['/ss/studio/{id}/users']['get']['responses'][200]['content']['application/json'];
export type StudioSettingsBody = RequestBody<'/studios/{id}', 'put'>;
export type ProviderStudioUser = paths['/studios/{id}/users']['get']['responses'][200]['content']['application/json']['data'][number];
export type ProviderStudioHistory = paths['/studios/{id}/history']['get']['responses'][200]['content']['application/json'];
export type SharedGamesListBody = RequestBody<'/v1/ks/games', 'post'>;
export type ProviderSharedGame = paths['/v1/ks/games']['post']['responses'][200]['content']['application/json']['data'][number];
export type ProviderSharedGameDetail = paths['/v1/ks/game/{id}']['get']['responses'][200]['content']['application/json'];
export type ProviderGameSearchHit = paths['/v1/games/search']['get']['responses'][200]['content']['application/json'][number];
export type ProviderGameDetail = paths['/v1/my/game/{id}']['get']['responses'][200]['content']['application/json'];
export type ProviderGameIterations = paths['/v1/game/{id}']['get']['responses'][200]['content']['application/json'];
export type ProviderGameBenchmark = paths['/v1/game/{id}/benchmark']['get']['responses'][200]['content']['application/json'];
export type ProviderIteration = ProviderGameIterations['iterations'][number];
export type ProviderCampaignCreation = paths['/games/{id}/campaignCreationStatus']['get']['responses'][200]['content']['application/json'];
export type ProviderActionField = paths['/game/{id}/{action}']['get']['responses'][200]['content']['application/json']['fields'][number];
export interface ProviderActionResult {
  game: ProviderGame;
  operation: ProviderOperation;
}
type ListName = ViewContent['type'];
/** What a user last chose in a list, kept on the account (AUTH-22, MG-25). */
export type ProviderListPreferences = paths['/v1/me/list-preferences/{list}']['get']['responses'][200]['content']['application/json'];
/** The lists whose choices are kept: games, studios and the board's my games. */
export type PreferenceList = ProviderListPreferences['list'];
export type GamesListBody = RequestBody<'/v1/games', 'post'>;
export type GameRatingBody = RequestBody<'/games/{id}/rating', 'put'>;
export type MyGamesListBody = RequestBody<'/v1/my/games', 'post'>;
export type CreateGameBody = RequestBody<'/api/games/', 'post'>;
export type GameSetupBody = RequestBody<'/games/{id}', 'put'>;
export type GameStoreBody = RequestBody<'/games/{id}/store', 'put'>;
export type ProviderUploadedVideo = components['schemas']['UploadedVideo'];
export type MyGamesCountBody = RequestBody<'/v1/my/games/status/count', 'post'>;
export interface GamesPage<Item = ProviderGame> {
  data: Item[];
  /** Absent when asked withTotal false (a following page of a list whose total is known). */
  total?: number;
  /** The keyset after the last game: `after` of the next page (issue 17). */
  next: string | null;
}
export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  profile: string;
}
export interface ProviderContentEntry {
  id: string;
  fields: Record<string, unknown>;
  updatedAt: string;
}

/**
 * A caller's text as a path segment or query value. A lone UTF-16 surrogate (valid in a
 * GraphQL variable's JSON, not in Unicode) becomes U+FFFD, as a browser's URLSearchParams
 * and the JSON bodies' UTF-8 do, where encodeURIComponent would throw (issue 18, hostile input).
 */
export const uriText = (value: string) =>
  encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/**
 * One method per provider call, bound to a request's context. A class, so that its
 * methods are made once: an object of a hundred closures made for every request was about
 * 30 kB a request, all of it kept past V8's young collections (issue 17, docs/architecture.md "Garbage").
 */
export class ProviderClient {
  constructor(
    private readonly http: ProviderHttp,
    private readonly context: CallContext,
  ) {}

  private async call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, auth = true): Promise<T> {
    return (await this.http.request<T>({ method, path, body, auth }, this.context)).body;
  }

  /** A POST that only reads (a list, a count, a search): retried like a GET when the provider is busy. */
  private async read<T>(path: string, body: unknown): Promise<T> {
    return (await this.http.request<T>({ method: 'POST', path, body, idempotent: true }, this.context)).body;
  }

  /** With `redirectFor`, a learning-platform user's session carries that platform's link (AUTH-07). */
  login(username: string, password: string, redirectFor?: string) {
    return this.call<ProviderSession>(
      'POST',
      redirectFor ? `/auth/login?includeRedirectUrlFor=${uriText(redirectFor)}` : '/auth/login',
      { username, password },
      false,
    );
  }

  refresh(refreshToken: string) {
    return this.call<ProviderSession>('POST', '/auth/refresh', { refreshToken }, false);
  }

  logout() {
    return this.call<null>('DELETE', '/auth/currentsession');
  }

  me() {
    return this.call<ProviderMe>('GET', '/v1/me');
  }

  async accessTokens() {
    return (await this.call<{ data: ProviderAccessToken[] }>('GET', '/v1/me/access-tokens')).data;
  }

  createAccessToken(body: CreateAccessTokenBody) {
    return this.call<ProviderCreatedAccessToken>('POST', '/v1/me/access-tokens', body);
  }

  revokeAccessToken(id: number) {
    return this.call<ProviderAccessToken>('DELETE', `/v1/me/access-tokens/${id}`);
  }

  codifications() {
    return this.call<ProviderCodifications>('GET', '/codifications/');
  }

  games(body: GamesListBody) {
    return this.read<GamesPage>('/v1/games', body);
  }

  myGames(body: MyGamesListBody) {
    return this.read<GamesPage>('/v1/my/games', body);
  }

  /** The same pages as cards: the card's fields only, a third of the bytes (issue 17). */
  gameCards(body: GamesListBody) {
    return this.read<GamesPage<ProviderGameCard>>('/v1/games/cards', body);
  }

  myGameCards(body: MyGamesListBody) {
    return this.read<GamesPage<ProviderGameCard>>('/v1/my/games/cards', body);
  }

  myGamesCounts(body: MyGamesCountBody) {
    return this.read<Record<string, number>>('/v1/my/games/status/count', body);
  }

  game(id: number) {
    return this.call<ProviderGame>('GET', `/game/${id}`);
  }

  gamesByIds(ids: readonly number[]) {
    return this.call<ProviderGame[]>('GET', `/games/${ids.join(',')}`);
  }

  /** Every KPI family: the panel reads them all in one call (IT-30). */
  gameIterations(id: number) {
    return this.call<ProviderGameIterations>('GET', `/v1/game/${id}`);
  }

  /** Issue 43: the game's last KPIs against its gameplay genre and all games of its kind. */
  gameBenchmark(id: number) {
    return this.call<ProviderGameBenchmark>('GET', `/v1/game/${id}/benchmark`);
  }

  gameDetail(id: number) {
    return this.call<ProviderGameDetail>('GET', `/v1/my/game/${id}`);
  }

  campaignCreationStatus(id: number) {
    return this.call<ProviderCampaignCreation>('GET', `/games/${id}/campaignCreationStatus`);
  }

  async actionFields(id: number, action: string) {
    return (await this.call<{ fields: ProviderActionField[] }>('GET', `/game/${id}/${action}`)).fields;
  }

  runAction(id: number, action: string, body: Record<string, unknown>) {
    return this.call<ProviderActionResult>('POST', `/game/${id}/${action}`, body);
  }

  async ongoingOperations(gameIds: readonly number[]) {
    return (await this.call<{ ongoing_operations: ProviderOperation[] }>('GET', `/operations?gameIds=${gameIds.join(',')}`)).ongoing_operations;
  }

  setTags(gameId: number, tags: { label: string; category: TagCategory }[]) {
    return this.call<{ tags: { label: string; category: TagCategory }[] }>('PUT', `/games/${gameId}/tags`, { tags });
  }

  addTag(gameId: number, tag: { label: string; category: TagCategory }) {
    return this.call<{ tags: { label: string; category: TagCategory }[] }>('PATCH', `/games/${gameId}/tags`, { tag });
  }

  removeTag(gameId: number, label: string) {
    return this.call<{ tags: { label: string; category: TagCategory }[] }>('DELETE', `/games/${gameId}/tags`, { tag: { label } });
  }

  searchTags(q: string, category?: TagCategory) {
    return this.call<{ id: string; label: string; category: TagCategory; nb_tagged_games: number }[]>(
      'GET',
      `/tags/search?q=${uriText(q)}${category ? `&category=${category}` : ''}`,
    );
  }

  setStudioManager(studioId: number, role: 'primary' | 'secondary', publishingManagerId: number | null) {
    return this.call<unknown>(
      'PUT',
      `/ss/studio/${studioId}/${role === 'primary' ? 'publishing_manager' : 'secondary_publishing_manager'}`,
      { publishingManagerId },
    );
  }

  updateBudget(gameId: number, adNetwork: AdNetwork, newBudget: number) {
    return this.call<ProviderGame>('PUT', `/games/${gameId}/budget`, { adNetwork, newBudget });
  }

  updateCampaignDuration(gameId: number, campaignDuration: number) {
    return this.call<ProviderGame>('PUT', `/games/${gameId}/campaign_duration`, { campaignDuration });
  }

  rateGame(gameId: number, rating: GameRatingBody) {
    return this.call<ProviderGame>('PUT', `/games/${gameId}/rating`, rating);
  }

  createGame(body: CreateGameBody) {
    return this.call<ProviderGame>('POST', '/api/games/', body);
  }

  updateGameSetup(gameId: number, body: GameSetupBody) {
    return this.call<ProviderGame>('PUT', `/games/${gameId}`, body);
  }

  /** The videos waiting for the game's next iteration (SUB-VID-17). */
  nextIterationVideos(gameId: number) {
    return this.call<ProviderUploadedVideo[]>('GET', `/games/${gameId}/videos`);
  }

  removeVideo(gameId: number, videoId: number) {
    return this.call<null>('POST', `/game/${gameId}/remove_video`, { video_id: videoId });
  }

  /** STAFF-26, BE-PERM-03: what given users may do on given studios. */
  permissionsOnObjects(body: RequestBody<'/api/permissions/on_objects/', 'post'>) {
    return this.call<{ data: { objectType: 'studio'; objectId: number; userId: number; permissions: string[] }[] }>('POST', '/api/permissions/on_objects/', body);
  }

  /** ACT-19: staff accept or reject a video waiting for the next iteration. */
  reviewVideo(gameId: number, videoId: number, body: RequestBody<'/game/{id}/videos/{videoId}/review', 'post'>) {
    return this.call<ProviderUploadedVideo>('POST', `/game/${gameId}/videos/${videoId}/review`, body);
  }

  cropVideo(gameId: number, body: RequestBody<'/api/games/{id}/crop_video/', 'post'>) {
    return this.call<ProviderUploadedVideo>('POST', `/api/games/${gameId}/crop_video/`, body);
  }

  /** POST /game/{id}/{check}, empty body: {ok, operationId}, or a 400 whose error list names what is missing. */
  runIntegrationCheck(gameId: number, check: IntegrationCheckId) {
    return this.call<{ ok: true; operationId: string }>('POST', `/game/${gameId}/${check}`);
  }

  /** GET /v1/game/{id}/submission: the game's steps, where the flow is and what each lacks (issue 42). */
  gameSubmission(gameId: number) {
    return this.call<ProviderGameSubmission>('GET', `/v1/game/${gameId}/submission`);
  }

  setGameSubstatus(gameId: number, substatus: string) {
    return this.call<ProviderGame>('PUT', `/v1/game/${gameId}`, { substatus });
  }

  linkGameToStore(gameId: number, body: GameStoreBody) {
    return this.call<ProviderGame>('PUT', `/games/${gameId}/store`, body);
  }

  adjustToken(gameId: number) {
    return this.call<{ adjustAppToken: string }>('GET', `/v1/game/${gameId}/adjustToken`);
  }

  /** The list's CSV (POST /v1/games/export), streamed as the provider writes it. */
  exportGames(body: unknown) {
    return this.http.stream({ method: 'POST', path: '/v1/games/export', body }, this.context);
  }

  /** The studios list's CSV (POST /v1/studios/export), streamed. */
  exportStudios(body: unknown) {
    return this.http.stream({ method: 'POST', path: '/v1/studios/export', body }, this.context);
  }

  project(id: number) {
    return this.call<ProviderProject>('GET', `/projects/${id}`);
  }

  renameProject(id: number, name: string) {
    return this.call<true>('PUT', `/projects/${id}`, { id, name });
  }

  searchProject(query: { storeId?: string; bundleId?: string; platform: 'ios' | 'android' }) {
    return this.read<ProviderProject | null>('/projects/search', query);
  }

  studios(body: StudiosListBody) {
    return this.read<{ data: ProviderStudioRow[]; total: number }>('/v1/studios', body);
  }

  studio(id: number) {
    return this.call<ProviderStudioDetail>('GET', `/v1/studio/${id}`);
  }

  searchGames(term: string) {
    return this.call<ProviderGameSearchHit[]>('GET', `/v1/games/search?term=${encodeURIComponent(term)}`);
  }

  sharedGames(body: SharedGamesListBody) {
    return this.read<{ data: ProviderSharedGame[]; total: number }>('/v1/ks/games', body);
  }

  sharedGame(id: number) {
    return this.call<ProviderSharedGameDetail>('GET', `/v1/ks/game/${id}`);
  }

  pinSharedGame(id: number, isPinned: boolean) {
    return this.call<{ id: number; isPinned: boolean }>('PUT', `/v1/ks/game/${id}/pin`, { isPinned });
  }

  async studioUsers(id: number) {
    return (await this.call<{ data: ProviderStudioUser[] }>('GET', `/studios/${id}/users`)).data;
  }

  studioHistory(id: number) {
    return this.call<ProviderStudioHistory>('GET', `/studios/${id}/history`);
  }

  starStudio(id: number, isStarred: boolean) {
    return this.call<{ id: number; isStarred: boolean }>('PUT', `/ss/studio/${id}/star`, { is_starred: isStarred });
  }

  updateStudioSettings(id: number, body: StudioSettingsBody) {
    return this.call<ProviderStudioDetail>('PUT', `/studios/${id}`, body);
  }

  switchStudioCoaching(id: number, to: 'coaching' | 'att') {
    return this.call<ProviderStudioDetail>('POST', `/v1/studio/${id}/${to === 'coaching' ? 'attToCoached' : 'coachedToAtt'}`);
  }

  setStudioActivityState(id: number, body: { activityState: 'active' | 'inactive'; isActivityStateForced?: boolean }) {
    return this.call<null>('PUT', `/ss/studio/${id}/activity_state`, body);
  }

  myStudios() {
    return this.call<{ data: { id: number; name: string }[]; total: number }>('GET', '/ss/studios');
  }

  selfServiceStudio(id: number) {
    return this.call<ProviderSelfServiceStudio>('GET', `/ss/studio/${id}`);
  }

  updateSelfServiceStudio(id: number, body: RequestBody<'/ss/studio/{id}', 'put'>) {
    return this.call<null>('PUT', `/ss/studio/${id}`, body);
  }

  setStudioSharing(id: number, status: boolean) {
    return this.call<{ knowledgeSharingStudioStatus: boolean }>('POST', `/ss/studio/${id}/sharing`, { status });
  }

  studioStaff(id: number) {
    return this.call<ProviderStaff>('GET', `/ss/studio/${id}/users`);
  }

  inviteStaffMember(id: number, body: RequestBody<'/ss/studio/{id}/users', 'post'>) {
    return this.call<unknown>('POST', `/ss/studio/${id}/users`, body);
  }

  updateStaffMember(studioId: number, userId: number, body: RequestBody<'/ss/studio/{studioId}/user/{id}', 'put'>) {
    return this.call<null>('PUT', `/ss/studio/${studioId}/user/${userId}`, body);
  }

  async studioContracts(studioId: number) {
    return (await this.call<{ data: { id: number; name: string; date: string }[] }>('GET', `/ss/studio/${studioId}/contracts`)).data;
  }

  /** A contract's PDF (GET /ss/studio/{studioId}/contract/{id}), streamed. */
  contractPdf(studioId: number, id: number) {
    return this.http.stream({ method: 'GET', path: `/ss/studio/${studioId}/contract/${id}` }, this.context);
  }

  createStudioFromLead(answers: Record<string, string>) {
    return this.call<ProviderCreatedStudio>('POST', '/ss/outbound', { answers });
  }

  issueLegalInformationLink(studioId: number, body: RequestBody<'/v1/studio/{id}/legal_links', 'post'>) {
    return this.call<ProviderLegalInformationLink>('POST', `/v1/studio/${studioId}/legal_links`, body);
  }

  submitLegalForm(body: RequestBody<'/ss/legal_forms', 'post'>) {
    return this.call<{ received: boolean }>('POST', '/ss/legal_forms', body, false);
  }

  studioProjects(studioId: number) {
    return this.call<{ data: ProviderProject[]; total: number }>('GET', `/projects?studioId=${studioId}`);
  }

  async operation(id: string): Promise<ProviderOperation> {
    const operation = await this.call<components['schemas']['Operation']>('GET', `/operations/${uriText(id)}`);
    // An integration check is no game action: the operation query answers null for it, as for an unknown id.
    if (!isGameActionId(operation.action)) throw new ProviderError('Operation not found', 404, 'NOT_FOUND');
    return { ...operation, action: operation.action };
  }

  requestPasswordReset(username: string) {
    return this.call<null>('POST', '/auth/resetpwdinit', { username }, false);
  }

  resetPassword(body: { username: string; resetToken: string; newPwd1: string; newPwd2: string }) {
    return this.call<null>('POST', '/auth/resetpwd', body, false);
  }

  updateMe(body: ProfileInput) {
    return this.call<ProviderMe>('PUT', '/v1/me', body);
  }

  changePassword(currentPassword: string, newPassword: string) {
    return this.call<null>('PUT', '/v1/me/password', { currentPassword, newPassword });
  }

  updatePreferences(body: { darkMode?: boolean; confidenceLevel?: number }) {
    return this.call<ProviderMe>('PUT', '/v1/me/preferences', body);
  }

  impersonate(userId: number) {
    return this.call<ProviderSession>('POST', `/hijack/${userId}`);
  }

  releaseImpersonation() {
    return this.call<ProviderSession>('POST', '/hijack/release');
  }

  redirectLink(platform: string) {
    return this.call<{ redirectUrl: string }>('GET', `/auth/redirectLink?platform=${uriText(platform)}`);
  }

  setMaintenance(on: boolean) {
    return this.call<{ on: boolean }>('PUT', '/v1/system/maintenance', { on });
  }

  putContent(id: string, fields: Record<string, unknown>) {
    return this.call<ProviderContentEntry>('PUT', `/v1/content/${uriText(id)}`, { fields });
  }

  content(id: string) {
    return this.call<ProviderContentEntry>('GET', `/v1/content/${uriText(id)}`);
  }

  async views(list: ListName) {
    return (await this.call<{ data: ProviderSavedView[] }>('GET', `/v1/ui-views?list=${list}`)).data;
  }

  view(id: number) {
    return this.call<ProviderSavedView>('GET', `/v1/ui-view/${id}`);
  }

  createView(body: { list: ListName; name: string; description?: string | undefined; content: string }) {
    return this.call<ProviderSavedView>('POST', '/v1/ui-view', body);
  }

  updateView(id: number, body: { name?: string; description?: string; content?: string }) {
    return this.call<ProviderSavedView>('PUT', `/v1/ui-view/${id}`, body);
  }

  deleteView(id: number) {
    return this.call<{ deleted: boolean }>('DELETE', `/v1/ui-view/${id}`);
  }

  listPreferences(list: PreferenceList) {
    return this.call<ProviderListPreferences>('GET', `/v1/me/list-preferences/${list}`);
  }

  setListPreferences(list: PreferenceList, body: NonNullable<ProviderListPreferences['preferences']>) {
    return this.call<ProviderListPreferences>('PUT', `/v1/me/list-preferences/${list}`, body);
  }

  health() {
    return this.call<{ status: 'ok'; maintenance: boolean }>('GET', '/health', undefined, false);
  }

  /** The provider's error list (GET /error_messages/), kept ten minutes by the wrapper for every caller. */
  errorList() {
    return this.http.errorMessages();
  }

  quotes() {
    return this.call<{ quote: string; author: string }[]>('GET', '/v1/quotes');
  }

  latestNotifications() {
    return this.call<{ data: ProviderNotification[]; unreadCount: number }>('GET', '/notification/latest');
  }

  notifications(limit: number, offset: number) {
    return this.call<{ data: ProviderNotification[]; total: number }>('GET', `/notification/list?limit=${limit}&offset=${offset}`);
  }

  markNotificationRead(id: number) {
    return this.call<ProviderNotification>('PUT', `/notification/${id}/read`);
  }

  sendNotification(recipientId: number, content: string) {
    return this.call<ProviderNotification>('POST', '/notification', { type: 'info', content, recipientId, relatedContentId: null });
  }
}

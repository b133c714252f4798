// Saved views of the lists (VIEW) and each user's list preferences (AUTH-22), over
// the provider's /v1/ui-views and /v1/me/list-preferences. The provider keeps a
// view's content as JSON text; here it is typed: term, best-only flag, sort,
// columns and the filter tree.
import { DEFAULT_STUDIO_SORT, type ViewColumn, type ViewContent } from '@greenlight/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder, type GatewaySchemaTypesResolved } from '../builder';
import type { GatewayContext } from '../context';
import type { ProviderSavedView } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { ListColumn } from './codifications';
import { SortOrder } from './game';
import { fromGameFilterInput, GameFilter, GameFilterInput, toGameFilter } from './filters';
import { providerEnum } from './provider-enum';
import { parseContent } from './view-content';
import { User } from './user';

const ListName = providerEnum('ListName', ['games', 'studios'] as const satisfies readonly ProviderSavedView['list'][], {
  description: 'A list that has saved views and preferences: the games list or the studios list',
});

/** VIEW-04, CONF-22: the selector's groups. */
const ViewGroup = builder.enumType('ViewGroup', {
  description:
    'PM views: the default views for publishing managers (my games); Default views; My views; Others views: other users\' views, shown to superusers only',
  values: { PM_VIEWS: {}, DEFAULT_VIEWS: {}, MY_VIEWS: {}, OTHERS_VIEWS: {} } as const,
});

interface ViewSortShape {
  prop: string;
  order: 'asc' | 'desc';
}

const ViewSort = builder.objectRef<ViewSortShape>('ViewSort').implement({
  description: 'A list\'s order: a sort option and a direction',
  fields: (t) => ({
    prop: t.exposeString('prop', { description: 'the sort option: recent, cpi, cpnu, d1, d7, d14, playtime, d3Roas (games)' }),
    order: t.field({ type: SortOrder, description: 'ascending or descending', resolve: (sort) => sort.order }),
  }),
});

interface SavedViewShape extends ProviderSavedView {
  parsed: Partial<ViewContent>;
}

const withContent = (view: ProviderSavedView): SavedViewShape => ({ ...view, parsed: parseContent(view.content) });

async function groupOf(view: SavedViewShape, context: GatewayContext): Promise<'PM_VIEWS' | 'DEFAULT_VIEWS' | 'MY_VIEWS' | 'OTHERS_VIEWS'> {
  // CONF-22: the games list groups PM views apart; the studios list has Default, My and Others.
  if (view.isDefault) return view.slug === 'my-games' && view.list === 'games' ? 'PM_VIEWS' : 'DEFAULT_VIEWS';
  const viewer = await context.loaders.viewer.load();
  return view.creator?.id === viewer?.id ? 'MY_VIEWS' : 'OTHERS_VIEWS';
}

export const SavedView = builder.node(builder.objectRef<SavedViewShape>('SavedView'), {
  id: { resolve: (view) => view.id },
  description: 'A saved view of a list (VIEW-01, VIEW-02)',
  fields: (t) => ({
    viewId: t.exposeInt('id', { description: 'the provider\'s id, as the list\'s ?view= carries it (GL-09)' }),
    name: t.exposeString('name', { description: 'its name' }),
    description: t.exposeString('description', { description: 'what it shows, as its creator wrote it; may be empty' }),
    isDefault: t.exposeBoolean('isDefault', { description: 'one of the default views, which nobody changes' }),
    slug: t.exposeString('slug', { nullable: true, description: 'a default view\'s key: my-games, high-potential, academy' }),
    group: t.field({ type: ViewGroup, description: 'the selector\'s group it is listed under (VIEW-04)', resolve: (view, _args, context) => groupOf(view, context) }),
    creator: t.field({ type: User, nullable: true, description: 'who made it; null for the default views', resolve: (view) => view.creator }),
    canEdit: t.boolean({
      description: 'the viewer may update and delete it: their own, never a default view (VIEW-10, VIEW-11)',
      resolve: async (view, _args, context) => !view.isDefault && view.creator?.id === (await context.loaders.viewer.load())?.id,
    }),
    term: t.string({ description: 'its search text; empty for none', resolve: (view) => view.parsed.term ?? '' }),
    best: t.boolean({ description: 'KPIs read the best value over iterations (GL-31)', resolve: (view) => view.parsed.best ?? true }),
    sort: t.field({
      type: ViewSort,
      nullable: true,
      description: 'its order; null when it keeps none',
      resolve: (view) => (view.parsed.sort?.prop ? { prop: view.parsed.sort.prop, order: view.parsed.sort.order } : null),
    }),
    columns: t.field({
      type: [ListColumn],
      description: 'its columns; empty when it keeps none',
      resolve: (view) => (Array.isArray(view.parsed.columns) ? view.parsed.columns : []),
    }),
    filter: t.field({ type: GameFilter, nullable: true, description: 'its filter tree; null for none', resolve: (view) => toGameFilter(view.parsed.filter) }),
    createdAt: t.exposeString('createdAt', { description: 'when it was made, ISO 8601' }),
    updatedAt: t.exposeString('updatedAt', { description: 'when it last changed, ISO 8601' }),
  }),
  loadOne: async (id: string, context: GatewayContext) => {
    try {
      return withContent(await context.loaders.views.load(Number(id)));
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) return null;
      throw error;
    }
  },
});

builder.queryField('savedViews', (t) =>
  t.field({
    type: [SavedView],
    nullable: true,
    description:
      'The saved views the viewer sees, default views first (VIEW-03, VIEW-04); null, with a FORBIDDEN error, outside the publishing side',
    authScopes: { permission: 'view_pm_interface' },
    args: { list: t.arg({ type: ListName, required: true, defaultValue: 'games', description: 'the list whose views to read' }) },
    resolve: async (_root, { list }, context) => (await context.loaders.listViews.load(list)).map(withContent),
  }),
);

const ListColumnInput = builder.inputType('ListColumnInput', {
  description: 'A list column as a view keeps it (VIEW-02): as ListColumn',
  fields: (t) => ({
    id: t.string({ required: true, description: 'the column\'s key' }),
    label: t.string({ required: true, description: 'its header' }),
    width: t.int({ required: true, description: 'pixels' }),
    isSelected: t.boolean({ required: true, description: 'shown' }),
    isStaff: t.boolean({ required: true, description: 'shown to staff only (PERM-30)' }),
  }),
});

const ViewSortInput = builder.inputType('ViewSortInput', {
  description: 'A list\'s order: a sort option and a direction',
  fields: (t) => ({
    prop: t.string({ required: true, description: 'the sort option: recent, cpi, cpnu, d1, d7, d14, playtime, d3Roas (games)' }),
    order: t.field({ type: SortOrder, required: true, description: 'ascending or descending' }),
  }),
});

const viewContentFields = (t: PothosSchemaTypes.InputFieldBuilder<GatewaySchemaTypesResolved, 'InputObject'>) => ({
  term: t.string({ description: 'the search text; left out, none' }),
  best: t.boolean({ description: 'KPIs read the best value over iterations (GL-31); left out, true' }),
  sort: t.field({ type: ViewSortInput, description: 'the order; left out, recent descending' }),
  columns: t.field({ type: [ListColumnInput], description: 'the columns; left out, none' }),
  filter: t.field({ type: GameFilterInput, description: 'the filter tree; left out, none' }),
});

const SavedViewInput = builder.inputType('SavedViewInput', {
  description: 'A new view: its name and what it keeps of the list (VIEW-02, VIEW-05)',
  fields: (t) => ({
    list: t.field({ type: ListName, required: true, defaultValue: 'games', description: 'the list it belongs to' }),
    name: t.string({ required: true, description: 'unique among the views' }),
    description: t.string({ description: 'what it shows' }),
    ...viewContentFields(t),
  }),
});

const SavedViewUpdateInput = builder.inputType('SavedViewUpdateInput', {
  description: 'What changes; the content fields, when any is given, replace the whole content',
  fields: (t) => ({ name: t.string({ description: 'a new name' }), description: t.string({ description: 'a new description' }), ...viewContentFields(t) }),
});

type ContentInput = {
  term?: string | null | undefined;
  best?: boolean | null | undefined;
  sort?: { prop: string; order: 'asc' | 'desc' } | null | undefined;
  columns?: ViewColumn[] | null | undefined;
  filter?: Parameters<typeof fromGameFilterInput>[0] | null | undefined;
};

function contentText(list: 'games' | 'studios', input: ContentInput): string {
  const content: ViewContent = {
    type: list,
    term: input.term ?? '',
    filter: input.filter ? fromGameFilterInput(input.filter, list) : null,
    columns: input.columns ?? [],
    best: input.best ?? true,
    sort: input.sort ?? (list === 'studios' ? { ...DEFAULT_STUDIO_SORT } : { prop: 'recent', order: 'desc' }),
  };
  return JSON.stringify(content);
}

const hasContent = (input: ContentInput) =>
  [input.term, input.best, input.sort, input.columns, input.filter].some((value) => value !== undefined && value !== null);

const DeleteViewPayload = builder.objectRef<{ deletedId: string }>('DeleteViewPayload').implement({
  description: 'The view deleted',
  fields: (t) => ({ deletedId: t.exposeID('deletedId', { description: 'the global id of the deleted view' }) }),
});

builder.mutationFields((t) => ({
  createView: t.field({
    type: SavedView,
    description: 'Saves the list\'s current state as a new view (VIEW-05, VIEW-08): the name required and unique',
    authScopes: { permission: 'view_pm_interface' },
    errors: { types: [ProviderError], union: { name: 'CreateViewResult', description: 'The view made, or why it was refused' }, directResult: true },
    args: { input: t.arg({ type: SavedViewInput, required: true, description: 'the view to make' }) },
    resolve: async (_root, { input }, context) => {
      const view = await context.provider.createView({
        list: input.list,
        name: input.name,
        description: input.description ?? undefined,
        content: contentText(input.list, input),
      });
      context.loaders.views.prime(view.id, view);
      context.loaders.listViews.clear(input.list);
      return withContent(view);
    },
  }),
  updateView: t.field({
    type: SavedView,
    description: 'Updates a view in place (VIEW-10): its creator only, never a default view',
    authScopes: { permission: 'view_pm_interface' },
    errors: { types: [ProviderError], union: { name: 'UpdateViewResult', description: 'The view updated, or why it was refused' }, directResult: true },
    args: {
      id: t.arg.globalID({ required: true, for: SavedView, description: 'the view\'s global id' }),
      input: t.arg({ type: SavedViewUpdateInput, required: true, description: 'what changes' }),
    },
    resolve: async (_root, { id, input }, context) => {
      const viewId = Number(id.id);
      const content = hasContent(input) ? contentText((await context.loaders.views.load(viewId)).list, input) : undefined;
      const view = await context.provider.updateView(viewId, {
        ...(typeof input.name === 'string' ? { name: input.name } : {}),
        ...(typeof input.description === 'string' ? { description: input.description } : {}),
        ...(content ? { content } : {}),
      });
      context.loaders.views.clear(viewId).prime(viewId, view);
      return withContent(view);
    },
  }),
  deleteView: t.field({
    type: DeleteViewPayload,
    description: 'Deletes a view (VIEW-11): its creator only, never a default view; the list then goes back to the default (VIEW-12)',
    authScopes: { permission: 'view_pm_interface' },
    errors: { types: [ProviderError], union: { name: 'DeleteViewResult', description: 'The view deleted, or why it was refused' }, directResult: true },
    args: { id: t.arg.globalID({ required: true, for: SavedView, description: 'the view\'s global id' }) },
    resolve: async (_root, { id }, context) => {
      await context.provider.deleteView(Number(id.id));
      context.loaders.views.clear(Number(id.id));
      context.loaders.listViews.clearAll();
      return { deletedId: encodeGlobalID('SavedView', id.id) };
    },
  }),
}));

interface ListPreferencesShape {
  sort?: { prop: string; order: 'asc' | 'desc' } | undefined;
  best?: boolean | undefined;
  filter?: unknown;
  term?: string | undefined;
  viewId?: number | null | undefined;
}

const ListPreferences = builder.objectRef<ListPreferencesShape>('ListPreferences').implement({
  description: 'What the viewer last chose in a list, kept on the account (AUTH-22, GL-31, FLT-19)',
  fields: (t) => ({
    sort: t.field({ type: ViewSort, nullable: true, description: 'the order chosen; null for the list\'s default', resolve: (p) => p.sort ?? null }),
    best: t.boolean({ description: 'KPIs read the best value over iterations (GL-31); true unless chosen otherwise', resolve: (p) => p.best ?? true }),
    term: t.string({ description: 'the search text; empty for none', resolve: (p) => p.term ?? '' }),
    filter: t.field({ type: GameFilter, nullable: true, description: 'the filter tree; null for none', resolve: (p) => toGameFilter(p.filter) }),
    viewId: t.int({ nullable: true, description: 'the saved view last applied', resolve: (p) => p.viewId ?? null }),
  }),
});

const ListPreferencesInput = builder.inputType('ListPreferencesInput', {
  description: 'The viewer\'s choices in a list: they replace the kept ones whole, a field left out goes back to its default',
  fields: (t) => ({
    sort: t.field({ type: ViewSortInput, description: 'the order' }),
    best: t.boolean({ description: 'KPIs read the best value over iterations (GL-31)' }),
    term: t.string({ description: 'the search text' }),
    filter: t.field({ type: GameFilterInput, description: 'the filter tree' }),
    viewId: t.int({ description: 'the saved view applied (SavedView.viewId)' }),
  }),
});

builder.queryField('listPreferences', (t) =>
  t.field({
    type: ListPreferences,
    nullable: true,
    description: 'The viewer\'s choices in a list, or null before they made any',
    authScopes: { signedIn: true },
    args: { list: t.arg({ type: ListName, required: true, defaultValue: 'games', description: 'the list whose choices to read' }) },
    resolve: async (_root, { list }, context) => (await context.loaders.listPreferences.load(list)).preferences,
  }),
);

builder.mutationField('setListPreferences', (t) =>
  t.field({
    type: ListPreferences,
    description: 'Keeps the viewer\'s sort, best-only flag, filter and view for a list (AUTH-22)',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'SetListPreferencesResult', description: 'The choices kept, or why they were refused' }, directResult: true },
    args: {
      list: t.arg({ type: ListName, required: true, defaultValue: 'games', description: 'the list the choices are for' }),
      input: t.arg({ type: ListPreferencesInput, required: true, description: 'the choices' }),
    },
    resolve: async (_root, { list, input }, context) => {
      const body: ListPreferencesShape = {
        ...(input.sort ? { sort: input.sort } : {}),
        ...(input.best !== null && input.best !== undefined ? { best: input.best } : {}),
        ...(input.term !== null && input.term !== undefined ? { term: input.term } : {}),
        filter: input.filter ? fromGameFilterInput(input.filter, list) : null,
        viewId: input.viewId ?? null,
      };
      const answer = await context.provider.setListPreferences(list, body);
      context.loaders.listPreferences.clear(list).prime(list, answer);
      return answer.preferences ?? body;
    },
  }),
);

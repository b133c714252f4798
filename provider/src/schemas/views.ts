import { BOARD_SORT_FIELDS, GAME_TAB_LABELS, VIEW_CONTENT_MAX, type GameTab } from '@greenlight/rules';
import { Type } from 'typebox';
import { Nullable } from './common';

const List = Type.Enum(['games', 'studios'] as const, { description: 'the list a view belongs to' });
/** The lists whose choices are kept: the two with views, and the board's my games (MG-25). */
const PreferenceList = Type.Enum(['games', 'studios', 'mygames'] as const, { description: 'the list the choices are for' });
const BoardSortPreference = Type.Object({ prop: Type.Enum(BOARD_SORT_FIELDS), order: Type.Enum(['asc', 'desc'] as const) }, { additionalProperties: false });

/** A saved view (VIEW-01): content is JSON text (VIEW-02). */
export const SavedView = Type.Object(
  {
    id: Type.Integer(),
    list: List,
    name: Type.String(),
    description: Type.String(),
    isDefault: Type.Boolean(),
    slug: Nullable(Type.String({ description: 'a default view\'s key: my-games, high-potential, academy' })),
    creator: Nullable(
      Type.Object({
        id: Type.Integer(),
        firstName: Type.String(),
        lastName: Type.String(),
        userType: Type.Enum(['studio', 'pm', 'cs'] as const),
      }),
    ),
    content: Type.String({ description: 'JSON text: {type, term, filter, columns, best, sort {prop, order}}' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'SavedView' },
);

export const ViewsQuery = Type.Object({ list: Type.Optional(List) });

const Name = Type.String({ maxLength: 1000, description: 'trimmed; required and unique among the views the creator sees' });
const Description = Type.String({ maxLength: 500 });
const Content = Type.String({ maxLength: VIEW_CONTENT_MAX, description: 'JSON text (VIEW-02)' });

export const CreateViewBody = Type.Object(
  { list: List, name: Name, description: Type.Optional(Description), content: Content },
  { additionalProperties: false },
);

export const UpdateViewBody = Type.Object(
  { name: Type.Optional(Name), description: Type.Optional(Description), content: Type.Optional(Content) },
  { additionalProperties: false },
);

export const ListParams = Type.Object({ list: PreferenceList });

export const ListPreferencesBody = Type.Object(
  {
    sort: Type.Optional(Type.Object({ prop: Type.String({ maxLength: 40 }), order: Type.Enum(['asc', 'desc'] as const) })),
    best: Type.Optional(Type.Boolean()),
    filter: Type.Optional(Type.Unknown({ description: 'a filter tree (FLT-01), or null' })),
    term: Type.Optional(Type.String({ maxLength: 100 })),
    viewId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    sorts: Type.Optional(
      Type.Object(
        Object.fromEntries((Object.keys(GAME_TAB_LABELS) as GameTab[]).map((tab) => [tab, Type.Optional(BoardSortPreference)])),
        { additionalProperties: false, description: 'mygames: the sort kept per board tab (MG-25)' },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ListPreferencesAnswer = Type.Object({
  list: PreferenceList,
  preferences: Nullable(ListPreferencesBody),
});

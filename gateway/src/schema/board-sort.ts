// The board's sort per tab (MG-23..25): the option the viewer keeps for a tab, read
// with the tab's games (myGames without a sort uses it) and changed here, kept on
// the account in the provider's list preferences of "mygames".
import { BOARD_SORTS, type BoardSort } from '@greenlight/rules';
import { builder } from '../builder';
import { ProviderError } from '../provider/errors';
import { GameSort, keptBoardSort, MyGamesTab, TestType } from './game';
import { SortOrder } from './provider-enum';

const BoardSortChoice = builder.objectRef<BoardSort>('BoardSortChoice').implement({
  description: 'A sort option of the board (MG-24)',
  fields: (t) => ({
    option: t.exposeString('id', { description: 'the option\'s id in rules\' BOARD_SORTS: date, cpi, d1, d3Playtime, cpm' }),
    label: t.exposeString('label', { description: 'as the sort menu writes it' }),
    sort: t.field({ type: GameSort, description: 'the field', resolve: (choice) => choice.sort }),
    order: t.field({ type: SortOrder, description: 'the direction', resolve: (choice) => choice.order }),
  }),
});

builder.queryField('myGamesSort', (t) =>
  t.field({
    type: BoardSortChoice,
    description: 'The sort the viewer keeps for a board tab and test type; newest first until they choose (MG-23, MG-25)',
    authScopes: { signedIn: true },
    args: {
      tab: t.arg({ type: MyGamesTab, required: true, description: 'the board tab' }),
      type: t.arg({ type: TestType, required: true, defaultValue: 'cpi', description: 'CPI or CTR games' }),
    },
    resolve: (_root, { tab, type }, context) => keptBoardSort(context, tab, type),
  }),
);

builder.mutationField('setMyGamesSort', (t) =>
  t.field({
    type: BoardSortChoice,
    description: 'Keeps a board tab\'s sort on the viewer\'s account (MG-25); the other tabs\' stay as they are',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'SetMyGamesSortResult', description: 'The sort kept, or why it was refused' }, directResult: true },
    args: {
      tab: t.arg({ type: MyGamesTab, required: true, description: 'the board tab' }),
      type: t.arg({ type: TestType, required: true, description: 'the test type whose options it is one of' }),
      option: t.arg.string({ required: true, description: 'the option\'s id (BoardSortChoice.option)' }),
    },
    resolve: async (_root, { tab, type, option }, context) => {
      const choice = BOARD_SORTS[type].find((candidate) => candidate.id === option);
      if (!choice) throw new ProviderError(`The ${type} board sorts by ${BOARD_SORTS[type].map((o) => o.id).join(', ')}`, 400, 'INVALID_ARGUMENT');
      const { preferences } = await context.loaders.listPreferences.load('mygames');
      const answer = await context.provider.setListPreferences('mygames', {
        ...preferences,
        sorts: { ...preferences?.sorts, [tab]: { prop: choice.sort, order: choice.order } },
      });
      context.loaders.listPreferences.clear('mygames').prime('mygames', answer);
      return choice;
    },
  }),
);

// Views saved by demo users (VIEW): a PM's, a junior PM's and support's.
import type { ViewContent } from '@greenlight/rules';
import type { Db } from '../db';
import { uiViews } from '../db/schema';
import { GAME_COLUMNS } from '../domain/reference/codifications';
import { addDays } from './plan';
import { PM, PM2 } from './studios';

/** Views saved by demo users: a PM's (PM views), a junior PM's, support's (Others views, superusers only). */
const DEMO_VIEWS: readonly {
  creator: string;
  name: string;
  description: string;
  filter: ViewContent['filter'];
  best: boolean;
  sort: ViewContent['sort'];
  daysAgo: number;
}[] = [
  {
    creator: PM,
    name: 'Cheap installs on Android',
    description: 'Android CPI tests under 30 cents',
    filter: {
      logicalOperator: 'all',
      children: [
        { rule: 'platform', operator: '=', operand: 'Platform', value: 'android' },
        { rule: 'cpi', operator: '<=', operand: 'CPI', value: 0.3 },
        { rule: 'isCtr', operator: '=', operand: 'CTR test', value: 0 },
      ],
    },
    best: true,
    sort: { prop: 'cpi', order: 'asc' },
    daysAgo: 12,
  },
  {
    creator: PM2,
    name: 'Retention watch',
    description: 'Good D1 or D7 in the last iteration',
    filter: {
      logicalOperator: 'any',
      children: [
        { rule: 'd1', operator: '>=', operand: 'D1', value: 0.35 },
        { rule: 'd7', operator: '>=', operand: 'D7', value: 0.1 },
      ],
    },
    best: false,
    sort: { prop: 'd1', order: 'desc' },
    daysAgo: 5,
  },
  {
    creator: 'cs@greenlight.test',
    name: 'Tracking setup errors',
    description: 'Games whose SDKs do not report',
    filter: {
      logicalOperator: 'all',
      children: [
        {
          rule: 'recommendation',
          operator: '=',
          operand: 'Recommendation',
          value: [
            'setup error (GA new users below network installs)',
            'setup error (no recorded GA new users)',
            'setup error (no recorded network installs)',
          ],
        },
      ],
    },
    best: false,
    sort: { prop: 'recent', order: 'desc' },
    daysAgo: 20,
  },
];

export async function insertDemoViews(tx: Db, today: Date, userId: (email: string | null) => number | null): Promise<void> {
  await tx.insert(uiViews).values(
    DEMO_VIEWS.map((view) => ({
      list: 'games',
      name: view.name,
      description: view.description,
      creatorId: userId(view.creator),
      content: JSON.stringify({
        type: 'games',
        term: '',
        filter: view.filter,
        columns: GAME_COLUMNS.map((column) => ({ ...column })),
        best: view.best,
        sort: view.sort,
      } satisfies ViewContent),
      createdAt: addDays(today, -view.daysAgo),
      updatedAt: addDays(today, -view.daysAgo),
    })),
  );
}

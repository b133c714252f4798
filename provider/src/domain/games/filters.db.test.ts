// The filter-tree compiler (FLT, BE-LIST-01) on a small data set of known games,
// on PGlite and on a Postgres server: every operator family, groups, depth,
// refusals, and values that are bound, never spliced into the SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db';
import { games, projects, studios, users } from '../../db/schema';
import type { ApiError } from '../../errors';
import { createTestDatabase, testDatabaseKinds } from '../../testing/databases';
import { staffPrincipal } from '../../testing/principals';
import { countGamesByTab, listGames } from './games';
import type { Principal } from '../accounts/principal';

const NOW = new Date('2025-06-30T12:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

const all = (...children: unknown[]) => ({ logicalOperator: 'all', children });
const any = (...children: unknown[]) => ({ logicalOperator: 'any', children });

describe.each(await testDatabaseKinds())('game filters on %s', (kind) => {
  let database: Database;
  let pm1 = 0;
  let pm2 = 0;
  let staff: Principal;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    const person = (email: string, firstName: string) => ({
      email,
      passwordHash: 'x',
      firstName,
      lastName: 'Test',
      userType: 'pm',
      isStaff: true,
      createdAt: NOW,
    });
    [{ id: pm1 }, { id: pm2 }] = (await db
      .insert(users)
      .values([person('one@pm.test', 'One'), person('two@pm.test', 'Two')])
      .returning({ id: users.id })) as [{ id: number }, { id: number }];
    const [a, b] = await db
      .insert(studios)
      .values([
        { slug: 'a', name: 'Acorn Games', country: 'FR', createdAt: NOW, origin: 'Academy', pmId: pm1 },
        { slug: 'b', name: 'Birch Studio', country: 'DE', createdAt: NOW, origin: 'Referral', pmId: pm2, secondaryPmId: pm1 },
      ])
      .returning({ id: studios.id });
    const [p1, p2, p3] = await db
      .insert(projects)
      .values([
        { studioId: a!.id, name: 'Alpha Merge', createdAt: NOW },
        { studioId: b!.id, name: 'Gamma Idle', createdAt: NOW },
        { studioId: b!.id, name: 'Delta_100%', createdAt: NOW },
      ])
      .returning({ id: projects.id });
    await db.insert(games).values([
      {
        studioId: a!.id, projectId: p1!.id, name: 'Alpha Merge', platform: 'android', status: 'in_testing',
        recommendation: 'high potential', selectedAdNetworkIds: [1, 2], nbIterations: 2, lastIterationDate: day('2025-06-20'),
        createdAt: day('2025-06-01'), lastCpi: 0.3, bestCpi: 0.25, lastD1: 0.36, bestD1: 0.4, isHit: true,
      },
      {
        studioId: a!.id, projectId: p1!.id, name: 'Beta Runner', platform: 'ios', status: 'finished',
        recommendation: 'low potential (low proto score)', selectedAdNetworkIds: [1], nbIterations: 1,
        lastIterationDate: day('2025-06-10'), createdAt: day('2025-05-20'), lastCpi: 0.8, bestCpi: 0.8, lastD1: 0.2,
        bestD1: 0.2, isManagedByProvider: false,
      },
      {
        studioId: b!.id, projectId: p2!.id, name: 'Gamma Idle', platform: 'android', status: 'pending_sdk_integration',
        selectedAdNetworkIds: [2], createdAt: day('2025-06-25'),
      },
      {
        studioId: b!.id, projectId: p3!.id, name: 'Delta_100%', platform: 'ios', status: 'in_testing',
        recommendation: 'cohorts not mature', selectedAdNetworkIds: [1], nbIterations: 1, lastIterationDate: day('2025-06-29'),
        createdAt: day('2025-06-28'), lastCpi: 1.2, bestCpi: 1.2, isCtr: true,
      },
    ]);
    staff = staffPrincipal(pm2, { email: 'two@pm.test', firstName: 'Two', lastName: 'Test' });
  });
  afterAll(async () => database?.close());

  async function names(query: unknown, options: { best?: boolean; principal?: Principal } = {}) {
    const { data } = await listGames(database.db, options.principal ?? staff, NOW, {
      limit: 100,
      offset: 0,
      sort: 'name',
      order: 'asc',
      query,
      best: options.best,
    });
    return data.map((game) => game.name);
  }

  async function refusal(query: unknown, principal: Principal = staff): Promise<ApiError> {
    try {
      await names(query, { principal });
    } catch (error) {
      return error as ApiError;
    }
    throw new Error('the filter was accepted');
  }

  const rule = (id: string, operator: string, value?: unknown) => all({ rule: id, operator, value });

  it('FLT-03 text: equals, does not equal, contains, does not contain, begins with, ends with, is null, is not null', async () => {
    expect(await names(rule('name', 'equals', 'alpha MERGE'))).toEqual(['Alpha Merge']);
    expect(await names(rule('name', 'does not equal', 'Alpha Merge'))).toEqual(['Beta Runner', 'Delta_100%', 'Gamma Idle']);
    expect(await names(rule('name', 'contains', 'RUN'))).toEqual(['Beta Runner']);
    expect(await names(rule('name', 'does not contain', 'a'))).toEqual([]);
    expect(await names(rule('name', 'begins with', 'g'))).toEqual(['Gamma Idle']);
    expect(await names(rule('name', 'ends with', 'ge'))).toEqual(['Alpha Merge']);
    expect(await names(rule('name', 'is null'))).toEqual([]);
    expect(await names(rule('name', 'is not null'))).toHaveLength(4);
    expect(await names(rule('studioName', 'contains', 'birch'))).toEqual(['Delta_100%', 'Gamma Idle']);
  });

  it('FLT-03 takes % and _ literally in text rules', async () => {
    expect(await names(rule('name', 'ends with', '%'))).toEqual(['Delta_100%']);
    expect(await names(rule('name', 'contains', 'a_1'))).toEqual(['Delta_100%']);
    expect(await names(rule('name', 'contains', '_'))).toEqual(['Delta_100%']);
  });

  it('FLT-04 numbers: =, <>, <, <=, >, >=, is null', async () => {
    expect(await names(rule('nbIterations', '=', 1))).toEqual(['Beta Runner', 'Delta_100%']);
    expect(await names(rule('nbIterations', '<>', 1))).toEqual(['Alpha Merge', 'Gamma Idle']);
    expect(await names(rule('nbIterations', '<', 1))).toEqual(['Gamma Idle']);
    expect(await names(rule('nbIterations', '<=', 1))).toEqual(['Beta Runner', 'Delta_100%', 'Gamma Idle']);
    expect(await names(rule('nbIterations', '>', 1))).toEqual(['Alpha Merge']);
    expect(await names(rule('nbIterations', '>=', 2))).toEqual(['Alpha Merge']);
    expect(await names(rule('cpi', 'is null'))).toEqual(['Gamma Idle']);
  });

  it('GL-31 KPI rules read the best values, or the last ones without the best-only flag', async () => {
    expect(await names(rule('cpi', '<', 0.28))).toEqual(['Alpha Merge']);
    expect(await names(rule('cpi', '<', 0.28), { best: false })).toEqual([]);
    expect(await names(rule('d1', '>=', 0.38))).toEqual(['Alpha Merge']);
    expect(await names(rule('d1', '>=', 0.38), { best: false })).toEqual([]);
  });

  it('FLT-04 FLT-18 dates: a day against the timestamps, null apart', async () => {
    expect(await names(rule('lastIterationDate', '=', '2025-06-20'))).toEqual(['Alpha Merge']);
    expect(await names(rule('lastIterationDate', '<>', '2025-06-20'))).toEqual(['Beta Runner', 'Delta_100%']);
    expect(await names(rule('lastIterationDate', '<', '2025-06-20'))).toEqual(['Beta Runner']);
    expect(await names(rule('lastIterationDate', '<=', '2025-06-20'))).toEqual(['Alpha Merge', 'Beta Runner']);
    expect(await names(rule('lastIterationDate', '>', '2025-06-20'))).toEqual(['Delta_100%']);
    expect(await names(rule('lastIterationDate', '>=', '2025-06-10'))).toEqual(['Alpha Merge', 'Beta Runner', 'Delta_100%']);
    expect(await names(rule('lastIterationDate', 'is null'))).toEqual(['Gamma Idle']);
    expect(await names(rule('createdAt', '>', '2025-06-24'))).toEqual(['Delta_100%', 'Gamma Idle']);
  });

  it('FLT-10 days since the last iteration count whole days elapsed', async () => {
    // Alpha 10.5 days ago, Beta 20.5, Delta 1.5.
    expect(await names(rule('sinceLastIterationDate', '=', 10))).toEqual(['Alpha Merge']);
    expect(await names(rule('sinceLastIterationDate', '<>', 10))).toEqual(['Beta Runner', 'Delta_100%']);
    expect(await names(rule('sinceLastIterationDate', '>', 10))).toEqual(['Beta Runner']);
    expect(await names(rule('sinceLastIterationDate', '>=', 10))).toEqual(['Alpha Merge', 'Beta Runner']);
    expect(await names(rule('sinceLastIterationDate', '<', 10))).toEqual(['Delta_100%']);
    expect(await names(rule('sinceLastIterationDate', '<=', 1))).toEqual(['Delta_100%']);
    expect(await names(rule('sinceLastIterationDate', '<=', 1.5))).toEqual(['Delta_100%']);
    expect(await names(rule('sinceLastIterationDate', 'is null'))).toEqual(['Gamma Idle']);
  });

  it('FLT-05 selects: = and <>, on the game and on its studio', async () => {
    expect(await names(rule('platform', '=', 'ios'))).toEqual(['Beta Runner', 'Delta_100%']);
    expect(await names(rule('platform', '<>', 'ios'))).toEqual(['Alpha Merge', 'Gamma Idle']);
    expect(await names(rule('method', '=', 'manual'))).toEqual(['Beta Runner']);
    expect(await names(rule('method', '<>', 'auto'))).toEqual(['Beta Runner']);
    expect(await names(rule('method', '=', 'auto'))).toEqual(['Alpha Merge', 'Delta_100%', 'Gamma Idle']);
    expect(await names(rule('studioOrigin', '=', 'Academy'))).toEqual(['Alpha Merge', 'Beta Runner']);
    expect(await names(rule('studioActivityState', '=', 'active'))).toHaveLength(4);
  });

  it('FLT-05 GL-29 the PM selects: a person, the signed-in user, is null and is not null', async () => {
    expect(await names(rule('pmName', '=', pm1))).toEqual(['Alpha Merge', 'Beta Runner']);
    expect(await names(rule('pmName', '<>', pm1))).toEqual(['Delta_100%', 'Gamma Idle']);
    expect(await names(rule('pmName', '=', '$me'))).toEqual(['Delta_100%', 'Gamma Idle']);
    expect(await names(rule('secondaryPmName', 'is null'))).toEqual(['Alpha Merge', 'Beta Runner']);
    expect(await names(rule('secondaryPmName', 'is not null'))).toEqual(['Delta_100%', 'Gamma Idle']);
    // VIEW-14: my games, as primary or secondary PM.
    const mine = any({ rule: 'pmName', operator: '=', value: '$me' }, { rule: 'secondaryPmName', operator: '=', value: '$me' });
    expect(await names(mine)).toEqual(['Delta_100%', 'Gamma Idle']);
    expect(await names(mine, { principal: { ...staff, userId: pm1 } })).toEqual(['Alpha Merge', 'Beta Runner', 'Delta_100%', 'Gamma Idle']);
  });

  it('FLT-06 multi-selects: = means any of the chosen values', async () => {
    expect(await names(rule('status', '=', ['in_testing', 'finished']))).toEqual(['Alpha Merge', 'Beta Runner', 'Delta_100%']);
    expect(await names(rule('recommendation', '=', ['high potential']))).toEqual(['Alpha Merge']);
    expect(await names(rule('adnetworks', '=', ['snapchat']))).toEqual(['Alpha Merge', 'Gamma Idle']);
    expect(await names(rule('adnetworks', '=', ['facebook', 'snapchat']))).toHaveLength(4);
  });

  it('FLT-07 booleans: Yes=1, No=0', async () => {
    expect(await names(rule('isHit', '=', 1))).toEqual(['Alpha Merge']);
    expect(await names(rule('isHit', '=', 0))).toEqual(['Beta Runner', 'Delta_100%', 'Gamma Idle']);
    expect(await names(rule('isCtr', '=', 1))).toEqual(['Delta_100%']);
  });

  it('FLT-01 FLT-02 groups: all and any, nested three levels; an empty group filters nothing', async () => {
    const tree = all(
      any({ rule: 'platform', operator: '=', value: 'ios' }, { rule: 'isHit', operator: '=', value: 1 }),
      { rule: 'nbIterations', operator: '>=', value: 1 },
    );
    expect(await names(tree)).toEqual(['Alpha Merge', 'Beta Runner', 'Delta_100%']);
    const deep = any(all(any({ rule: 'name', operator: 'begins with', value: 'g' })), { rule: 'isCtr', operator: '=', value: 1 });
    expect(await names(deep)).toEqual(['Delta_100%', 'Gamma Idle']);
    expect(await names(all())).toHaveLength(4);
    expect(await names(null)).toHaveLength(4);
  });

  it('FLT-02 BE-LIST-01 refuses a fourth level, an unknown rule and a wrong operator with a 400 naming them', async () => {
    const fourth = await refusal(all(all(all(all({ rule: 'isHit', operator: '=', value: 1 })))));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.body()).toEqual({
      detail: 'Groups nest at most 3 levels deep',
      errorList: [{ code: 'INVALID_FILTER', detail: 'Groups nest at most 3 levels deep', path: 'query.children.0.children.0.children.0' }],
    });
    const unknown = await refusal(all({ rule: 'revenue', operator: '>', value: 1 }));
    expect(unknown.body().errorList).toEqual([
      { code: 'INVALID_FILTER', detail: 'Unknown rule "revenue"', path: 'query.children.0', extra: { rule: 'revenue' } },
    ]);
    const operator = await refusal(all({ rule: 'platform', operator: 'contains', value: 'i' }));
    expect(operator.body().errorList[0]).toMatchObject({ path: 'query.children.0', extra: { rule: 'platform' } });
    expect(operator.message).toBe('The rule "platform" takes the operators "=", "<>", not "contains"');
  });

  it('PERM-10 PERM-11 refuses CPNU and D3 ROAS rules to a PM without view_cpnu or view_proto_score', async () => {
    const junior = { ...staff, permissions: new Set(['view_pm_interface']) };
    const error = await refusal(all({ rule: 'cpnu', operator: '<', value: 1 }), junior);
    expect(error.body().errorList[0]).toMatchObject({ extra: { rule: 'cpnu' } });
    await expect(names(all({ rule: 'cpnu', operator: '<', value: 1 }))).resolves.toEqual([]);
  });

  it('GL-16 GL-21 sorts by CPNU need view_cpnu, by D3 ROAS view_proto_score', async () => {
    const junior = { ...staff, permissions: new Set(['view_pm_interface']) };
    for (const sort of ['bestCpnu', 'lastCpnu', 'bestD3Roas', 'lastD3Roas'] as const) {
      await expect(listGames(database.db, junior, NOW, { limit: 5, offset: 0, sort, order: 'desc' }), sort).rejects.toMatchObject({
        statusCode: 403,
      });
      await expect(listGames(database.db, staff, NOW, { limit: 5, offset: 0, sort, order: 'desc' }), sort).resolves.toMatchObject({
        total: 4,
      });
    }
  });

  it('BE-LIST-01 binds values as parameters: quotes and SQL in a value are text', async () => {
    expect(await names(rule('name', 'contains', "x'; drop table games; --"))).toEqual([]);
    expect(await names(rule('name', 'equals', "'' or 1=1"))).toEqual([]);
    expect(await names(null)).toHaveLength(4);
  });

  it('MG-04 the board counts obey the same filter', async () => {
    const counts = await countGamesByTab(database.db, staff, NOW, { query: rule('platform', '=', 'ios') });
    expect(counts).toMatchObject({ in_testing: 1, finished: 1, in_progress: 0 });
  });
});

// The viewer, the reference data and the gateway's early refusals over fake loaders.
import type { ErrorList } from '@greenlight/rules';
import { describe, expect, it, vi } from 'vitest';
import { Once } from '../loaders';
import type { ProviderCodifications, ProviderMe } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { data, fakeOnce, providerMe, run } from '../testing/resolvers';

describe('viewer', () => {
  it('AUTH-21 answers the signed-in user with permissions, flags and studios at their access level', async () => {
    const me = providerMe({
      permissions: ['view_pm_interface'],
      studios: [{ id: 3, studioName: 'Studio One', accessId: 1, userRole: 'studio_lead', isActive: true, adNetworkIds: [2, 1] }],
    });
    const { viewer } = await data<{ viewer: unknown }>(
      '{ viewer { userType permissions isStaff user { name } studios { studioName accessId accessLabel } } }',
      {},
      { loaders: { viewer: fakeOnce(me) } },
    );
    expect(viewer).toEqual({
      userType: 'PM',
      permissions: ['view_pm_interface'],
      isStaff: true,
      user: { name: 'Paula Manager' },
      studios: [{ studioName: 'Studio One', accessId: 1, accessLabel: 'Full access' }],
    });
  });

  it('SUB-CREATE-08 SUB-CREATE-14 BE-PERM-05 answers each studio\'s ad networks, Facebook first, and whether the membership creates tests', async () => {
    const me = providerMe({
      studios: [
        { id: 3, studioName: 'Studio One', accessId: 3, userRole: 'game_artist', isActive: true, adNetworkIds: [2, 1] },
        { id: 4, studioName: 'Studio Two', accessId: 4, userRole: 'studio_developer', isActive: true, adNetworkIds: [1] },
        { id: 5, studioName: 'Studio Three', accessId: 1, userRole: 'studio_lead', isActive: false, adNetworkIds: [1] },
      ],
    });
    const { viewer } = await data<{ viewer: { studios: unknown[] } }>('{ viewer { studios { studioName adNetworks createsTests } } }', {}, { loaders: { viewer: fakeOnce(me) } });
    expect(viewer.studios).toEqual([
      { studioName: 'Studio One', adNetworks: ['FACEBOOK', 'SNAPCHAT'], createsTests: true },
      { studioName: 'Studio Two', adNetworks: ['FACEBOOK'], createsTests: false },
      { studioName: 'Studio Three', adNetworks: ['FACEBOOK'], createsTests: false },
    ]);
  });

  it('AUTH-15 answers null when the provider ended the session', async () => {
    const ended = new Once<ProviderMe | null>(() => Promise.reject(new ProviderError('Session ended', 401, 'UNAUTHENTICATED')));
    expect(await data('{ viewer { email } }', {}, { loaders: { viewer: ended } })).toEqual({ viewer: null });
  });

  it('BE-PERM-06 refuses saved views to a user without view_pm_interface before asking the provider', async () => {
    const result = await run('{ savedViews { name } }', {}, { loaders: { viewer: fakeOnce(providerMe({ permissions: [] })) } });
    expect(result.data).toEqual({ savedViews: null });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('codifications', () => {
  it('REF-01 REF-04 REF-09 answers every list with one codifications load, and the error list with its links', async () => {
    const codifications = vi.fn(
      async (): Promise<ProviderCodifications> => ({
        countries: [],
        roles: [],
        permissions: [],
        publishingManagers: [{ value: 2, label: 'Paula Manager' }],
        gls: [{ value: 9, label: 'Gil Lead' }],
        status: [{ value: 'in_testing', label: 'In testing' }],
        teamStatuses: { att: [{ value: 1, label: 'ATT 1' }], coaching: [] },
        recommendations: [],
        columns: { games: [], studios: [] },
        errorList: {},
        genres: [],
        currentCompetition: null,
        availableWebinars: [],
        recentWebinars: [],
      }),
    );
    const errorList: ErrorList = new Map([['GENERIC_ERROR', { message: 'Something went wrong.', link: 'https://help.example/generic' }]]);
    const { codifications: answer } = await data<{ codifications: unknown }>(
      '{ codifications { publishingManagers { value label } gameLeads { value } teamStatuses { att { label } } statuses { value } errorList { code message link } } }',
      {},
      { loaders: { codifications: new Once(codifications), errorList: fakeOnce(errorList) } },
    );
    expect(codifications).toHaveBeenCalledTimes(1);
    expect(answer).toEqual({
      publishingManagers: [{ value: 2, label: 'Paula Manager' }],
      gameLeads: [{ value: 9 }],
      teamStatuses: { att: [{ label: 'ATT 1' }] },
      statuses: [{ value: 'in_testing' }],
      errorList: [{ code: 'GENERIC_ERROR', message: 'Something went wrong.', link: 'https://help.example/generic' }],
    });
  });
});

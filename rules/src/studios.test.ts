import { describe, expect, it } from 'vitest';
import {
  BOOLEAN_OPERATORS,
  LEAD_SOURCES,
  NUMBER_OPERATORS,
  PERSON_OPERATORS,
  SLIDERS,
  TEXT_OPERATORS,
  filterTreeProblems,
  gameFilterRule,
} from './filters';
import { DEFAULT_STUDIO_SORT, GAME_SORT_FIELDS, STUDIO_GAME_SORTS, STUDIO_SORT_FIELDS, viewContentProblem } from './lists';
import { DEACTIVATION_WARNING, NO_MORE_GAMES, NO_MORE_STUDIO } from './messages';
import {
  CHURN_REASONS,
  DEACTIVATION_REASONS,
  STUDIO_FILTER_RULES,
  STUDIO_HISTORY_LABELS,
  activityLabel,
  canConfirmChurn,
  canConfirmDeactivation,
  CHURN_TEAM_STATUS_ID,
  churnedForm,
  coachingSwitch,
  isAttTeamStatus,
  settingsChanged,
  settingsPayload,
  studioFilterRule,
  studioHistoryLabel,
  studioTrend,
  teamStatusChoices,
  type StudioSettingsForm,
} from './studios';
import * as entry from './index';

const all = (...children: unknown[]) => ({ logicalOperator: 'all', children });
const rule = (id: string, operator: string, value?: unknown) => ({ rule: id, operator, value });

describe('the filter rules of the studios list', () => {
  it('SL-05 names its rules after the row fields of the list', () => {
    expect(STUDIO_FILTER_RULES.map((r) => r.id)).toEqual([
      'name',
      'pmName',
      'secondaryPmName',
      'activityState',
      'teamStatus',
      'origin',
      'gamesCpi3Months',
      'gamesCtr3Months',
      'gamesDay13Months',
      'gamesDay73Months',
      'gamesPlaytime3Months',
      'nbPrototypes',
      'gamesNbPrototypes6Months',
      'nbHits',
      'sinceLastIterationDate',
      'creationDate',
      'isStarred',
      'isChurned',
      'isDeactivated',
    ]);
    expect(new Set(STUDIO_FILTER_RULES.map((r) => r.label)).size).toBe(STUDIO_FILTER_RULES.length);
  });

  it('SL-05 gives each rule its family of operators (FLT-03..07)', () => {
    expect(studioFilterRule('name')?.operators).toEqual(TEXT_OPERATORS);
    expect(studioFilterRule('pmName')).toMatchObject({ type: 'person', label: 'PM', operators: PERSON_OPERATORS, options: { kind: 'codifications', list: 'publishingManagers' } });
    expect(studioFilterRule('secondaryPmName')).toMatchObject({ type: 'person', label: 'Second PM', operators: PERSON_OPERATORS });
    for (const id of ['gamesCpi3Months', 'nbHits', 'sinceLastIterationDate', 'creationDate']) expect(studioFilterRule(id)?.operators).toEqual(NUMBER_OPERATORS);
    for (const id of ['isStarred', 'isChurned', 'isDeactivated']) expect(studioFilterRule(id)).toMatchObject({ type: 'boolean', operators: BOOLEAN_OPERATORS });
    expect(studioFilterRule('creationDate')?.type).toBe('date');
    expect(studioFilterRule('recommendation')).toBeUndefined();
  });

  it('SL-05 offers the activity states, the team modes and the lead sources (GAP-14)', () => {
    const values = (id: string) => {
      const options = studioFilterRule(id)?.options;
      return options?.kind === 'fixed' ? options.options : [];
    };
    expect(values('activityState')).toEqual([
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
      { value: 'churned', label: 'Churned' },
    ]);
    expect(values('teamStatus')).toEqual([
      { value: 'att', label: 'ATT' },
      { value: 'coaching', label: 'Coached' },
    ]);
    expect(values('origin').map((o) => o.value)).toEqual([...LEAD_SOURCES]);
  });

  it('SL-25 FLT-08..13 gives the metrics their units and sliders', () => {
    expect(studioFilterRule('gamesCpi3Months')).toMatchObject({ unit: 'dollars', slider: SLIDERS.cpi });
    expect(studioFilterRule('gamesCtr3Months')).toMatchObject({ unit: 'percent', slider: { min: 0, max: 0.1, step: 0.001, default: 0.02 } });
    expect(studioFilterRule('gamesDay13Months')).toMatchObject({ unit: 'percent', slider: SLIDERS.retention });
    expect(studioFilterRule('gamesDay73Months')).toMatchObject({ unit: 'percent', slider: SLIDERS.retention });
    expect(studioFilterRule('gamesPlaytime3Months')?.unit).toBe('seconds');
    expect(studioFilterRule('sinceLastIterationDate')?.unit).toBe('days');
    for (const id of ['nbPrototypes', 'gamesNbPrototypes6Months', 'nbHits']) expect(studioFilterRule(id)?.unit).toBe('count');
  });

  it('BE-LIST-01 filterTreeProblems checks a tree with the rules it is given', () => {
    const tree = all(rule('gamesCpi3Months', '<', 0.3), rule('isChurned', '=', 0), rule('pmName', '=', '$me'));
    expect(filterTreeProblems(tree, { rules: studioFilterRule })).toEqual([]);
    expect(filterTreeProblems(tree).map((p) => p.rule)).toEqual(['gamesCpi3Months', 'isChurned']);
    expect(filterTreeProblems(all(rule('recommendation', '=', ['pending data'])), { rules: studioFilterRule })).toEqual([
      { path: 'query.children.0', rule: 'recommendation', message: 'Unknown rule "recommendation"' },
    ]);
    expect(filterTreeProblems(all(rule('recommendation', '=', ['pending data']))), 'the games list by default').toEqual([]);
    expect(filterTreeProblems(all(rule('activityState', '=', 'asleep')), { rules: studioFilterRule })[0]?.path).toBe('query.children.0.value');
  });

  it('PERM-10 the team status rule needs filter_team_status', () => {
    const tree = all(rule('teamStatus', '=', 'att'));
    expect(filterTreeProblems(tree, { rules: studioFilterRule })[0]?.message).toBe('The rule "teamStatus" needs the filter_team_status permission');
    expect(filterTreeProblems(tree, { rules: studioFilterRule, permissions: ['filter_team_status'] })).toEqual([]);
  });
});

describe('saved views of the studios list', () => {
  const view = (type: string | undefined, filter: unknown) => JSON.stringify({ type, term: '', filter, columns: [], best: true, sort: DEFAULT_STUDIO_SORT });

  it('SL-05 VIEW-02 checks a studios view with the studio rules', () => {
    expect(viewContentProblem(view('studios', all(rule('gamesCpi3Months', '<', 0.3))), [])).toBeNull();
    expect(viewContentProblem(view('studios', all(rule('recommendation', '=', ['pending data']))), [])).toBe('Unknown rule "recommendation"');
  });

  it('VIEW-02 still checks a games view with the game rules', () => {
    expect(viewContentProblem(view('games', all(rule('gamesCpi3Months', '<', 0.3))), [])).toBe('Unknown rule "gamesCpi3Months"');
    expect(viewContentProblem(view(undefined, all(rule('gamesCpi3Months', '<', 0.3))), [])).toBe('Unknown rule "gamesCpi3Months"');
    expect(viewContentProblem(view('games', all(rule('recommendation', '=', ['pending data']))), [])).toBeNull();
  });

  it('SL-05 checks what is kept for a list with that list\'s rules, whatever type the content names', () => {
    const bare = (filter: unknown) => JSON.stringify({ filter });
    expect(viewContentProblem(bare(all(rule('gamesCpi3Months', '<', 0.3))), [], 'studios')).toBeNull();
    expect(viewContentProblem(bare(all(rule('recommendation', '=', ['pending data']))), [], 'studios')).toBe('Unknown rule "recommendation"');
    expect(viewContentProblem(bare(all(rule('gamesCpi3Months', '<', 0.3))), [], 'games')).toBe('Unknown rule "gamesCpi3Months"');
    expect(viewContentProblem(bare(all(rule('gamesCpi3Months', '<', 0.3))), [], 'mygames')).toBe('Unknown rule "gamesCpi3Months"');
    expect(viewContentProblem(view('games', all(rule('recommendation', '=', ['pending data']))), [], 'studios')).toBe("A view's content belongs to the studios list");
    expect(viewContentProblem(view('studios', all(rule('gamesCpi3Months', '<', 0.3))), [], 'games')).toBe("A view's content belongs to the games list");
  });

  it('SL-02 SL-11 sorts the studios list on its columns, CPI ascending by default', () => {
    expect(STUDIO_SORT_FIELDS).toContain('gamesCpi3Months');
    expect(STUDIO_SORT_FIELDS).toHaveLength(14);
    expect(DEFAULT_STUDIO_SORT).toEqual({ prop: 'gamesCpi3Months', order: 'asc' });
    expect((STUDIO_SORT_FIELDS as readonly string[]).includes(DEFAULT_STUDIO_SORT.prop)).toBe(true);
  });
});

describe('the studio detail page', () => {
  it('SD-13 CONF-04/05 offers the seven sorts of 002, More recent first', () => {
    expect(STUDIO_GAME_SORTS.map((s) => [s.id, s.label, s.order])).toEqual([
      ['recent', 'More recent', 'desc'],
      ['cpi', 'Best CPI', 'asc'],
      ['cpnu', 'Best CPNU', 'asc'],
      ['d1', 'Best D1', 'desc'],
      ['d7', 'Best D7', 'desc'],
      ['d3Playtime', 'Best Cumulative D3 Playtime', 'desc'],
      ['d3Roas', 'Best D3 ROAS', 'desc'],
    ]);
    expect(STUDIO_GAME_SORTS.find((s) => s.id === 'd3Playtime')).toMatchObject({ best: 'bestD3Playtime', last: 'lastD3Playtime' });
    expect(STUDIO_GAME_SORTS.find((s) => s.id === 'cpnu')?.permission).toBe('view_cpnu');
    expect(STUDIO_GAME_SORTS.find((s) => s.id === 'd3Roas')?.permission).toBe('view_proto_score');
    expect(STUDIO_GAME_SORTS.filter((s) => s.permission).map((s) => s.id)).toEqual(['cpnu', 'd3Roas']);
    for (const sort of STUDIO_GAME_SORTS) {
      expect(GAME_SORT_FIELDS).toContain(sort.best);
      expect(GAME_SORT_FIELDS).toContain(sort.last);
    }
  });

  const now = new Date('2024-06-30T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('SD-02 reads Active when active', () => {
    expect(activityLabel('active', daysAgo(400), now)).toBe('Active');
    expect(activityLabel('active', null, now)).toBe('Active');
  });

  it('SD-02 reads plain Inactive without a date', () => {
    expect(activityLabel('inactive', null, now)).toBe('Inactive');
    expect(activityLabel('inactive', 'not a date', now)).toBe('Inactive');
    expect(activityLabel('churned', daysAgo(40), now)).toBe('Churned');
  });

  it('SD-03 inactive up to 7 days reads days, singular for one', () => {
    expect(activityLabel('inactive', daysAgo(0), now)).toBe('Inactive for 0 days');
    expect(activityLabel('inactive', daysAgo(1), now)).toBe('Inactive for 1 day');
    expect(activityLabel('inactive', daysAgo(1.5), now)).toBe('Inactive for 1 day');
    expect(activityLabel('inactive', daysAgo(7), now)).toBe('Inactive for 7 days');
  });

  it('SD-03 inactive for 8 days reads weeks', () => {
    expect(activityLabel('inactive', daysAgo(8), now)).toBe('Inactive for 1 week');
    expect(activityLabel('inactive', daysAgo(14), now)).toBe('Inactive for 2 weeks');
    expect(activityLabel('inactive', daysAgo(30), now)).toBe('Inactive for 4 weeks');
  });

  it('SD-03 inactive beyond 30 days reads months, beyond 365 years', () => {
    expect(activityLabel('inactive', daysAgo(31), now)).toBe('Inactive for 1 month');
    expect(activityLabel('inactive', daysAgo(365), now)).toBe('Inactive for 12 months');
    expect(activityLabel('inactive', daysAgo(366), now)).toBe('Inactive for 1 year');
    expect(activityLabel('inactive', daysAgo(800), now)).toBe('Inactive for 2 years');
  });

  it('SD-03 takes an ISO date text', () => {
    expect(activityLabel('inactive', '2024-06-20T12:00:00Z', now)).toBe('Inactive for 1 week');
  });

  it('SD-07 SSET-20 team status ids 1 and 2 mean att', () => {
    expect(isAttTeamStatus(1)).toBe(true);
    expect(isAttTeamStatus(2)).toBe(true);
    expect(isAttTeamStatus(3)).toBe(false);
    expect(isAttTeamStatus(null)).toBe(false);
    expect(isAttTeamStatus(undefined)).toBe(false);
  });

  it('SL-15 SD-12 SSET-06 words the end texts and the deactivation warning', () => {
    expect(NO_MORE_STUDIO).toBe('No more studio');
    expect(NO_MORE_GAMES).toBe('No more games');
    expect(DEACTIVATION_WARNING).toMatch(/platform, the academy and the support desk/);
    expect(entry.NO_MORE_STUDIO).toBe(NO_MORE_STUDIO);
    expect(entry.studioFilterRule('name')).toBe(studioFilterRule('name'));
  });
});

describe('studio trends', () => {
  it('SL-24 a lower CPI is green', () => {
    expect(studioTrend(0.2, 0.25, 'lower')).toEqual({ value: 0.2, previous: 0.25, improvement: 0.2 - 0.25, percentage: ((0.2 - 0.25) / 0.25) * 100, isGreen: true });
    expect(studioTrend(0.3, 0.25, 'lower').isGreen).toBe(false);
  });

  it('SL-24 a higher retention is green, an unchanged one is not', () => {
    const trend = studioTrend(0.4, 0.32, 'higher');
    expect(trend.isGreen).toBe(true);
    expect(trend.percentage).toBeCloseTo(25);
    expect(studioTrend(0.3, 0.32, 'higher').isGreen).toBe(false);
    expect(studioTrend(0.3, 0.3, 'higher')).toMatchObject({ improvement: 0, percentage: 0, isGreen: false });
  });

  it('SL-24 a missing value gives no improvement', () => {
    expect(studioTrend(null, 0.3, 'higher')).toEqual({ value: null, previous: 0.3, improvement: null, percentage: null, isGreen: false });
    expect(studioTrend(0.3, null, 'lower')).toEqual({ value: 0.3, previous: null, improvement: null, percentage: null, isGreen: false });
  });

  it('SL-24 a previous value of 0 gives no percentage', () => {
    expect(studioTrend(5, 0, 'higher')).toEqual({ value: 5, previous: 0, improvement: 5, percentage: null, isGreen: true });
  });
});

describe('churn, deactivation and history', () => {
  it('SSET-11 SSET-12 SSET-13 SSET-14 lists the four churn reasons', () => {
    expect(CHURN_REASONS).toEqual([
      'Studio moved to competitor',
      'Studio went to self-publish',
      'Studio moved out of hypercasual',
      "Churned by the provider's initiative",
    ]);
  });

  it('CONF-20 deactivation takes the churn reasons', () => {
    expect(DEACTIVATION_REASONS).toEqual(CHURN_REASONS);
  });

  it('SSET-07 confirms a deactivation only with a listed reason', () => {
    expect(canConfirmDeactivation('Studio moved to competitor')).toBe(true);
    expect(canConfirmDeactivation(null)).toBe(false);
    expect(canConfirmDeactivation(undefined)).toBe(false);
    expect(canConfirmDeactivation('')).toBe(false);
    expect(canConfirmDeactivation('Bored')).toBe(false);
  });

  it('SSET-10 confirms a churn only with a listed reason and a yes/no regretted churn', () => {
    expect(canConfirmChurn('Studio went to self-publish', false)).toBe(true);
    expect(canConfirmChurn("Churned by the provider's initiative", true)).toBe(true);
    expect(canConfirmChurn('Studio went to self-publish', null)).toBe(false);
    expect(canConfirmChurn('Studio went to self-publish', undefined)).toBe(false);
    expect(canConfirmChurn(null, true)).toBe(false);
    expect(canConfirmChurn('Bored', true)).toBe(false);
  });

  it('SSET-31 SSET-32 SSET-33 SSET-34 SSET-35 labels the history fields', () => {
    expect(studioHistoryLabel('team_status_id')).toBe('New team status');
    expect(studioHistoryLabel('publishing_manager_id')).toBe('New Primary PM');
    expect(studioHistoryLabel('secondary_publishing_manager_id')).toBe('New Secondary PM');
    expect(studioHistoryLabel('deactivate_reason')).toBe('Studio deactivation');
    expect(studioHistoryLabel('deactivate_date')).toBe('Studio deactivation');
    expect(studioHistoryLabel('reactivate')).toBe('Studio reactivation');
  });

  it('SSET-36 GAP-08 labels the churn events with our words', () => {
    expect(studioHistoryLabel('is_churned')).toBe('Studio churned');
    expect(studioHistoryLabel('churned_at')).toBe('Studio churned');
    expect(studioHistoryLabel('churn_reason')).toBe('Churn reason');
    expect(studioHistoryLabel('is_regretted_churn')).toBe('Regretted churn');
    expect(STUDIO_HISTORY_LABELS.activity_state).toBe('Activity state');
    expect(STUDIO_HISTORY_LABELS.knowledge_sharing_pm_status).toBe('Knowledge sharing');
  });

  it('SSET-30 falls back to the field name', () => {
    expect(studioHistoryLabel('hubspot_url')).toBe('hubspot_url');
    expect(studioHistoryLabel('constructor')).toBe('constructor');
  });
});

describe('the studio settings form', () => {
  const studio: StudioSettingsForm = {
    isActive: true,
    deactivateReason: null,
    isChurned: false,
    isRegrettedChurn: null,
    churnReason: null,
    coaching: false,
    teamStatusId: 1,
    publishingManagerId: 10,
    secondaryPublishingManagerId: null,
    knowledgeSharingPmStatus: false,
  };
  const coached: StudioSettingsForm = { ...studio, coaching: true, teamStatusId: 5 };
  const deactivated: StudioSettingsForm = { ...studio, isActive: false, deactivateReason: 'Studio moved to competitor' };

  it('SSET-18 offers the coaching list when on, the att list when off, sorted by label', () => {
    const teamStatuses = {
      att: [
        { value: 2, label: 'ATT 2' },
        { value: 1, label: 'ATT 1' },
      ],
      coaching: [
        { value: 6, label: 'Scale' },
        { value: 5, label: 'Growth' },
      ],
    };
    expect(teamStatusChoices(teamStatuses, true).map((s) => s.value)).toEqual([5, 6]);
    expect(teamStatusChoices(teamStatuses, false).map((s) => s.value)).toEqual([1, 2]);
    expect(teamStatuses.att[0]?.value, 'the codification is left as is').toBe(2);
  });

  it('SSET-25 enables Validate only when the form changed', () => {
    expect(settingsChanged(studio, { ...studio })).toBe(false);
    expect(settingsChanged(studio, { ...studio, knowledgeSharingPmStatus: true })).toBe(true);
    expect(settingsChanged(studio, { ...studio, secondaryPublishingManagerId: 11 })).toBe(true);
    expect(settingsChanged(deactivated, { ...deactivated, churnReason: 'Studio moved to competitor' })).toBe(true);
  });

  it('SSET-23 calls attToCoached or coachedToAtt when the mode changes', () => {
    expect(coachingSwitch(studio, { ...studio, coaching: true })).toBe('attToCoached');
    expect(coachingSwitch(coached, { ...coached, coaching: false })).toBe('coachedToAtt');
    expect(coachingSwitch(coached, { ...coached, teamStatusId: 6 })).toBeNull();
    expect(coachingSwitch(studio, studio)).toBeNull();
  });

  it('SSET-17 a churn takes the form to att with team status 1, saved with the churn alone, without a mode switch first', () => {
    expect(CHURN_TEAM_STATUS_ID).toBe(1);
    const churned = churnedForm(coached, 'Studio moved to competitor', false);
    expect(churned).toMatchObject({ isChurned: true, churnReason: 'Studio moved to competitor', isRegrettedChurn: false, coaching: false, teamStatusId: 1 });
    expect(coachingSwitch(coached, churned)).toBeNull();
    expect(settingsPayload(coached, churned)).toEqual({
      teamStatusId: 1,
      knowledgeSharingPmStatus: coached.knowledgeSharingPmStatus,
      isChurned: true,
      churnReason: 'Studio moved to competitor',
      isRegrettedChurn: false,
    });
    // Coaching switched on again after the churn: the switch is asked for, as any mode change.
    expect(coachingSwitch(studio, { ...churnedForm(studio, 'Studio moved to competitor', false), coaching: true })).toBe('attToCoached');
  });

  it('SSET-09 a studio that stays deactivated sends only its churn data', () => {
    const churned = { ...deactivated, isChurned: true, isRegrettedChurn: true, churnReason: 'Studio moved to competitor', teamStatusId: 2 };
    expect(settingsPayload(deactivated, churned)).toEqual({ isChurned: true, isRegrettedChurn: true, churnReason: 'Studio moved to competitor' });
  });

  it('SSET-15 SSET-09 churn off resets its reason and regretted flag, deactivated too', () => {
    const wasChurned = { ...deactivated, isChurned: true, isRegrettedChurn: false, churnReason: 'Studio moved to competitor' };
    expect(settingsPayload(wasChurned, { ...wasChurned, isChurned: false })).toEqual({ isChurned: false, isRegrettedChurn: null, churnReason: null });
  });

  it('SSET-07 deactivating sends isActive false and the reason', () => {
    expect(settingsPayload(studio, { ...studio, isActive: false, deactivateReason: 'Studio went to self-publish', teamStatusId: 2 })).toEqual({
      isActive: false,
      deactivateReason: 'Studio went to self-publish',
    });
  });

  it('SSET-08 reactivating sends isActive true alone', () => {
    expect(settingsPayload(deactivated, { ...deactivated, isActive: true, teamStatusId: 2 })).toEqual({ isActive: true });
  });

  it('SSET-22 SSET-26 an att studio sends its settings without the PMs', () => {
    expect(settingsPayload(studio, { ...studio, teamStatusId: 2, publishingManagerId: 12 })).toEqual({
      teamStatusId: 2,
      knowledgeSharingPmStatus: false,
      isChurned: false,
      isRegrettedChurn: null,
      churnReason: null,
    });
  });

  it('SSET-22 a coached studio that stays coached sends its PMs', () => {
    expect(settingsPayload(coached, { ...coached, publishingManagerId: 12, secondaryPublishingManagerId: 13 })).toEqual({
      teamStatusId: 5,
      knowledgeSharingPmStatus: false,
      isChurned: false,
      isRegrettedChurn: null,
      churnReason: null,
      publishingManagerId: 12,
      secondaryPublishingManagerId: 13,
    });
  });

  it('SSET-22 a studio just switched to coaching sends its PMs', () => {
    const payload = settingsPayload(studio, { ...studio, coaching: true, teamStatusId: 5, publishingManagerId: 12 });
    expect(payload).toMatchObject({ teamStatusId: 5, publishingManagerId: 12, secondaryPublishingManagerId: null });
  });

  it('SSET-22 a studio just switched back to att does not send its PMs', () => {
    const payload = settingsPayload(coached, { ...coached, coaching: false, teamStatusId: 1 });
    expect(payload).not.toHaveProperty('publishingManagerId');
    expect(payload).not.toHaveProperty('secondaryPublishingManagerId');
    expect(payload.teamStatusId).toBe(1);
  });

  it('SSET-10 SSET-26 an active studio sends its churn data', () => {
    expect(settingsPayload(studio, { ...studio, isChurned: true, isRegrettedChurn: false, churnReason: 'Studio moved out of hypercasual' })).toMatchObject({
      isChurned: true,
      isRegrettedChurn: false,
      churnReason: 'Studio moved out of hypercasual',
    });
  });
});

describe('the game rules are unchanged', () => {
  it('BE-LIST-01 the games list still knows its own rules only', () => {
    expect(gameFilterRule('gamesCpi3Months')).toBeUndefined();
    expect(gameFilterRule('recommendation')).toBeDefined();
  });
});

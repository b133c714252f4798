import { Caption1, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular, RecordRegular } from '@fluentui/react-icons';
import { isCompactGamePanel, isStepReachable, stepEstimate, stepStates, type StepGame, type StepId, type StepState, type StepStatus } from '@greenlight/rules';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useWindowWidth } from '../../hooks/useWindowWidth';
import type { SubmissionFlow_game$data, SubmissionFlow_game$key } from './__generated__/SubmissionFlow_game.graphql';
import type { SubmissionFlow_query$data, SubmissionFlow_query$key } from './__generated__/SubmissionFlow_query.graphql';
import { ListFailure } from '../../components/ListFailure';
import type { SubmissionFlowWarningsQuery } from './__generated__/SubmissionFlowWarningsQuery.graphql';
import { toStepGame } from './stepGame';
import { CampaignStep } from './steps/CampaignStep';
import { CategoriesStep } from './steps/CategoriesStep';
import { CreateStep } from './steps/CreateStep';
import { FacebookStep } from './steps/FacebookStep';
import { FinalizeStep } from './steps/FinalizeStep';
import { IntegrationStep } from './steps/IntegrationStep';
import { LinkStoreStep } from './steps/LinkStoreStep';
import { StorePublishingStep } from './steps/StorePublishingStep';
import { TutorialPanel, type TutorialValues } from './TutorialPanel';
import { SubmissionContext, type SubmissionState } from './SubmissionContext';
import { useSubmissionStep, type StepRefusal } from './useSubmissionStep';

const gameFragment = graphql`
  fragment SubmissionFlow_game on Game {
    id
    gameId
    name
    substatus
    platform
    isCtr
    isIterating
    isPublishedInStore
    isManagedByProvider
    adNetworks
    permissions
    disabled
    storeId
    bundleId
    submissionSteps {
      step
      title
      number
      state
      missing {
        field
        message
      }
    }
    ...CreateStep_game
    ...LinkStoreStep_game
    ...FacebookStep_game
    ...IntegrationStep_game
    ...CategoriesStep_game
    ...CampaignStep_game
  }
`;

const queryFragment = graphql`
  fragment SubmissionFlow_query on Query {
    ...CreateStep_query
    ...CategoriesStep_query
    ...CampaignStep_query
  }
`;

const useStyles = makeStyles({
  flow: {
    display: 'grid',
    gridTemplateColumns: '240px minmax(0, 1fr) auto',
    height: '100%',
    minHeight: 0,
  },
  // SUB-15, SUB-CAMP-03: an iterating game has one step and no stepper.
  flowIterating: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  // SUB-28: narrow, the steps take the width, under the collapsed tutorial.
  flowCompact: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto minmax(0, 1fr)', rowGap: tokens.spacingVerticalM },
  stepper: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingRight: tokens.spacingHorizontalL,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
  },
  stepperItem: {
    display: 'grid',
    gridTemplateColumns: '20px 1fr',
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'start',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'none',
    textAlign: 'left',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    font: 'inherit',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':disabled': { cursor: 'default', color: tokens.colorNeutralForegroundDisabled, backgroundColor: 'transparent' },
  },
  stepperCurrent: { backgroundColor: tokens.colorSubtleBackgroundSelected, fontWeight: tokens.fontWeightSemibold },
  stepIcon: { fontSize: '18px', marginTop: '1px' },
  done: { color: tokens.colorPaletteGreenForeground1 },
  current: { color: tokens.colorBrandForeground1 },
  estimate: { gridColumn: 2, color: tokens.colorNeutralForeground3 },
  content: {
    overflowY: 'auto',
    padding: `0 ${tokens.spacingHorizontalXL} 40vh`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    scrollMarginTop: tokens.spacingVerticalM,
  },
  sectionCurrent: { border: `1px solid ${tokens.colorBrandStroke1}`, boxShadow: tokens.shadow4 },
  // A done step picked in the stepper to look at again (issue 42): shown, not current.
  sectionViewed: { outline: `2px dashed ${tokens.colorNeutralStroke1}`, outlineOffset: '2px' },
  stepperViewed: { outline: `1px dashed ${tokens.colorNeutralStroke1}` },
  // A step not reached yet reads quieter, its controls disabled; its text keeps a 4.5:1 contrast (WCAG AA).
  sectionDisabled: { backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground3 },
  warning: { marginBottom: tokens.spacingVerticalS },
  sectionTitle: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, margin: 0 },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const warningsQuery = graphql`
  query SubmissionFlowWarningsQuery {
    submissionWarnings {
      step
      content
    }
  }
`;

/**
 * CMS-05: the content service's warnings of one step, above it. Every step asks the same query,
 * which Relay sends once (and keeps for the flow's next renders); a failure hides nothing else.
 */
function StepWarnings({ step }: { step: StepId }) {
  const styles = useStyles();
  const { submissionWarnings } = useLazyLoadQuery<SubmissionFlowWarningsQuery>(warningsQuery, {}, { fetchPolicy: 'store-or-network' });
  return submissionWarnings
    .filter((warning) => warning.step.toLowerCase() === step)
    .map((warning) => (
      <MessageBar key={warning.content} intent="warning" className={styles.warning}>
        <MessageBarBody>{warning.content}</MessageBarBody>
      </MessageBar>
    ));
}

/** SUB-10: the band near the top of the middle column whose step the tutorial follows while scrolling. */
const FOCUS_BAND = '-10% 0px -75% 0px';
/** Scrolls the page makes itself settle within this time: they move no tutorial. */
const SCROLL_SETTLE_MS = 400;

/** The game's steps as the provider reads them (the states it enforces), in the rules' words. */
function providerStatuses(steps: SubmissionFlow_game$data['submissionSteps']): StepStatus[] {
  return steps.map((step) => ({
    id: step.step.toLowerCase() as StepId,
    title: step.title,
    number: step.number,
    state: step.state.toLowerCase() as StepState,
  }));
}

/**
 * The submission flow (000 §2, SUB-05..15, issue 42): the stepper on the left, the
 * steps in the middle, the tutorial on the right. Steps are numbered; each is done,
 * current or disabled, as the provider says (it enforces them: a move past a step that
 * lacks something is refused, and what it lacks is said under the step). The flow only
 * goes forward: "Next step" of the current step moves it on; clicking a done step, or
 * scrolling to it, shows it again without moving anything, and the tutorial follows the
 * step shown (the current one unless another was picked). Users who may not edit the
 * game (read-only members, staff) see the same flow with every field locked (SUB-04).
 * Below the game panel's breakpoint (MOB-03; the window's width, read 200 ms after a
 * resize, SUB-28) the steps take the width: no stepper, the tutorial collapsed above them.
 */
export function SubmissionFlow({
  game: gameKey,
  query: queryKey,
}: {
  game: SubmissionFlow_game$key | null;
  query: SubmissionFlow_query$key;
}) {
  const styles = useStyles();
  const game = useFragment(gameFragment, gameKey);
  const query = useFragment(queryFragment, queryKey);
  const compact = isCompactGamePanel(useWindowWidth());
  // A test not created yet: its steps follow the setup chosen so far.
  const [draft, setDraft] = useState<StepGame>(NEW_GAME);
  const stepGame = useMemo(() => (game ? toStepGame(game) : draft), [game, draft]);
  const statuses = useMemo(
    () => (game ? providerStatuses(game.submissionSteps) : stepStates(stepGame, JSON.stringify({ current: 'create' }))),
    [stepGame, game],
  );
  const missing = useMemo(
    () => new Map((game?.submissionSteps ?? []).map((step) => [step.step.toLowerCase() as StepId, step.missing])),
    [game],
  );
  const current = statuses.find((status) => status.state === 'current')?.id ?? statuses.at(-1)?.id ?? 'create';
  const moverGame = useMemo(() => (game ? { id: game.id, steps: stepGame, current } : null), [game, stepGame, current]);
  const mover = useSubmissionStep(moverGame);
  const editable = game ? game.permissions.includes('request_testing') && !game.disabled : true;
  const content = useRef<HTMLDivElement>(null);
  const sections = useRef(new Map<StepId, HTMLElement>());
  // The step shown, while the current one stays what it was: the tutorial follows it.
  const [viewed, setViewed] = useState<{ current: StepId; step: StepId; picked: boolean }>({ current, step: current, picked: false });
  const shown = viewed.current === current ? viewed : { current, step: current, picked: false };
  const onInView = useCallback(
    (step: StepId) => setViewed((was) => (was.current === current && was.step === step ? was : { current, step, picked: false })),
    [current],
  );

  // Scrolls the page makes itself are not the user's: the tutorial stays on the step they go to.
  const programmatic = useRef(0);
  const scrollTo = useCallback((step: StepId) => {
    programmatic.current = Date.now();
    sections.current.get(step)?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, []);

  // A validated step moves the flow on: the new current step comes into view.
  useEffect(() => {
    scrollTo(current);
  }, [current, scrollTo]);

  useScrollInView({ root: content, sections, statuses, onInView, programmatic });

  const state = useMemo<SubmissionState>(
    () => ({ gameId: game?.id ?? null, game: stepGame, editable, mover, current, setDraft }),
    [game, stepGame, editable, mover, current],
  );
  const tutorialValues = useMemo<TutorialValues>(
    () => ({ platform: stepGame.platform, gameId: game?.gameId ?? null, gameName: game?.name ?? '', storeId: game?.storeId ?? null, bundleId: game?.bundleId ?? null }),
    [stepGame, game],
  );

  return (
    <SubmissionContext.Provider value={state}>
      <div className={mergeClasses(styles.flow, stepGame.isIterating && styles.flowIterating, compact && styles.flowCompact)}>
        {!compact && !stepGame.isIterating && (
          <nav className={styles.stepper} aria-label="Submission steps">
            {statuses.map((status, index) => (
              <StepperItem
                key={status.id}
                status={status}
                reachable={isStepReachable(statuses, index)}
                viewed={shown.picked && shown.step === status.id && status.state !== 'current'}
                estimate={stepEstimate(status.id, game?.isManagedByProvider ?? true)}
                saving={mover.saving?.step === status.id}
                onClick={() => {
                  // SUB-09, issue 42: a reachable step clicked comes into view; a done one is looked at, nothing moves.
                  scrollTo(status.id);
                  setViewed({ current, step: status.id, picked: true });
                }}
              />
            ))}
          </nav>
        )}
        {/* A scrolling region reachable from the keyboard even when every step is read only (axe scrollable-region-focusable). */}
        <div className={styles.content} ref={content} tabIndex={0} role="region" aria-label="Steps of the submission">
          {statuses.map((status) => (
            <section
              key={status.id}
              ref={(element) => {
                if (element) sections.current.set(status.id, element);
                else sections.current.delete(status.id);
              }}
              data-step={status.id}
              data-state={status.state}
              aria-labelledby={`step-${status.id}`}
              aria-current={status.state === 'current' ? 'step' : undefined}
              className={mergeClasses(
                styles.section,
                status.state === 'current' && styles.sectionCurrent,
                status.state === 'disabled' && styles.sectionDisabled,
                shown.picked && shown.step === status.id && status.state === 'done' && styles.sectionViewed,
              )}
            >
              <h2 className={styles.sectionTitle} id={`step-${status.id}`}>
                <Subtitle2>
                  {status.number}. {status.title}
                </Subtitle2>
                <Caption1>{stepEstimate(status.id, game?.isManagedByProvider ?? true)}</Caption1>
              </h2>
              {/* CMS-05: staff's warnings of the step; read apart, so that the panel's query asks nothing more. */}
              <ListFailure empty={null}>
                <Suspense fallback={null}>
                  <StepWarnings step={status.id} />
                </Suspense>
              </ListFailure>
              <fieldset className={styles.fieldset} disabled={status.state === 'disabled' || !editable} aria-label={status.title}>
                <Suspense fallback={<Spinner size="tiny" aria-label="Loading" />}>
                  <StepContent step={status.id} status={status} game={game ?? null} query={query} />
                </Suspense>
              </fieldset>
              {editable && mover.refusal?.step === status.id && <StepRefused refusal={mover.refusal} />}
              {editable && status.state === 'current' && mover.refusal?.step !== status.id && OWN_FIELDLESS_STEPS.has(status.id) && (
                <StepLacks missing={missing.get(status.id) ?? []} />
              )}
            </section>
          ))}
        </div>
        {/* Each layout starts from its own open state: collapsed when narrow, the device's choice beside the steps. */}
        <TutorialPanel key={compact ? 'compact' : 'beside'} step={shown.step} values={tutorialValues} compact={compact} />
      </div>
    </SubmissionContext.Provider>
  );
}

/**
 * Steps whose data comes from outside the page (an access Facebook grants, the build's SDK
 * events): what they still lack is said under them while they are current (issue 42).
 * The other steps say it under their own fields.
 */
const OWN_FIELDLESS_STEPS: ReadonlySet<StepId> = new Set(['sdk_facebook', 'tinysauce_package', 'game_building']);

/** What the current step still lacks before the flow may pass it, as the provider says. */
function StepLacks({ missing }: { missing: readonly { field: string; message: string }[] }) {
  if (missing.length === 0) return null;
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Before the next step</MessageBarTitle>
        <ul>
          {missing.map((item) => (
            <li key={item.field}>{item.message}</li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}

/** A move the provider refused: what the game lacks, step by step (issue 42). */
function StepRefused({ refusal }: { refusal: StepRefusal }) {
  return (
    <MessageBar intent="warning" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>The next step has to wait</MessageBarTitle>
        <ul>
          {refusal.messages.map((item, index) => (
            <li key={index}>{item.stepTitle ? `${item.stepTitle}: ${item.message}` : item.message}</li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}

const NEW_GAME: StepGame = { platform: 'ios', isCtr: false, isPublishedInStore: false, isIterating: false, usesFacebook: true };

type GameData = SubmissionFlow_game$data;
type QueryData = SubmissionFlow_query$data;

function StepContent({ step, status, game, query }: { step: StepId; status: StepStatus; game: GameData | null; query: QueryData }) {
  if (step === 'create') return <CreateStep game={game} query={query} status={status} />;
  if (!game) return null;
  switch (step) {
    case 'appstore_submission':
    case 'playstore_submission':
      return <StorePublishingStep step={step} status={status} />;
    case 'link_store':
      return <LinkStoreStep game={game} status={status} />;
    case 'sdk_facebook':
      return <FacebookStep game={game} status={status} />;
    case 'tinysauce_package':
    case 'game_building':
      return <IntegrationStep step={step} game={game} status={status} />;
    case 'request_testing':
      return <FinalizeStep status={status} />;
    case 'categories':
      return <CategoriesStep game={game} query={query} status={status} />;
    case 'upload_asset':
      return <CampaignStep game={game} query={query} />;
  }
}

/** SUB-21: while the move from its step is saved, the item loads; a done step picked to look at again is outlined. */
function StepperItem({
  status,
  reachable,
  viewed,
  estimate,
  saving,
  onClick,
}: {
  status: StepStatus;
  reachable: boolean;
  viewed: boolean;
  estimate: string;
  saving: boolean;
  onClick: () => void;
}) {
  const styles = useStyles();
  const icon = saving ? (
    <Spinner size="extra-tiny" className={styles.stepIcon} aria-label="saving" />
  ) : status.state === 'done' ? (
    <CheckmarkCircleFilled className={mergeClasses(styles.stepIcon, styles.done)} aria-label="done" />
  ) : status.state === 'current' ? (
    <RecordRegular className={mergeClasses(styles.stepIcon, styles.current)} aria-label="current" />
  ) : (
    <CircleRegular className={styles.stepIcon} aria-label="not reachable yet" />
  );
  return (
    <button
      type="button"
      className={mergeClasses(styles.stepperItem, status.state === 'current' && styles.stepperCurrent, viewed && styles.stepperViewed)}
      disabled={!reachable}
      aria-current={status.state === 'current' ? 'step' : undefined}
      aria-busy={saving || undefined}
      onClick={onClick}
    >
      {icon}
      <span>
        {status.number}. {status.title}
      </span>
      <Caption1 className={styles.estimate}>{estimate}</Caption1>
    </button>
  );
}

/**
 * SUB-10: the step crossing the upper middle of the column is the one in view, and the
 * tutorial follows it while the user scrolls (issue 42: scrolling moves no step). A step
 * out of reach is only passed by; scrolls the page makes itself are left alone.
 */
function useScrollInView({
  root,
  sections,
  statuses,
  onInView,
  programmatic,
}: {
  programmatic: React.RefObject<number>;
  root: React.RefObject<HTMLDivElement | null>;
  sections: React.RefObject<Map<StepId, HTMLElement>>;
  statuses: readonly StepStatus[];
  onInView: (step: StepId) => void;
}) {
  useEffect(() => {
    const container = root.current;
    if (!container || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (Date.now() - programmatic.current < SCROLL_SETTLE_MS) return;
        const visible = entries.find((entry) => entry.isIntersecting);
        const step = visible ? ((visible.target as HTMLElement).dataset.step as StepId | undefined) : undefined;
        const index = statuses.findIndex((s) => s.id === step);
        const status = statuses[index];
        if (!status || !isStepReachable(statuses, index)) return;
        onInView(status.id);
      },
      { root: container, rootMargin: FOCUS_BAND },
    );
    for (const element of sections.current.values()) observer.observe(element);
    return () => observer.disconnect();
  }, [root, sections, statuses, onInView, programmatic]);
}

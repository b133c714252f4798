import { Button, Caption1, Spinner, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BookQuestionMarkRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { BUNDLE_ID_EXAMPLE, expandTags, NOTHING_TO_SEE, tutorialBlocks, type Platform, type StepId } from '@greenlight/rules';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SubmissionStep, TutorialPanelQuery } from './__generated__/TutorialPanelQuery.graphql';

const query = graphql`
  query TutorialPanelQuery($step: SubmissionStep!) {
    submissionTutorial(step: $step) {
      title
      content
    }
  }
`;

/** SUB-06: the panel's open state stays on the device. */
export const TUTORIAL_OPEN_KEY = 'greenlight.submission.tutorialOpen';

const useStyles = makeStyles({
  panel: {
    width: '320px',
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingLeft: tokens.spacingHorizontalL,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    transitionProperty: 'width, opacity',
    transitionDuration: tokens.durationNormal,
    transitionTimingFunction: tokens.curveEasyEase,
  },
  closed: { width: '40px', paddingLeft: tokens.spacingHorizontalXS },
  // SUB-28: narrow, a bar above the steps (first in the column) that opens downwards.
  compact: {
    order: -1,
    width: 'auto',
    gap: tokens.spacingVerticalS,
    paddingLeft: 0,
    paddingBottom: tokens.spacingVerticalS,
    borderLeft: 'none',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  compactBody: { maxHeight: '40vh' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, overflowY: 'auto', transition: `opacity ${tokens.durationNormal}` },
  hidden: { opacity: 0, pointerEvents: 'none' },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  command: {
    display: 'block',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
    userSelect: 'all',
  },
});

export interface TutorialValues {
  platform: Platform;
  gameId: number | null;
  gameName: string;
  storeId: string | null;
  bundleId: string | null;
}

/** The tags a tutorial may hold (SUB-27); the commands hold tags themselves. */
export function tutorialTags(values: TutorialValues): Record<string, string> {
  return {
    platform: values.platform,
    storeName: values.platform === 'ios' ? 'App Store' : 'Google Play',
    gameId: values.gameId === null ? '<game id>' : String(values.gameId),
    gameName: values.gameName,
    storeId: values.storeId ?? '1234567890',
    bundleId: values.bundleId ?? BUNDLE_ID_EXAMPLE,
    storeIdOption: values.platform === 'ios' ? ' --store-id {{storeId}}' : '',
    storePublishCommand: 'npm run store:publish -- --platform {{platform}}{{storeIdOption}} --bundle-id {{bundleId}}',
    sdkEventsCommand: 'npm run sdk:events -- --game {{gameId}}',
  };
}

/**
 * The tutorial on the right of the flow (SUB-05..07, SUB-27): the text of the step in
 * view from the content service, its tags filled from the game; it opens and closes
 * with an animation and remembers that on the device. `compact` (SUB-28): a narrow
 * window has no room beside the steps, so the panel is a bar above them that starts
 * collapsed, and opening it there leaves the device's choice for the side panel as it was.
 */
export function TutorialPanel({ step, values, compact = false }: { step: StepId; values: TutorialValues; compact?: boolean }) {
  const styles = useStyles();
  const [open, setOpen] = useState(() => !compact && readOpen());
  const toggle = () => {
    setOpen((was) => {
      if (!compact) writeOpen(!was);
      return !was;
    });
  };
  return (
    <aside className={mergeClasses(styles.panel, compact ? styles.compact : !open && styles.closed)} aria-label="Tutorial">
      <div className={styles.head}>
        {(open || compact) && <Subtitle2>Tutorial</Subtitle2>}
        <Button
          appearance="subtle"
          icon={open ? <ChevronRightRegular /> : <BookQuestionMarkRegular />}
          aria-label={open ? 'Close the tutorial' : 'Open the tutorial'}
          aria-expanded={open}
          onClick={toggle}
        />
      </div>
      <div
        className={mergeClasses(styles.body, compact && styles.compactBody, !open && styles.hidden)}
        aria-hidden={!open}
        // Scrolling text reachable from the keyboard (axe scrollable-region-focusable); not while it is hidden.
        tabIndex={open ? 0 : -1}
      >
        {open && (
          <Suspense fallback={<Spinner size="tiny" aria-label="Loading" />}>
            <Tutorial step={step} values={values} />
          </Suspense>
        )}
      </div>
    </aside>
  );
}

function Tutorial({ step, values }: { step: StepId; values: TutorialValues }) {
  const styles = useStyles();
  const data = useLazyLoadQuery<TutorialPanelQuery>(query, { step: step.toUpperCase() as SubmissionStep }, { fetchPolicy: 'store-or-network' });
  const tutorial = data.submissionTutorial;
  if (!tutorial) return <Caption1>{NOTHING_TO_SEE}</Caption1>;
  const blocks = tutorialBlocks(expandTags(tutorial.content, tutorialTags(values)));
  return (
    <>
      <Text weight="semibold">{tutorial.title}</Text>
      {blocks.map((block, index) =>
        block.kind === 'command' ? (
          <code key={index} className={styles.command}>
            {block.text}
          </code>
        ) : (
          <Text key={index} as="p" size={300} style={{ margin: 0 }}>
            {block.text}
          </Text>
        ),
      )}
    </>
  );
}

function readOpen(): boolean {
  try {
    return window.localStorage.getItem(TUTORIAL_OPEN_KEY) !== 'false';
  } catch {
    return true;
  }
}

function writeOpen(open: boolean) {
  try {
    window.localStorage.setItem(TUTORIAL_OPEN_KEY, String(open));
  } catch {
    // A device that keeps nothing opens the tutorial every time.
  }
}

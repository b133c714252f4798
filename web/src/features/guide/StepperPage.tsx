import {
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { GUIDE_GAMES, stepGuide } from '@greenlight/rules';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { AppHeader } from '../app-shell/AppHeader';
import type { StepperPageQuery } from './__generated__/StepperPageQuery.graphql';

const query = graphql`
  query StepperPageQuery {
    viewer {
      permissions
      ...AppHeader_viewer
    }
  }
`;

const useStyles = makeStyles({
  main: { maxWidth: '1200px', margin: '0 auto', padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  intro: { display: 'block', margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalL}`, maxWidth: '72ch' },
  scroll: { overflowX: 'auto' },
  step: { width: '40%', paddingTop: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalS },
  time: { width: '120px' },
  asks: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  kind: { textAlign: 'center', justifyContent: 'center', width: '96px' },
  table: { minWidth: '980px' },
});

/** The steps computed once: they come from the rules' table, the same for every visit. */
const GUIDE = stepGuide();

/**
 * `/stepper` (ROUTE-27): how a test goes, before starting one. Every step of the submission
 * in order, its time, which kinds of test take it and what it asks, read from the table the
 * provider enforces (rules/src/step-requirements.ts), so it never tells another story.
 */
export function StepperPage() {
  const styles = useStyles();
  const data = usePreloadedQuery<StepperPageQuery>(query, useLoaderData() as PreloadedQuery<StepperPageQuery>);
  if (!data.viewer) return null;
  return (
    <>
      <AppHeader viewer={data.viewer} platform={data.viewer.permissions.includes('view_pm_interface') ? 'publishing' : 'studio'} />
      <main className={styles.main}>
        <Title3 as="h1">How a test goes</Title3>
        <Text className={styles.intro}>
          A test goes through these steps in order; the flow passes a step once it holds what the step asks. Which steps a test takes depends on
          its kind: a game already in its store skips the store publishing, a CTR test only needs its store link, its categories and its campaign.
        </Text>
        <div className={styles.scroll}>
          <Table aria-label="Submission steps" size="small" className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.step}>Step</TableHeaderCell>
                <TableHeaderCell className={styles.time}>Time</TableHeaderCell>
                {GUIDE_GAMES.map((kind) => (
                  <TableHeaderCell key={kind.label} className={styles.kind}>
                    {kind.label}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {GUIDE.map((step, index) => (
                <TableRow key={step.id}>
                  <TableCell className={styles.step}>
                    <Text weight="semibold">
                      {index + 1}. {step.title}
                    </Text>
                    {step.asks.length > 0 && (
                      <ul className={styles.asks}>
                        {step.asks.map((ask) => (
                          <li key={ask}>
                            <Caption1>{ask}</Caption1>
                          </li>
                        ))}
                      </ul>
                    )}
                  </TableCell>
                  <TableCell className={styles.time}>{step.estimate}</TableCell>
                  {step.takenBy.map((taken, kind) => (
                    <TableCell key={GUIDE_GAMES[kind]!.label} className={styles.kind}>
                      {taken ? <CheckmarkRegular aria-label="taken" /> : <Caption1 aria-label="skipped">–</Caption1>}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </main>
    </>
  );
}

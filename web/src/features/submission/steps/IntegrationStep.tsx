import { Caption1, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { StepStatus } from '@greenlight/rules';
import { useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { IntegrationStep_game$key } from './__generated__/IntegrationStep_game.graphql';
import type { IntegrationStepSdkQuery } from './__generated__/IntegrationStepSdkQuery.graphql';
import { useSubmission } from '../SubmissionContext';
import { IntegrationCheckButton, type Check } from './IntegrationCheck';
import { NextStepButton, StepButtons } from './StepButtons';

const fragment = graphql`
  fragment IntegrationStep_game on Game {
    id
    adNetworks
  }
`;

const sdkQuery = graphql`
  query IntegrationStepSdkQuery {
    sdkPackage {
      name
      version
      installUrl
    }
  }
`;

const useStyles = makeStyles({
  checks: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sdk: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', flexWrap: 'wrap' },
});

const CHECKS: Readonly<Record<'tinysauce_package' | 'game_building', readonly { check: Check; label: string }[]>> = {
  tinysauce_package: [{ check: 'GA', label: 'SDK integration test' }],
  game_building: [
    { check: 'GA', label: 'Test the analytics integration' },
    { check: 'ADJUST', label: 'Test the attribution integration' },
  ],
};

/**
 * Steps 5 and 6, SDK integration and Game building and Test (SUB-SDK, SUB-BUILD): the
 * SDK package and its version (content service), and the tests that pass once the
 * game's build has sent its events; "Next step" once every test of the step passed.
 */
export function IntegrationStep({ step, game: key, status }: { step: 'tinysauce_package' | 'game_building'; game: IntegrationStep_game$key; status: StepStatus }) {
  const styles = useStyles();
  const { editable, mover } = useSubmission();
  const game = useFragment(fragment, key);
  const checks = CHECKS[step];
  const [passed, setPassed] = useState<ReadonlySet<Check>>(new Set());
  const allPassed = checks.every(({ check }) => passed.has(check));

  return (
    <>
      {step === 'tinysauce_package' ? <SdkPackage /> : <Text>Build the game with the SDK, play a first session on a device, then run both tests.</Text>}
      <div className={styles.checks}>
        {checks.map(({ check, label }) => (
          <IntegrationCheckButton
            key={check}
            gameId={game.id}
            check={check}
            disabled={status.state === 'disabled'}
            onOutcome={(outcome) =>
              setPassed((was) => {
                const next = new Set(was);
                if (outcome.ok) next.add(check);
                else next.delete(check);
                return next;
              })
            }
          >
            {label}
          </IntegrationCheckButton>
        ))}
      </div>
      {editable && status.state !== 'disabled' && (
        <StepButtons>
          <NextStepButton step={step} disabled={!allPassed} onClick={() => void mover.validated(step)} />
          {!allPassed && <Caption1>Run the {checks.length > 1 ? 'tests' : 'test'} first.</Caption1>}
        </StepButtons>
      )}
    </>
  );
}

function SdkPackage() {
  const styles = useStyles();
  const { sdkPackage } = useLazyLoadQuery<IntegrationStepSdkQuery>(sdkQuery, {}, { fetchPolicy: 'store-or-network' });
  if (!sdkPackage) return <Text>Import the SDK package in your project and fill in the game's keys.</Text>;
  return (
    <div className={styles.sdk}>
      <Text>
        Import <Text weight="semibold">{sdkPackage.name}</Text> version <Text weight="semibold">{sdkPackage.version}</Text> in your project and fill in the
        game's keys.
      </Text>
      <Link href={sdkPackage.installUrl} target="_blank" rel="noreferrer">
        Download the package
      </Link>
    </div>
  );
}

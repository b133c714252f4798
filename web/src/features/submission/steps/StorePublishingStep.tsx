import { Text } from '@fluentui/react-components';
import type { StepStatus } from '@greenlight/rules';
import { useSubmission } from '../SubmissionContext';
import { NextStepButton, StepButtons } from './StepButtons';

/**
 * Steps 2 and 7, AppStore and Playstore publishing (SUB-ASP, SUB-PSP): only for a game
 * not yet in its store; the tutorial says how to publish (in this demo, with
 * `npm run store:publish`); "Next step" once it is done. The next step looks the app
 * up in the store, so an app not published is found out there.
 */
export function StorePublishingStep({ step, status }: { step: 'appstore_submission' | 'playstore_submission'; status: StepStatus }) {
  const { editable, mover } = useSubmission();
  const store = step === 'appstore_submission' ? 'the App Store' : 'Google Play';
  return (
    <>
      <Text>
        Publish your game on {store} before its campaign can start: the tutorial on the right walks you through it. The link to the store
        checks that the app is there.
      </Text>
      {editable && status.state === 'current' && (
        <StepButtons>
          <NextStepButton step={step} onClick={() => void mover.validated(step)} />
        </StepButtons>
      )}
    </>
  );
}

import { Text } from '@fluentui/react-components';
import type { StepStatus } from '@greenlight/rules';
import { useSubmission } from '../SubmissionContext';
import { NextStepButton, StepButtons } from './StepButtons';

/**
 * Step 8, Finalize app config (SUB-FIN): for iOS or Facebook games, the last settings
 * of the app the tutorial lists; "Next step" once they are in place.
 */
export function FinalizeStep({ status }: { status: StepStatus }) {
  const { editable, mover } = useSubmission();
  return (
    <>
      <Text>Check the last settings of your app listed in the tutorial: tracking prompt and network ids on iOS, Live mode and privacy policy of the Facebook app.</Text>
      {editable && status.state === 'current' && (
        <StepButtons>
          <NextStepButton step="request_testing" onClick={() => void mover.validated('request_testing')} />
        </StepButtons>
      )}
    </>
  );
}

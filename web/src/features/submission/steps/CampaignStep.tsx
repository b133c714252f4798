import { Button, Text } from '@fluentui/react-components';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNotify } from '../../app-shell/notifications';
import type { GameActionMutation } from '../../game-detail/gameAction';
import { gameActionInput, gameActionMutation } from '../../game-detail/gameAction';
import type { CampaignStep_game$key } from './__generated__/CampaignStep_game.graphql';
import { useSubmission } from '../SubmissionFlow';
import { StepButtons } from './StepButtons';

const fragment = graphql`
  fragment CampaignStep_game on Game {
    id
    actions {
      action
      available
    }
  }
`;

/**
 * Step 10, Create campaign (SUB-CAMP): the campaign's assets and settings, then
 * "Request testing" (request_testing), offered while the provider lists the action
 * as available to the viewer.
 */
export function CampaignStep({ game: key }: { game: CampaignStep_game$key }) {
  const notify = useNotify();
  const { editable } = useSubmission();
  const game = useFragment(fragment, key);
  const [request, requesting] = useMutation<GameActionMutation>(gameActionMutation);
  const available = game.actions.some((action) => action.action === 'REQUEST_TESTING' && action.available);

  const submit = () =>
    request({
      variables: { input: gameActionInput('request_testing', game.id, { changelogs: [] }) },
      onCompleted: ({ gameAction: result }) => {
        if (result.__typename === 'ProviderError') notify.error(result.message);
      },
      onError: () => notify.error('Testing could not be requested. Please try again.'),
    });

  return (
    <>
      <Text>Your campaign runs on the networks you chose, with the budget and duration of your test. Request testing when your game is ready: the publishing team reviews it.</Text>
      {editable && (
        <StepButtons>
          <Button appearance="primary" disabled={!available || requesting} onClick={submit}>
            Request testing
          </Button>
        </StepButtons>
      )}
    </>
  );
}

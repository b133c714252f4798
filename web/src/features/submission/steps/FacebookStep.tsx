import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import {
  FACEBOOK_DATA_DELAY_NOTICE,
  isValidDecryptionKey,
  isValidFacebookAppId,
  propertyUpdateForbiddenMessage,
  REQUEST_ACCESS_DONE,
  REQUEST_ACCESS_FAILED,
  REQUEST_ACCESS_MESSAGE_MS,
  validateDecryptionKey,
  validateFacebookAppId,
  type StepStatus,
} from '@greenlight/rules';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { tellInPlace, useLiveStatus } from '../../app-shell/LiveUpdates';
import type { GameActionMutation } from '../../game-detail/gameAction';
import { gameActionInput, gameActionMutation } from '../../game-detail/gameAction';
import type { FacebookStep_game$key } from './__generated__/FacebookStep_game.graphql';
import type { FacebookStepMutation, FacebookSetupInput } from './__generated__/FacebookStepMutation.graphql';
import { useSubmission } from '../SubmissionContext';
import { IntegrationCheckButton } from './IntegrationCheck';
import { NextStepButton, StepButtons } from './StepButtons';

const fragment = graphql`
  fragment FacebookStep_game on Game {
    id
    permissions
    facebookAppId
    facebookDecryptionKey
    facebookAccessGranted
    disabled
  }
`;

const mutation = graphql`
  mutation FacebookStepMutation($gameId: ID!, $input: FacebookSetupInput!) {
    updateFacebookSetup(gameId: $gameId, input: $input) {
      __typename
      ... on Game {
        id
        facebookAppId
        facebookDecryptionKey
        facebookAccessGranted
      }
      ... on ProviderError {
        message
        status
      }
    }
  }
`;

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
});

/**
 * Step 4, Facebook setup (SUB-FB): the app id (15 to 17 digits) saved as a game
 * property, the decryption key saved when the field is left with a valid value (empty
 * clears it); "Request app access" (request_application_access) says done or failed
 * for 5 s; the configuration check; "Next step" once access is granted and the app
 * id is saved. A notice says that ad data takes up to an hour to appear (SUB-26).
 */
export function FacebookStep({ game: key, status }: { game: FacebookStep_game$key; status: StepStatus }) {
  const styles = useStyles();
  const { editable, mover } = useSubmission();
  const game = useFragment(fragment, key);
  const [appId, setAppId] = useState(game.facebookAppId ?? '');
  const [decryptionKey, setDecryptionKey] = useState(game.facebookDecryptionKey ?? '');
  const [touched, setTouched] = useState({ appId: false, key: false });
  const [saveError, setSaveError] = useState<string | null>(null);
  const [save, saving] = useMutation<FacebookStepMutation>(mutation);
  const [request, requesting] = useMutation<GameActionMutation>(gameActionMutation);
  const [requestResult, setRequestResult] = useState<'done' | 'failed' | null>(null);
  const live = useLiveStatus();
  /** The request whose end this step says (SUB-FB-09), not the announcer's toast. */
  const claim = useRef<ReturnType<typeof tellInPlace> | null>(null);
  useEffect(() => () => claim.current?.release(), []);
  const mayRequest = game.permissions.includes('request_application_access');

  useEffect(() => {
    if (!requestResult) return;
    const timer = window.setTimeout(() => setRequestResult(null), REQUEST_ACCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [requestResult]);

  const store = (input: FacebookSetupInput) =>
    save({
      variables: { gameId: game.id, input },
      onCompleted: ({ updateFacebookSetup: result }) => {
        // SUB-FB-11, SUB-FB-12: a refused update says so in the spec's words.
        if (result.__typename === 'ProviderError') setSaveError(result.status === 403 ? propertyUpdateForbiddenMessage(result.message) : 'An error occured');
        else setSaveError(null);
      },
      onError: () => setSaveError('An error occured'),
    });

  /**
   * SUB-FB-07, SUB-FB-09: the grant is an asynchronous operation; its end is said here,
   * done or failed for 5 s, and nowhere else (tellInPlace: no toast besides). While the
   * live feed is down its end would go unheard: the accepted request is said done.
   */
  const requestAccess = () => {
    claim.current?.release();
    let ended = false;
    const end = (result: 'done' | 'failed') => {
      ended = true;
      told.release();
      setRequestResult(result);
    };
    const told = tellInPlace(game.id, 'request_application_access', (operation) => end(operation.status === 'SUCCESS' ? 'done' : 'failed'));
    claim.current = told;
    request({
      // SUB-FB-07: the game and its app id (the saved one: the button waits for it).
      variables: { input: gameActionInput('request_application_access', game.id, { facebookAppId: appId }) },
      onCompleted: ({ gameAction: result }) => {
        if (ended) return;
        if (result.__typename !== 'GameActionPayload') return end('failed');
        const { operation } = result;
        if (operation.status === 'SUCCESS') return end('done');
        if (operation.status !== 'PENDING' && operation.status !== 'RUNNING') return end('failed');
        if (live === 'failed') return end('done');
        told.asked(operation.operationId);
      },
      onError: () => end('failed'),
    });
  };

  const appIdProblem = touched.appId ? validateFacebookAppId(appId) : null;
  const keyProblem = touched.key ? validateDecryptionKey(decryptionKey) : null;
  const saved = Boolean(game.facebookAppId) && game.facebookAppId === appId;

  return (
    <>
      <MessageBar intent="info">
        <MessageBarBody>{FACEBOOK_DATA_DELAY_NOTICE}</MessageBarBody>
      </MessageBar>
      <div className={styles.row}>
        <Field label="Facebook App ID" required validationState={appIdProblem ? 'error' : 'none'} validationMessage={appIdProblem ?? undefined}>
          <Input
            value={appId}
            inputMode="numeric"
            maxLength={17}
            onChange={(_event, data) => setAppId(data.value.replace(/\D/g, '').slice(0, 17))}
            onBlur={() => {
              setTouched((was) => ({ ...was, appId: true }));
              if (isValidFacebookAppId(appId) && appId !== game.facebookAppId) store({ appId });
            }}
          />
        </Field>
        <Field label="Decryption key" validationState={keyProblem ? 'error' : 'none'} validationMessage={keyProblem ?? undefined} hint="Optional: the Install Referrer decryption key of the app">
          <Input
            value={decryptionKey}
            maxLength={64}
            onChange={(_event, data) => setDecryptionKey(data.value.trim())}
            onBlur={() => {
              setTouched((was) => ({ ...was, key: true }));
              if (isValidDecryptionKey(decryptionKey) && decryptionKey !== (game.facebookDecryptionKey ?? '')) store({ decryptionKey });
            }}
          />
        </Field>
      </div>
      {saveError && (
        <MessageBar intent="error">
          <MessageBarBody>{saveError}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        {mayRequest && (
          <div>
            <Button disabled={!saved || requesting || saving || game.disabled || status.state === 'disabled'} onClick={requestAccess}>
              {game.facebookAccessGranted ? 'Request app access again' : 'Request app access'}
            </Button>
            {requestResult && (
              <MessageBar intent={requestResult === 'done' ? 'success' : 'error'} role="status">
                <MessageBarBody>{requestResult === 'done' ? REQUEST_ACCESS_DONE : REQUEST_ACCESS_FAILED}</MessageBarBody>
              </MessageBar>
            )}
          </div>
        )}
        <IntegrationCheckButton gameId={game.id} check="FACEBOOK_CONFIGURATION" disabled={!saved || status.state === 'disabled'}>
          Check the configuration
        </IntegrationCheckButton>
      </div>
      {editable && mayRequest && status.state !== 'disabled' && (
        <StepButtons>
          <NextStepButton step="sdk_facebook" disabled={!saved || !game.facebookAccessGranted} onClick={() => void mover.validated('sdk_facebook')} />
        </StepButtons>
      )}
    </>
  );
}

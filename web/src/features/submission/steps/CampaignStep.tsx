import { Button, Checkbox, Divider, Field, Input, Link, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { canRequestTesting, isSnapchatAppNameRequired, validateSnapchatAppName, type AdNetwork } from '@greenlight/rules';
import { useCallback, useMemo, useState } from 'react';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { networkId } from '../../../relay/enums';
import { useNotify } from '../../app-shell/notifications';
import type { GameActionMutation } from '../../game-detail/gameAction';
import { gameActionInput, gameActionMutation } from '../../game-detail/gameAction';
import { useSubmission } from '../SubmissionFlow';
import { uploadFile } from '../upload';
import { checkVideoFile } from '../videoFile';
import type { CampaignStepRefreshQuery } from './__generated__/CampaignStepRefreshQuery.graphql';
import type { CampaignStepRemoveVideoMutation } from './__generated__/CampaignStepRemoveVideoMutation.graphql';
import type { CampaignStep_game$key } from './__generated__/CampaignStep_game.graphql';
import type { CampaignStep_query$key } from './__generated__/CampaignStep_query.graphql';
import type { CampaignStepSetupMutation } from './__generated__/CampaignStepSetupMutation.graphql';
import { CampaignBudget } from './campaign/CampaignBudget';
import { IconField, type ChosenIcon } from './campaign/IconField';
import { CROP_POSITION_START, isSafari, NetworkVideos, videoValidity, type LocalVideo } from './campaign/NetworkVideos';
import { StepButtons } from './StepButtons';

const fragment = graphql`
  fragment CampaignStep_game on Game {
    id
    isCtr
    isIterating
    isManagedByProvider
    iconUrl
    iconUploadUrl
    videoUploadUrl
    actions {
      action
      available
    }
    campaignSettings {
      budgets {
        network
      }
      maxAllowedVideos
    }
    platform
    snapchatAppName
    competitionId
    genres {
      genreId
    }
    nextIterationVideos {
      id
      fileName
      url
      network
      width
      height
      durationSeconds
      croppingPositionPercent
    }
    ...CampaignBudget_game
  }
`;

const queryFragment = graphql`
  fragment CampaignStep_query on Query {
    codifications {
      currentCompetition {
        # Competition.id is a number: aliased, so that Relay does not take it for a record id.
        competitionId: id
        name
        tcUrl
        allowedPlatforms
        allowedTestingMethods
        allowedGenres
      }
    }
  }
`;

const setupMutation = graphql`
  mutation CampaignStepSetupMutation($gameId: ID!, $input: CampaignSetupInput!) {
    updateCampaignSetup(gameId: $gameId, input: $input) {
      __typename
      ... on Game {
        id
        snapchatAppName
        competitionId
      }
      ... on ProviderError {
        message
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

const refreshQuery = graphql`
  query CampaignStepRefreshQuery($id: ID!) {
    node(id: $id) {
      ... on Game {
        ...CampaignStep_game @alias(as: "step")
      }
    }
  }
`;

const removeVideoMutation = graphql`
  mutation CampaignStepRemoveVideoMutation($videoId: ID!) {
    removeSubmissionVideo(videoId: $videoId) {
      __typename
      ... on RemoveSubmissionVideoPayload {
        game {
          ...CampaignStep_game
        }
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

const useStyles = makeStyles({
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

let nextKey = 0;

/**
 * Step 10, Create campaign (SUB-CAMP): the icon, each network's videos, the budget
 * and duration sliders, the terms; "Request testing" sends the chosen icon and
 * videos first (an upload failure stops it, SUB-CAMP-10), then requests testing.
 */
export function CampaignStep({ game: key, query: queryKey }: { game: CampaignStep_game$key; query: CampaignStep_query$key }) {
  const styles = useStyles();
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const { editable } = useSubmission();
  const game = useFragment(fragment, key);
  const competition = useFragment(queryFragment, queryKey).codifications.currentCompetition;
  const [snapchatName, setSnapchatName] = useState<string | null>(null);
  const [entered, setEntered] = useState<boolean | null>(null);
  const [setupErrors, setSetupErrors] = useState<Record<string, string>>({});
  const [saveSetup] = useMutation<CampaignStepSetupMutation>(setupMutation);
  const [icon, setIcon] = useState<ChosenIcon | null>(null);
  const [local, setLocal] = useState<LocalVideo[]>([]);
  const [terms, setTerms] = useState(false);
  const [sending, setSending] = useState(false);
  const [request, requesting] = useMutation<GameActionMutation>(gameActionMutation);
  const [removeVideo] = useMutation<CampaignStepRemoveVideoMutation>(removeVideoMutation);

  const networks = useMemo(() => game.campaignSettings.budgets.map((budget) => networkId(budget.network)), [game.campaignSettings.budgets]);
  const available = game.actions.some((action) => action.action === 'REQUEST_TESTING' && action.available);
  const busy = sending || requesting;
  const locked = !editable || busy;

  const change = useCallback((entryKey: string, update: Partial<LocalVideo>) => {
    setLocal((entries) => entries.map((entry) => (entry.key === entryKey ? { ...entry, ...update } : entry)));
  }, []);

  const choose = (network: AdNetwork, files: File[]) => {
    const added = files.map<LocalVideo>((file) => ({
      key: `video-${nextKey++}`,
      network,
      file,
      state: 'added',
      info: null,
      problem: null,
      cropPosition: CROP_POSITION_START,
      cropConfirmed: false,
      progress: 0,
    }));
    setLocal((entries) => [...entries, ...added]);
    for (const entry of added) {
      void checkVideoFile(entry.file, network).then(({ info, problem }) =>
        change(entry.key, { info, problem, state: problem && problem.code !== 'VIDEO_RATIO' ? 'error' : 'checked' }),
      );
    }
  };

  // SUB-CAMP-07, SUB-CAMP-08: the Snapchat app name, required when Snapchat runs (iterating: with new Snapchat videos).
  const name = snapchatName ?? game.snapchatAppName ?? '';
  const snapchatRuns = game.isManagedByProvider && networks.includes('snapchat');
  const snapchatVideos = game.nextIterationVideos.some((video) => networkId(video.network) === 'snapchat') || local.some((entry) => entry.network === 'snapchat');
  const nameRequired = isSnapchatAppNameRequired({ isManaged: game.isManagedByProvider, snapchatSelected: snapchatRuns, isIterating: game.isIterating, hasSnapchatVideos: snapchatVideos });
  const nameProblem = snapchatRuns ? validateSnapchatAppName(name, nameRequired) : null;
  // SUB-CAMP-16, SUB-CAMP-17: the competition, offered while the game may enter it, unticked when it may not.
  const eligible = competition != null && !game.isIterating &&
    competition.allowedPlatforms.includes(game.platform.toLowerCase()) &&
    competition.allowedTestingMethods.includes(game.isCtr ? 'ctr' : 'cpi') &&
    game.genres.some((genre) => competition.allowedGenres.includes(genre.genreId));
  const competing = eligible && (entered ?? game.competitionId === competition.competitionId);

  const uploadedOf = (network: AdNetwork) => game.nextIterationVideos.filter((video) => networkId(video.network) === network);
  const validVideos = Object.fromEntries(
    networks.map((network) => [
      network,
      uploadedOf(network).length + local.filter((entry) => entry.network === network && videoValidity(entry) === 'valid').length,
    ]),
  );
  const ready = nameProblem === null && canRequestTesting({
    isIterating: game.isIterating,
    isCtr: game.isCtr,
    isManagedByProvider: game.isManagedByProvider,
    termsAccepted: terms,
    hasValidIcon: icon ? icon.problem === null : Boolean(game.iconUrl),
    networks,
    validVideos,
    invalidVideos: local.filter((entry) => videoValidity(entry) !== 'valid').length,
    mayRequest: available,
    // Manual games link their own campaign (ACT-35) from the game's actions.
    campaignChosen: true,
  });

  /** SUB-CAMP-09: the Snapchat app name if changed and the competition choice, saved first. */
  const saveCampaignSetup = () =>
    new Promise<boolean>((resolve) => {
      const competitionId = competing ? competition!.competitionId : null;
      const nameChanged = snapchatRuns && name.trim() !== (game.snapchatAppName ?? '');
      if (!nameChanged && competitionId === game.competitionId) return resolve(true);
      saveSetup({
        variables: { gameId: game.id, input: { ...(nameChanged ? { snapchatAppName: name } : {}), competitionId } },
        onCompleted: ({ updateCampaignSetup: result }) => {
          if (result.__typename !== 'ProviderError') return resolve(true);
          setSetupErrors(Object.fromEntries(result.fieldErrors.map((error) => [error.path, error.message])));
          if (result.fieldErrors.length === 0) notify.apiError(result);
          resolve(false);
        },
        onError: () => {
          notify.error('Your campaign setup could not be saved. Please try again.');
          resolve(false);
        },
      });
    });

  /** SUB-CAMP-10: the chosen icon and videos go first; false when one failed. */
  const sendAssets = async (): Promise<boolean> => {
    if (icon && !icon.problem) {
      const sent = await uploadFile<{ iconUrl: string }>(game.iconUploadUrl, {}, icon.file, () => undefined);
      if (!sent.ok) {
        setIcon({ ...icon, problem: sent.error });
        return false;
      }
      setIcon(null);
    }
    for (const entry of local) {
      change(entry.key, { state: 'loading', progress: 0 });
      const fields: Record<string, string> = { adNetwork: entry.network };
      if (entry.problem?.code === 'VIDEO_RATIO') fields.croppingPositionPercent = String(entry.cropPosition);
      const sent = await uploadFile(game.videoUploadUrl, fields, entry.file, (progress) => change(entry.key, { progress }));
      if (!sent.ok) {
        change(entry.key, { state: 'error', problem: { code: 'UPLOAD', message: sent.error ?? 'The upload failed.' } });
        return false;
      }
      change(entry.key, { state: 'uploaded', progress: 1 });
    }
    return true;
  };

  const submit = async () => {
    setSending(true);
    try {
      const sent = (await saveCampaignSetup()) && (await sendAssets());
      await fetchQuery<CampaignStepRefreshQuery>(environment, refreshQuery, { id: game.id }, { fetchPolicy: 'network-only' }).toPromise();
      setLocal((entries) => entries.filter((entry) => entry.state !== 'uploaded'));
      if (!sent) return;
    } finally {
      setSending(false);
    }
    request({
      variables: { input: gameActionInput('request_testing', game.id, { changelogs: [] }) },
      onCompleted: ({ gameAction: result }) => {
        if (result.__typename === 'ProviderError') notify.apiError(result);
      },
      onError: () => notify.error('Testing could not be requested. Please try again.'),
    });
  };

  const removeUploaded = (videoId: string) =>
    removeVideo({
      variables: { videoId },
      onCompleted: ({ removeSubmissionVideo: result }) => {
        if (result.__typename === 'ProviderError') notify.apiError(result);
      },
      onError: () => notify.error('The video could not be removed. Please try again.'),
    });

  const safari = typeof navigator !== 'undefined' && isSafari(navigator.userAgent);

  return (
    <div className={styles.step}>
      <IconField iconUrl={game.iconUrl} chosen={icon} onChoose={setIcon} disabled={locked} required={!game.isCtr} />
      {game.isManagedByProvider && (
        <>
          {safari && (
            <MessageBar intent="warning">
              <MessageBarBody>Video upload does not work in Safari: please use Chrome, Firefox or Edge.</MessageBarBody>
            </MessageBar>
          )}
          {networks.map((network) => (
            <NetworkVideos
              key={network}
              network={network}
              uploaded={uploadedOf(network)}
              local={local.filter((entry) => entry.network === network)}
              maxAllowed={game.campaignSettings.maxAllowedVideos}
              disabled={locked || safari}
              onChoose={(files) => choose(network, files)}
              onChange={change}
              onRemoveLocal={(entryKey) => setLocal((entries) => entries.filter((entry) => entry.key !== entryKey))}
              onRemoveUploaded={removeUploaded}
            />
          ))}
          <Divider />
          <CampaignBudget game={game} disabled={locked} />
        </>
      )}
      {snapchatRuns && (
        <Field
          label="Snapchat app name"
          required={nameRequired}
          hint="The name Snapchat shows in your ads, at most 25 characters"
          validationMessage={setupErrors.snapchatAppName ?? (name !== (game.snapchatAppName ?? '') ? nameProblem : null) ?? undefined}
          validationState={setupErrors.snapchatAppName || (name !== (game.snapchatAppName ?? '') && nameProblem) ? 'error' : 'none'}
        >
          <Input
            value={name}
            disabled={locked}
            onChange={(_event, data) => {
              setSnapchatName(data.value);
              setSetupErrors(({ snapchatAppName: _dropped, ...rest }) => rest);
            }}
          />
        </Field>
      )}
      {eligible && competition && (
        <Field validationMessage={setupErrors.competitionId} validationState={setupErrors.competitionId ? 'error' : 'none'}>
          <Checkbox
            checked={competing}
            disabled={locked}
            onChange={(_event, data) => setEntered(data.checked === true)}
            label={
              <>
                Register this game for the {competition.name} (
                <Link href={competition.tcUrl} target="_blank" rel="noreferrer" inline>
                  terms
                </Link>
                )
              </>
            }
          />
        </Field>
      )}
      {!game.isIterating && (
        <Checkbox
          checked={terms}
          disabled={locked}
          onChange={(_event, data) => setTerms(data.checked === true)}
          label="I accept the terms of the publishing test"
        />
      )}
      {editable && (
        <StepButtons>
          {busy && <Spinner size="tiny" label={sending ? 'Sending your assets' : 'Requesting testing'} />}
          <Button appearance="primary" disabled={!ready || busy} onClick={() => void submit()}>
            Request testing
          </Button>
        </StepButtons>
      )}
      {!available && editable && <Text size={200}>Request testing is not available for this game now.</Text>}
    </div>
  );
}

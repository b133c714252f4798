import {
  Button,
  Checkbox,
  Divider,
  Dropdown,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Option,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  canRequestTesting,
  changelogProblems,
  completeChangelogs,
  formatDate,
  gameTab,
  isSnapchatAppNameRequired,
  serverErrorMessage,
  CHANGELOG_CATEGORIES,
  validateFacebookAppId,
  validateSnapchatAppName,
  type AdNetwork,
  type GameActionId,
} from '@greenlight/rules';
import { useCallback, useMemo, useState } from 'react';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import { changelogCategoryEnum, gameStatusId, networkId, oneOf, type GameStatusEnum } from '../../../relay/enums';
import { links } from '../../../config';
import { useNotify } from '../../app-shell/notifications';
import type { GameActionMutation } from '../../game-detail/gameAction';
import { gameActionInput, gameActionMutation } from '../../game-detail/gameAction';
import { readGameAgainIfReading } from '../../game-detail/gameReads';
import { myGamesPath } from '../../studio-board/tabs';
import { useSubmission } from '../SubmissionContext';
import { uploadFile } from '../upload';
import { checkVideoFile } from '../videoFile';
import type { CampaignStepRefreshQuery } from './__generated__/CampaignStepRefreshQuery.graphql';
import type { CampaignStepRemoveVideoMutation } from './__generated__/CampaignStepRemoveVideoMutation.graphql';
import type { CampaignStep_game$key } from './__generated__/CampaignStep_game.graphql';
import type { CampaignStep_query$key } from './__generated__/CampaignStep_query.graphql';
import type { CampaignStepSetupMutation } from './__generated__/CampaignStepSetupMutation.graphql';
import { CampaignBudget } from './campaign/CampaignBudget';
import { ChangelogsField, type ChangelogEntry } from './campaign/ChangelogsField';
import { IconField, type ChosenIcon } from './campaign/IconField';
import { CROP_POSITION_START, isSafari, NetworkVideos, videoValidity, type LocalVideo } from './campaign/NetworkVideos';
import { StudioCampaignChoice } from './campaign/StudioCampaignChoice';
import { StepButtons } from './StepButtons';

const fragment = graphql`
  fragment CampaignStep_game on Game {
    id
    isCtr
    isIterating
    isManagedByProvider
    permissions
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
    inspiredByWebinar
    facebookAppId
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
      review
      reviewReason
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
      # Webinar.id is a number: aliased, so that Relay does not take it for a record id.
      recentWebinars {
        webinarId: id
        title
        date
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
        inspiredByWebinar
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

/** The dropdown's text for the chosen webinar; one no longer recent keeps its id. */
function webinarLabel(webinars: readonly { webinarId: number; title: string; date: string }[], chosen: number | null | undefined): string {
  if (chosen == null) return 'No';
  const webinar = webinars.find((entry) => entry.webinarId === chosen);
  return webinar ? `${webinar.title} (${formatDate(webinar.date)})` : `Webinar ${chosen}`;
}

const useStyles = makeStyles({
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

let nextKey = 0;

/**
 * Step 10, Create campaign (SUB-CAMP): the icon, each network's videos, the budget
 * and duration sliders, the terms; "Request testing" sends the chosen icon and
 * videos first (an upload failure stops it, SUB-CAMP-10), then requests testing: a
 * managed game with its changelogs and Facebook app id (SUB-CAMP-11), a manual one by
 * linking the Facebook campaign it chose (SUB-CAMP-12). Then the studio's board shows
 * the tab where the game is (SUB-29, MG-06).
 */
export function CampaignStep({ game: key, query: queryKey }: { game: CampaignStep_game$key; query: CampaignStep_query$key }) {
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const environment = useRelayEnvironment();
  const { editable } = useSubmission();
  const game = useFragment(fragment, key);
  const codifications = useFragment(queryFragment, queryKey).codifications;
  const competition = codifications.currentCompetition;
  const [snapchatName, setSnapchatName] = useState<string | null>(null);
  const [entered, setEntered] = useState<boolean | null>(null);
  const [webinar, setWebinar] = useState<number | null | undefined>(undefined);
  const [setupErrors, setSetupErrors] = useState<Record<string, string>>({});
  const [saveSetup] = useMutation<CampaignStepSetupMutation>(setupMutation);
  const [icon, setIcon] = useState<ChosenIcon | null>(null);
  const [local, setLocal] = useState<LocalVideo[]>([]);
  const [terms, setTerms] = useState(false);
  const [changelogs, setChangelogs] = useState<ChangelogEntry[]>([]);
  const [appId, setAppId] = useState<string | null>(null);
  const [studioCampaign, setStudioCampaign] = useState<string | null>(null);
  const [requestErrors, setRequestErrors] = useState<Record<string, string>>({});
  const [incomplete, setIncomplete] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [request, requesting] = useMutation<GameActionMutation>(gameActionMutation);
  const [removeVideo] = useMutation<CampaignStepRemoveVideoMutation>(removeVideoMutation);

  const networks = useMemo(() => game.campaignSettings.budgets.map((budget) => networkId(budget.network)), [game.campaignSettings.budgets]);
  // SUB-CAMP-11, SUB-CAMP-12: a managed game requests testing, a manual one on Facebook links its campaign.
  const linksCampaign = !game.isManagedByProvider && networks.includes('facebook');
  const requestAction: GameActionId = linksCampaign ? 'test_studio_campaign' : 'request_testing';
  const available = game.actions.some((action) => action.action === (linksCampaign ? 'TEST_STUDIO_CAMPAIGN' : 'REQUEST_TESTING') && action.available);
  const busy = sending || requesting;
  const locked = !editable || busy;
  // SUB-CAMP-23, SUB-ICON-09, SUB-VID-19: the assets need their own permissions on the game.
  const mayChangeIcon = game.permissions.includes('change_game_icon');
  const mayChangeVideos = game.permissions.includes('change_game_video');

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
  // SUB-CAMP-19: the webinar that inspired the game.
  const inspiredBy = webinar === undefined ? game.inspiredByWebinar : webinar;
  // SUB-CAMP-15: an iterating CPI test on Facebook says which app its new build is (step 4 is not shown to it).
  const asksAppId = game.isIterating && game.isManagedByProvider && !game.isCtr && networks.includes('facebook');
  const appIdValue = appId ?? game.facebookAppId ?? '';
  const appIdProblem = asksAppId && appIdValue.trim() !== '' ? validateFacebookAppId(appIdValue.trim()) : null;
  // SUB-CAMP-14: an iterating game's changelogs, each with both halves.
  const changelogsValid = changelogs.every((entry) => changelogProblems(entry) === null);

  const uploadedOf = (network: AdNetwork) => game.nextIterationVideos.filter((video) => networkId(video.network) === network);
  const validVideos = Object.fromEntries(
    networks.map((network) => [
      network,
      // ACT-19: a video the publishing team rejected never runs.
      uploadedOf(network).filter((video) => video.review !== 'REJECTED').length + local.filter((entry) => entry.network === network && videoValidity(entry) === 'valid').length,
    ]),
  );
  const ready = nameProblem === null && appIdProblem === null && changelogsValid && canRequestTesting({
    isIterating: game.isIterating,
    isCtr: game.isCtr,
    isManagedByProvider: game.isManagedByProvider,
    termsAccepted: terms,
    hasValidIcon: icon ? icon.problem === null : Boolean(game.iconUrl),
    networks,
    validVideos,
    invalidVideos: local.filter((entry) => videoValidity(entry) !== 'valid').length,
    mayRequest: available,
    campaignChosen: !linksCampaign || studioCampaign !== null,
  });

  /** SUB-CAMP-09, SUB-CAMP-19: the Snapchat app name if changed, the competition choice and the webinar, saved first. */
  const saveCampaignSetup = () =>
    new Promise<boolean>((resolve) => {
      const competitionId = competing ? competition!.competitionId : null;
      const nameChanged = snapchatRuns && name.trim() !== (game.snapchatAppName ?? '');
      const webinarChanged = inspiredBy !== game.inspiredByWebinar;
      if (!nameChanged && !webinarChanged && competitionId === game.competitionId) return resolve(true);
      saveSetup({
        variables: {
          gameId: game.id,
          input: { ...(nameChanged ? { snapchatAppName: name } : {}), ...(webinarChanged ? { inspiredByWebinar: inspiredBy } : {}), competitionId },
        },
        onCompleted: ({ updateCampaignSetup: result }) => {
          if (result.__typename !== 'ProviderError') return resolve(true);
          setSetupErrors(Object.fromEntries(result.fieldErrors.map((error) => [error.path, error.message])));
          // SUB-CAMP-24: the "Error" toast with the server's words, else the support address.
          if (result.fieldErrors.length === 0) notify.apiError(result, serverErrorMessage(links.supportEmail));
          resolve(false);
        },
        onError: () => {
          notify.error(serverErrorMessage(links.supportEmail));
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

  /** SUB-CAMP-11, SUB-CAMP-12: what the request sends, by the game's setup; SUB-CAMP-04: a first test accepts the terms. */
  const requestFields = () => {
    const accepted = game.isIterating ? {} : { termsAccepted: terms };
    if (linksCampaign) return { choice: { facebook: studioCampaign }, ...accepted };
    const sent = completeChangelogs(changelogs).flatMap((entry) => {
      const category = oneOf(CHANGELOG_CATEGORIES, entry.category ?? undefined);
      return category ? [{ category: changelogCategoryEnum(category), details: entry.details.trim() }] : [];
    });
    const changedAppId = asksAppId && appIdValue.trim() !== '' && appIdValue.trim() !== game.facebookAppId ? { facebookAppId: appIdValue.trim() } : {};
    return { changelogs: sent, ...changedAppId, ...accepted };
  };

  /**
   * SUB-29, MG-06: the studio's board shows the tab where the game is, the panel still
   * open on it: in progress while the request's operation runs (SUB-CAMP-13), pending
   * approval once it has (the panel's useBoardFollowsGame takes the board there then).
   */
  const showOnBoard = (requested: { status: GameStatusEnum; isIterating: boolean }) => {
    if (!location.pathname.startsWith('/board')) return;
    const tab = gameTab({ status: gameStatusId(requested.status), isIterating: requested.isIterating });
    navigate({ pathname: myGamesPath(tab, game.isCtr ? 'ctr' : 'cpi'), search: location.search });
  };

  const submit = async () => {
    setSending(true);
    setRequestErrors({});
    setIncomplete([]);
    try {
      const sent = (await saveCampaignSetup()) && (await sendAssets());
      await fetchQuery<CampaignStepRefreshQuery>(environment, refreshQuery, { id: game.id }, { fetchPolicy: 'network-only' }).toPromise();
      setLocal((entries) => entries.filter((entry) => entry.state !== 'uploaded'));
      if (!sent) return;
    } finally {
      setSending(false);
    }
    request({
      variables: { input: gameActionInput(requestAction, game.id, requestFields()) },
      onCompleted: ({ gameAction: result }) => {
        if (result.__typename === 'ProviderError') {
          // A refused field is shown under it (the app id, the campaign); what the submission
          // still lacks, step by step, above the button (issue 42); anything else in a toast.
          const shown = result.fieldErrors.filter((error) => error.path === 'facebookAppId' || error.path?.startsWith('choice'));
          const lacking = result.fieldErrors.filter((error) => error.stepTitle);
          if (shown.length > 0) setRequestErrors(Object.fromEntries(shown.map((error) => [error.path!.split('.')[0]!, error.message])));
          if (lacking.length > 0) setIncomplete(lacking.map((error) => `${error.stepTitle}: ${error.message}`));
          if (shown.length === 0 && lacking.length === 0) notify.apiError(result);
          return;
        }
        // A read of the game that started before the request must not answer last.
        readGameAgainIfReading(environment, game.id);
        if (result.__typename !== 'GameActionPayload') return;
        if (result.operation.status === 'SUCCESS') notify.success(result.operation.message);
        setChangelogs([]);
        showOnBoard(result.game);
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
      <IconField iconUrl={game.iconUrl} chosen={icon} onChoose={setIcon} disabled={locked || !mayChangeIcon} required={!game.isCtr} />
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
              disabled={locked || safari || !mayChangeVideos}
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
      {linksCampaign && (
        <StudioCampaignChoice gameId={game.id} chosen={studioCampaign} onChoose={setStudioCampaign} disabled={locked} error={requestErrors.choice} />
      )}
      {asksAppId && (
        <Field
          label="Facebook App ID"
          hint="The Facebook app of this iteration's build"
          validationMessage={requestErrors.facebookAppId ?? appIdProblem ?? undefined}
          validationState={requestErrors.facebookAppId || appIdProblem ? 'error' : 'none'}
        >
          <Input
            value={appIdValue}
            inputMode="numeric"
            disabled={locked}
            onChange={(_event, data) => {
              setAppId(data.value);
              setRequestErrors(({ facebookAppId: _dropped, ...rest }) => rest);
            }}
          />
        </Field>
      )}
      {game.isIterating && game.isManagedByProvider && <ChangelogsField entries={changelogs} onChange={setChangelogs} disabled={locked} />}
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
      {codifications.recentWebinars.length > 0 && (
        <Field
          label="Inspired by a webinar?"
          hint="Tell us if one of our recent webinars gave you the idea of this game"
          validationMessage={setupErrors.inspiredByWebinar}
          validationState={setupErrors.inspiredByWebinar ? 'error' : 'none'}
        >
          <Dropdown
            disabled={locked}
            selectedOptions={[inspiredBy == null ? 'none' : String(inspiredBy)]}
            value={webinarLabel(codifications.recentWebinars, inspiredBy)}
            onOptionSelect={(_event, data) => {
              setWebinar(data.optionValue && data.optionValue !== 'none' ? Number(data.optionValue) : null);
              setSetupErrors(({ inspiredByWebinar: _dropped, ...rest }) => rest);
            }}
          >
            <Option value="none">No</Option>
            {codifications.recentWebinars.map((entry) => (
              <Option key={entry.webinarId} value={String(entry.webinarId)} text={`${entry.title} (${formatDate(entry.date)})`}>
                {`${entry.title} (${formatDate(entry.date)})`}
              </Option>
            ))}
          </Dropdown>
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
      {incomplete.length > 0 && (
        <MessageBar intent="warning" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>Testing cannot be requested yet</MessageBarTitle>
            <ul>
              {incomplete.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
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

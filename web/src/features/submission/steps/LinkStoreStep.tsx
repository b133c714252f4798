import { Caption1, Checkbox, Field, Input, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  APPSTORE_ID_MAX_LENGTH,
  LINK_STORE_PAUSE_MS,
  PROJECT_SEARCH_DEBOUNCE_MS,
  validateAppStoreId,
  validateBundleId,
  validateProjectName,
  type StepStatus,
} from '@greenlight/rules';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { useNotify } from '../../app-shell/notifications';
import type { LinkStoreStep_game$key } from './__generated__/LinkStoreStep_game.graphql';
import type { LinkStoreStepMutation } from './__generated__/LinkStoreStepMutation.graphql';
import type { LinkStoreStepProjectQuery, LinkStoreStepProjectQuery$data } from './__generated__/LinkStoreStepProjectQuery.graphql';
import { useSubmission } from '../SubmissionContext';
import { fieldMessages, NextStepButton, StepButtons } from './StepButtons';

const fragment = graphql`
  fragment LinkStoreStep_game on Game {
    id
    name
    platform
    isCtr
    permissions
    storeId
    bundleId
    gameAnalyticsId
    project {
      projectId
      name
    }
  }
`;

const projectQuery = graphql`
  query LinkStoreStepProjectQuery($storeId: String, $bundleId: String!, $platform: Platform!) {
    projectForStore(storeId: $storeId, bundleId: $bundleId, platform: $platform) {
      id
      projectId
      name
      projectGameCount
      canEdit
      games {
        gameId
        name
        iconUrl
      }
    }
  }
`;

const mutation = graphql`
  mutation LinkStoreStepMutation($gameId: ID!, $input: LinkGameToStoreInput!) {
    linkGameToStore(gameId: $gameId, input: $input) {
      __typename
      ... on LinkGameToStorePayload {
        valid
        errors {
          field
          message
        }
        game {
          id
          storeId
          bundleId
          gameAnalyticsId
          gameAnalyticsUrl
          appServiceAppKey
          projectId
          project {
            projectId
            name
          }
        }
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

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL },
  project: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  games: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  icon: { width: '24px', height: '24px', borderRadius: tokens.borderRadiusSmall, objectFit: 'cover' },
});

type FoundProject = NonNullable<LinkStoreStepProjectQuery$data['projectForStore']>;

/**
 * Step 3, Link to store (SUB-LINK): the AppStore ID (iOS) and the bundle id, each with
 * its rule and lock; the analytics slot, created or an id created through the
 * platform earlier; the project found by store id and bundle id (300 ms after the
 * typing stops) or a new one, renamable. Validate runs 000 §4's sequence on the
 * gateway, then, 500 ms after a success, moves to the next step.
 */
export function LinkStoreStep({ game: key, status }: { game: LinkStoreStep_game$key; status: StepStatus }) {
  const styles = useStyles();
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const { editable, mover } = useSubmission();
  const game = useFragment(fragment, key);
  const ios = game.platform === 'IOS';
  const platform = ios ? 'ios' : 'android';
  const mayEditIds = game.permissions.includes('create_ga_slot');
  const [storeId, setStoreId] = useState(game.storeId ?? '');
  const [bundleId, setBundleId] = useState(game.bundleId ?? '');
  const [createSlot, setCreateSlot] = useState(!game.gameAnalyticsId);
  const [analyticsId, setAnalyticsId] = useState(game.gameAnalyticsId ?? '');
  const [found, setFound] = useState<FoundProject | null>(null);
  const [projectName, setProjectName] = useState(game.project?.name ?? game.name);
  const [errors, setErrors] = useState<readonly { path: string | null | undefined; message: string }[]>([]);
  const [touched, setTouched] = useState(false);
  const [link, linking] = useMutation<LinkStoreStepMutation>(mutation);
  const [pausing, setPausing] = useState(false);

  const storeProblem = ios ? validateAppStoreId(storeId) : null;
  const bundleProblem = validateBundleId(bundleId, platform);
  const slotChosen = Boolean(game.gameAnalyticsId) || createSlot || analyticsId.trim() !== '';
  const projectProblem = validateProjectName(projectName);
  const ready = !storeProblem && !bundleProblem && slotChosen && !projectProblem;

  // SUB-LINK-15/16: the project of the same app, once both ids are valid.
  useEffect(() => {
    if (storeProblem || bundleProblem) return;
    let current = true;
    const timer = window.setTimeout(() => {
      fetchQuery<LinkStoreStepProjectQuery>(environment, projectQuery, { storeId: ios ? storeId : null, bundleId, platform: game.platform === 'ANDROID' ? 'ANDROID' : 'IOS' })
        .toPromise()
        .then((answer) => {
          if (!current) return;
          const project = answer?.projectForStore ?? null;
          setFound(project);
          if (project) setProjectName(project.name);
        })
        .catch(() => current && setFound(null));
    }, PROJECT_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [environment, storeId, bundleId, ios, game.platform, storeProblem, bundleProblem]);

  const validate = () => {
    setTouched(true);
    if (!ready) return;
    setErrors([]);
    link({
      variables: {
        gameId: game.id,
        input: {
          ...(ios ? { storeId } : {}),
          bundleId,
          createAnalyticsSlot: !game.gameAnalyticsId && createSlot,
          ...(!game.gameAnalyticsId && !createSlot ? { gameAnalyticsId: analyticsId.trim() } : {}),
          ...(found ? { projectId: found.id } : {}),
          projectName,
        },
      },
      onCompleted: ({ linkGameToStore: result }) => {
        if (result.__typename === 'ProviderError') {
          setErrors(result.fieldErrors);
          if (result.fieldErrors.length === 0) notify.error(result.message);
          return;
        }
        if (result.__typename !== 'LinkGameToStorePayload') return;
        setErrors(result.errors.map((error) => ({ path: error.field, message: error.message })));
        if (!result.valid) return;
        // SUB-LINK-23: a short pause, then the next step.
        setPausing(true);
        window.setTimeout(() => {
          setPausing(false);
          void mover.validated('link_store');
        }, LINK_STORE_PAUSE_MS);
      },
      onError: () => notify.error('The game could not be linked to its store. Please try again.'),
    });
  };

  const message = (field: string, local: string | null) => {
    const all = [...(touched && local ? [local] : []), ...fieldMessages(errors, field)];
    return { validationState: all.length > 0 ? ('error' as const) : ('none' as const), validationMessage: all[0] };
  };
  // The fields shown, whose errors go under them; any other error (about no field, the
  // attribution token, the project link) goes above the button, so none is lost (SUB-LINK-27).
  const shownFields = [
    ...(ios ? ['storeId'] : []),
    'bundleId',
    ...(game.gameAnalyticsId ? [] : ['createAnalyticsSlot', ...(createSlot ? [] : ['gameAnalyticsId'])]),
    'projectName',
  ];
  const elsewhere = errors.filter((error) => !shownFields.some((field) => fieldMessages([error], field).length > 0)).map((error) => error.message);

  return (
    <>
      <div className={styles.row}>
        {ios && (
          <Field label="AppStore ID" required {...message('storeId', storeProblem)} hint={game.storeId ? 'The AppStore ID stays once saved.' : undefined}>
            <Input
              value={storeId}
              inputMode="numeric"
              maxLength={APPSTORE_ID_MAX_LENGTH}
              readOnly={Boolean(game.storeId) || !mayEditIds}
              onChange={(_event, data) => setStoreId(data.value.replace(/\D/g, '').slice(0, APPSTORE_ID_MAX_LENGTH))}
              onBlur={() => setTouched(true)}
            />
          </Field>
        )}
        <Field label="Bundle ID" required {...message('bundleId', bundleProblem)} hint={game.bundleId ? 'The bundle id cannot be changed.' : 'It cannot be changed later.'}>
          <Input value={bundleId} maxLength={200} readOnly={Boolean(game.bundleId)} onChange={(_event, data) => setBundleId(data.value.trim())} onBlur={() => setTouched(true)} />
        </Field>
      </div>
      {game.gameAnalyticsId ? (
        <Field label="Analytics slot">
          <Input value={game.gameAnalyticsId} readOnly />
        </Field>
      ) : (
        <div className={styles.row}>
          <Field {...message('createAnalyticsSlot', null)}>
            <Checkbox label="Create a new analytics slot" checked={createSlot} disabled={!mayEditIds} onChange={(_event, data) => setCreateSlot(Boolean(data.checked))} />
          </Field>
          {!createSlot && (
            <Field label="Existing analytics id" required {...message('gameAnalyticsId', touched && !slotChosen ? 'Enter the analytics id of an earlier test' : null)}>
              <Input value={analyticsId} maxLength={64} disabled={!mayEditIds} onChange={(_event, data) => setAnalyticsId(data.value)} />
            </Field>
          )}
        </div>
      )}
      {found && (
        <div className={styles.project} aria-label="Project found">
          <Text weight="semibold">This app already has a project: {found.name}</Text>
          <Caption1>
            {found.projectGameCount} {found.projectGameCount === 1 ? 'game' : 'games'}
          </Caption1>
          <div className={styles.games}>
            {found.games.map((other) => (
              <span key={other.gameId} className={styles.games}>
                {other.iconUrl && <img className={styles.icon} src={other.iconUrl} alt="" />}
                <Caption1>{other.name}</Caption1>
              </span>
            ))}
          </div>
        </div>
      )}
      <Field label="Project name" required {...message('projectName', projectProblem)}>
        <Input value={projectName} maxLength={200} readOnly={Boolean(found && !found.canEdit)} onChange={(_event, data) => setProjectName(data.value)} />
      </Field>
      {elsewhere.length > 0 && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{elsewhere.join(' ')}</MessageBarBody>
        </MessageBar>
      )}
      {editable && status.state !== 'disabled' && (
        <StepButtons>
          <NextStepButton step="link_store" saving={linking || pausing} savesChanges disabled={!ready} onClick={validate}>
            Validate
          </NextStepButton>
        </StepButtons>
      )}
    </>
  );
}

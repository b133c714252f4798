import { Button, Caption1, Checkbox, Dropdown, Field, Input, Label, Option, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  AD_NETWORK_IDS,
  AD_NETWORK_PERMISSIONS,
  AD_NETWORK_REQUIRED,
  choosesAdNetworks,
  testSetupProblems,
  validateGameName,
  type StepStatus,
} from '@greenlight/rules';
import { useEffect, useMemo, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useLocation, useSearchParams } from 'react-router';
import { useNotify } from '../../app-shell/notifications';
import type { CreateStep_game$data, CreateStep_game$key } from './__generated__/CreateStep_game.graphql';
import type { CreateStep_query$key } from './__generated__/CreateStep_query.graphql';
import type { AdNetwork, CreateStepCreateMutation } from './__generated__/CreateStepCreateMutation.graphql';
import type { CreateStepUpdateMutation } from './__generated__/CreateStepUpdateMutation.graphql';
import { useSubmission } from '../SubmissionContext';
import { fieldMessages, NextStepButton, StepButtons } from './StepButtons';

const gameFragment = graphql`
  fragment CreateStep_game on Game {
    id
    gameId
    name
    platform
    isCtr
    isManagedByProvider
    isPublishedInStore
    adNetworks
    appServiceAppKey
    studio {
      id
    }
  }
`;

const queryFragment = graphql`
  fragment CreateStep_query on Query {
    viewer {
      permissions
      studios {
        studioId
        studioName
        adNetworks
        createsTests
      }
    }
    codifications {
      currentCompetition {
        name
        allowedPlatforms
        allowedTestingMethods
      }
    }
  }
`;

const createMutation = graphql`
  mutation CreateStepCreateMutation($input: CreateGameInput!) {
    createGame(input: $input) {
      __typename
      ... on Game {
        id
        gameId
        name
        platform
        isCtr
        isManagedByProvider
        isPublishedInStore
        adNetworks
        substatus
        submissionSteps {
          step
          state
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

const updateMutation = graphql`
  mutation CreateStepUpdateMutation($gameId: ID!, $input: GameSetupInput!) {
    updateGameSetup(gameId: $gameId, input: $input) {
      __typename
      ... on Game {
        id
        gameId
        name
        platform
        isCtr
        isManagedByProvider
        isPublishedInStore
        adNetworks
        substatus
        submissionSteps {
          step
          state
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
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  errors: { margin: 0, paddingLeft: tokens.spacingHorizontalL, color: tokens.colorPaletteRedForeground1 },
  note: { color: tokens.colorNeutralForeground3 },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type Network = 'FACEBOOK' | 'SNAPCHAT';
const NETWORKS: readonly { value: Network; label: string; id: 1 | 2 }[] = [
  { value: 'FACEBOOK', label: 'Facebook', id: AD_NETWORK_IDS.facebook as 1 },
  { value: 'SNAPCHAT', label: 'Snapchat', id: AD_NETWORK_IDS.snapchat as 2 },
];

interface Setup {
  name: string;
  studioId: string | null;
  isManagedByProvider: boolean;
  isCtr: boolean;
  platform: 'IOS' | 'ANDROID';
  isPublishedInStore: boolean;
  adNetworks: Network[];
}

/**
 * Step 1, Create a test (SUB-CREATE): the name (locked once the test exists), the
 * setup (automatic or manual, with create_dedicated_ad_account_games), CPI or CTR,
 * the platform with the competition note, whether the game is already in its store
 * (not for CTR) and the ad networks (several networks, managed, not CTR). "Create a
 * test" creates it; then "Next step" (the step is current) or "Update game" (it is
 * done) saves the properties. Platform and networks stay once the game is linked to
 * the attribution service (appServiceAppKey).
 */
export function CreateStep({ game: gameKey, query: queryKey, status }: { game: CreateStep_game$key | null; query: CreateStep_query$key; status: StepStatus }) {
  const styles = useStyles();
  const notify = useNotify();
  const { editable, mover, setDraft } = useSubmission();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const game = useFragment(gameFragment, gameKey);
  const { viewer, codifications } = useFragment(queryFragment, queryKey);
  const permissions = useMemo(() => new Set(viewer?.permissions ?? []), [viewer]);
  const studios = (viewer?.studios ?? []).filter((studio) => studio.createsTests);
  const [setup, setSetup] = useState<Setup>(() =>
    initialSetup(game ?? null, studios[0]?.studioId ?? null, studios[0]?.adNetworks ?? [], {
      // SUB-CREATE-15: the name the board's dialog asked for.
      name: (params.get('name') ?? '').slice(0, 200),
      // A test created from the CTR tab of My games is a CTR test.
      isCtr: pathname.endsWith('/ctr'),
    }),
  );
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<readonly { path: string | null | undefined; message: string }[]>([]);
  const [create, creating] = useMutation<CreateStepCreateMutation>(createMutation);
  const [update, updating] = useMutation<CreateStepUpdateMutation>(updateMutation);

  const studio = game
    ? ((viewer?.studios ?? []).find((s) => s.studioId === game.studio.id) ?? null)
    : (studios.find((s) => s.studioId === setup.studioId) ?? studios[0] ?? null);
  // The studio's networks (a viewer outside the studio, staff, reads the game's own).
  const studioNetworks = useMemo<readonly Network[]>(
    () => (studio ? (studio.adNetworks as Network[]) : game ? initialSetup(game, null, []).adNetworks : []),
    [game, studio],
  );
  const networkIds = studioNetworks.map((value) => NETWORKS.find((n) => n.value === value)!.id);
  const showNetworks = choosesAdNetworks(setup, networkIds);
  const locked = Boolean(game?.appServiceAppKey);
  const chosenIds = setup.adNetworks.map((value) => NETWORKS.find((n) => n.value === value)!.id);
  const problems = testSetupProblems({ name: setup.name, isCtr: setup.isCtr, isManagedByProvider: setup.isManagedByProvider, selectedAdNetworkIds: showNetworks ? chosenIds : [1] }, [1, 2]);
  const nameProblem = touched ? validateGameName(setup.name) : null;
  const networkProblem = touched && problems.some((p) => p.path === 'selectedAdNetworkIdList') ? AD_NETWORK_REQUIRED : null;
  const busy = creating || updating || mover.moving;

  // The stepper of a test not created yet follows its setup.
  useEffect(() => {
    if (game) return;
    setDraft({
      platform: setup.platform === 'ANDROID' ? 'android' : 'ios',
      isCtr: setup.isCtr,
      isPublishedInStore: setup.isPublishedInStore,
      isIterating: false,
      usesFacebook: !showNetworks ? studioNetworks[0] === 'FACEBOOK' : setup.adNetworks.includes('FACEBOOK'),
    });
  }, [game, setup, showNetworks, studioNetworks, setDraft]);

  const change = (patch: Partial<Setup>) => {
    setSetup((was) => ({ ...was, ...patch }));
    setServerErrors([]);
  };

  const competition = codifications.currentCompetition;
  const platformWord = setup.platform === 'IOS' ? 'ios' : 'android';
  const competitionNote = competition
    ? competition.allowedPlatforms.includes(platformWord)
      ? `${setup.platform === 'IOS' ? 'iOS' : 'Android'} tests can take part in ${competition.name}.`
      : `${competition.name} is not open to ${setup.platform === 'IOS' ? 'iOS' : 'Android'} tests.`
    : null;

  const properties = {
    platform: setup.platform,
    isCtr: setup.isCtr,
    isManagedByProvider: setup.isManagedByProvider,
    isPublishedInStore: setup.isCtr ? false : setup.isPublishedInStore,
    ...(showNetworks ? { adNetworks: setup.adNetworks as AdNetwork[] } : {}),
  };

  const refused = (message: string, fieldErrors: readonly { path: string | null | undefined; message: string }[]) => {
    setServerErrors(fieldErrors);
    if (fieldErrors.length === 0) notify.error(message);
  };

  const submitCreate = () => {
    setTouched(true);
    if (problems.length > 0) return;
    create({
      variables: { input: { name: setup.name.trim(), ...properties, ...(studios.length > 1 && studio ? { studioId: studio.studioId } : {}) } },
      onCompleted: ({ createGame: result }) => {
        if (result.__typename === 'ProviderError') return refused(result.message, result.fieldErrors);
        if (result.__typename !== 'Game') return;
        // SUB-CREATE-19: the new test replaces "new" in the address; its next step is current.
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.delete('gameid');
          next.delete('create');
          next.delete('name');
          next.set('game', String(result.gameId));
          return next;
        });
      },
      onError: () => notify.error('The test could not be created. Please try again.'),
    });
  };

  const submitUpdate = (thenNext: boolean) => {
    if (!game) return;
    setTouched(true);
    if (problems.length > 0) return;
    update({
      variables: { gameId: game.id, input: properties },
      onCompleted: ({ updateGameSetup: result }) => {
        if (result.__typename === 'ProviderError') return refused(result.message, result.fieldErrors);
        if (thenNext) void mover.validated('create');
        else notify.success('Game updated');
      },
      onError: () => notify.error('The game could not be updated. Please try again.'),
    });
  };

  const nameErrors = [...(nameProblem ? [nameProblem] : []), ...fieldMessages(serverErrors, 'name')];
  const networkErrors = [...(networkProblem ? [networkProblem] : []), ...fieldMessages(serverErrors, 'selectedAdNetworkIdList')];
  const changed = game ? JSON.stringify(properties) !== JSON.stringify(gameProperties(game, showNetworks)) : true;

  return (
    <>
      {!game && studios.length > 1 && studio && (
        <Field label="Studio">
          <Dropdown
            value={studio?.studioName ?? ''}
            selectedOptions={studio ? [studio.studioId] : []}
            onOptionSelect={(_event, data) => {
              const chosen = studios.find((s) => s.studioId === data.optionValue);
              change({ studioId: data.optionValue ?? null, adNetworks: ((chosen?.adNetworks ?? []) as Network[]).slice(0, 1) });
            }}
          >
            {studios.map((s) => (
              <Option key={s.studioId} value={s.studioId}>
                {s.studioName}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      <Field
        label="Test name"
        required={!game}
        validationState={nameErrors.length > 0 ? 'error' : 'none'}
        validationMessage={nameErrors.length > 1 ? <NameErrors messages={nameErrors} /> : nameErrors[0]}
        hint={game ? 'The name of a test does not change.' : '3 to 25 characters'}
      >
        <Input value={setup.name} readOnly={Boolean(game)} maxLength={200} onChange={(_event, data) => change({ name: data.value })} onBlur={() => setTouched(true)} />
      </Field>
      {permissions.has('create_dedicated_ad_account_games') && (
        <Field label="Game setup">
          <RadioGroup
            layout="horizontal"
            value={setup.isManagedByProvider ? 'automatic' : 'manual'}
            onChange={(_event, data) => change({ isManagedByProvider: data.value === 'automatic' })}
          >
            <Radio value="automatic" label="Automatic: we run your campaign" />
            <Radio value="manual" label="Manual: you link your own campaign" />
          </RadioGroup>
        </Field>
      )}
      <div className={styles.row}>
        <Field label="Test type">
          <RadioGroup layout="horizontal" disabled={locked} value={setup.isCtr ? 'ctr' : 'cpi'} onChange={(_event, data) => change({ isCtr: data.value === 'ctr' })}>
            <Radio value="cpi" label="CPI" />
            <Radio value="ctr" label="CTR (test only)" />
          </RadioGroup>
        </Field>
        <Field label="Platform" hint={locked ? 'The platform stays once the game is linked to the attribution service.' : (competitionNote ?? undefined)}>
          <RadioGroup layout="horizontal" disabled={locked} value={setup.platform} onChange={(_event, data) => change({ platform: data.value === 'ANDROID' ? 'ANDROID' : 'IOS' })}>
            <Radio value="IOS" label="iOS" />
            <Radio value="ANDROID" label="Android" />
          </RadioGroup>
        </Field>
        {!setup.isCtr && (
          <Field label="Already published in the store?">
            <RadioGroup
              layout="horizontal"
              value={setup.isPublishedInStore ? 'yes' : 'no'}
              onChange={(_event, data) => change({ isPublishedInStore: data.value === 'yes' })}
            >
              <Radio value="yes" label="Yes" />
              <Radio value="no" label="No" />
            </RadioGroup>
          </Field>
        )}
      </div>
      {showNetworks && (
        <div role="group" aria-labelledby="create-ad-platforms" className={styles.group}>
          <Label id="create-ad-platforms" required>
            Ad platforms
          </Label>
          <div className={styles.row}>
            {NETWORKS.filter((network) => studioNetworks.includes(network.value)).map((network) => (
              <Checkbox
                key={network.value}
                label={network.label}
                checked={setup.adNetworks.includes(network.value)}
                disabled={locked || !permissions.has(AD_NETWORK_PERMISSIONS[network.id])}
                onChange={(_event, data) =>
                  change({
                    adNetworks: data.checked ? [...setup.adNetworks, network.value] : setup.adNetworks.filter((value) => value !== network.value),
                  })
                }
              />
            ))}
          </div>
          {locked && <Caption1>The ad networks stay once the game is linked to the attribution service.</Caption1>}
          {networkErrors[0] && (
            <Caption1 role="alert" className={styles.error}>
              {networkErrors[0]}
            </Caption1>
          )}
        </div>
      )}
      {editable && (
        <StepButtons>
          {!game ? (
            <Button appearance="primary" disabled={busy || !permissions.has('add_game')} onClick={submitCreate}>
              Create a test
            </Button>
          ) : status.state === 'current' ? (
            <NextStepButton step="create" saving={updating} disabled={busy} onClick={() => submitUpdate(true)} />
          ) : (
            <Button disabled={busy || !changed} onClick={() => submitUpdate(false)}>
              Update game
            </Button>
          )}
          {!game && studios.length === 0 && <Text className={styles.note}>Your access to your studio does not let you create tests.</Text>}
        </StepButtons>
      )}
    </>
  );
}

function NameErrors({ messages }: { messages: readonly string[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.errors}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

type GameData = CreateStep_game$data;

const labelToNetwork = (label: string): Network | null => NETWORKS.find((n) => n.label === label)?.value ?? null;

function initialSetup(
  game: GameData | null,
  studioId: string | null,
  studioNetworks: readonly string[],
  fresh: { name: string; isCtr: boolean } = { name: '', isCtr: false },
): Setup {
  if (!game) {
    return {
      name: fresh.name,
      studioId,
      isManagedByProvider: true,
      isCtr: fresh.isCtr,
      platform: 'IOS',
      isPublishedInStore: false,
      adNetworks: (studioNetworks as Network[]).slice(0, 1),
    };
  }
  return {
    name: game.name,
    studioId: null,
    isManagedByProvider: game.isManagedByProvider,
    isCtr: game.isCtr,
    platform: game.platform === 'ANDROID' ? 'ANDROID' : 'IOS',
    isPublishedInStore: game.isPublishedInStore,
    adNetworks: game.adNetworks.map(labelToNetwork).filter((n): n is Network => n !== null),
  };
}

function gameProperties(game: GameData, showNetworks: boolean) {
  const setup = initialSetup(game, null, []);
  return {
    platform: setup.platform,
    isCtr: setup.isCtr,
    isManagedByProvider: setup.isManagedByProvider,
    isPublishedInStore: setup.isCtr ? false : setup.isPublishedInStore,
    ...(showNetworks ? { adNetworks: setup.adNetworks } : {}),
  };
}

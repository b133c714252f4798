import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  AD_NETWORK_ERROR,
  adNetworkFailures,
  CAMPAIGN_CREATING,
  CAMPAIGN_FAILED_BODY,
  CAMPAIGN_FAILED_TITLE,
  CAMPAIGN_READY,
  gameTab,
  SEE_MORE_DETAILS,
  shownCampaignCreation,
  type CampaignCreationState,
} from '@greenlight/rules';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { networkLabel } from '../../components/labels';
import { gameStatusId, type AdNetworkEnum } from '../../relay/enums';
import type { CampaignCreation_game$data, CampaignCreation_game$key } from './__generated__/CampaignCreation_game.graphql';

const fragment = graphql`
  fragment CampaignCreation_game on Game {
    status
    isIterating
    campaignCreation {
      running
      networks {
        network
        status
        ready
        failed
        error
      }
    }
  }
`;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: { display: 'block', marginTop: tokens.spacingVerticalXXS },
  creating: { display: 'inline-flex', marginRight: tokens.spacingHorizontalS },
});

type Data = CampaignCreation_game$data;
interface Network {
  network: AdNetworkEnum;
  state: CampaignCreationState;
  error: string | null;
}

function networksOf(game: Data): { running: boolean; networks: Network[] } {
  const creation = game.campaignCreation;
  if (!creation) return { running: false, networks: [] };
  return {
    running: creation.running,
    networks: creation.networks.map((n) => ({
      network: n.network,
      state: n.failed ? 'failed' : n.ready ? 'ready' : 'creating',
      error: n.error ?? null,
    })),
  };
}

/** SUB-CAMP-21: the title, then the body and the network's words. */
function FailedNetwork({ network }: { network: Network }) {
  const styles = useStyles();
  return (
    <MessageBar intent="error" layout="multiline" aria-label={`${networkLabel(network.network)} campaign`}>
      <MessageBarBody>
        <MessageBarTitle>{CAMPAIGN_FAILED_TITLE}</MessageBarTitle>
        <Text className={styles.line}>
          {networkLabel(network.network)}: {CAMPAIGN_FAILED_BODY}
        </Text>
        {network.error && <Text className={styles.line}>{network.error}</Text>}
      </MessageBarBody>
    </MessageBar>
  );
}

/**
 * The creation of the game's campaigns per network (SUB-CAMP-20..22), as the live
 * updates read it again: creating while the operation runs, then "Your campaign is
 * ready and standing by." or the failure with the network's words. The ready ones are
 * shown to a viewer who followed the creation (approved here, or saw it run); failures
 * while the game waits for approval or is in testing (rules' shownCampaignCreation).
 */
export function CampaignCreation({ game: key, followed }: { game: CampaignCreation_game$key; followed: boolean }) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const { running, networks } = networksOf(game);
  // Having seen it run, the viewer follows it to its end.
  const [sawRunning, setSawRunning] = useState(false);
  if (running && !sawRunning) setSawRunning(true);
  const tab = gameTab({ status: gameStatusId(game.status), isIterating: game.isIterating });
  const shown = shownCampaignCreation({ tab, running, followed: followed || sawRunning }, networks);
  if (shown.length === 0) return null;

  return (
    <section className={styles.list} aria-label="Campaign creation" aria-live="polite">
      {shown.map((network) =>
        network.state === 'failed' ? (
          <FailedNetwork key={network.network} network={network} />
        ) : network.state === 'ready' ? (
          <MessageBar key={network.network} intent="success" aria-label={`${networkLabel(network.network)} campaign`}>
            <MessageBarBody>
              {networkLabel(network.network)}: {CAMPAIGN_READY}
            </MessageBarBody>
          </MessageBar>
        ) : (
          <MessageBar key={network.network} intent="info" aria-label={`${networkLabel(network.network)} campaign`}>
            <MessageBarBody>
              <Spinner size="extra-tiny" aria-hidden className={styles.creating} />
              {networkLabel(network.network)}: {CAMPAIGN_CREATING}
            </MessageBarBody>
          </MessageBar>
        ),
      )}
    </section>
  );
}

/**
 * PA-09: an in-progress game whose latest campaigns failed (a request declined after
 * every network refused) shows "Ad network error"; "See more details" reveals each
 * failure with the network's words.
 */
export function AdNetworkError({ game: key }: { game: CampaignCreation_game$key }) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const failures = adNetworkFailures({ tab: gameTab({ status: gameStatusId(game.status), isIterating: game.isIterating }) }, networksOf(game).networks);
  if (failures.length === 0) return null;
  return (
    <section className={styles.list} aria-label={AD_NETWORK_ERROR}>
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>{AD_NETWORK_ERROR}</MessageBarTitle>
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="transparent" size="small" aria-controls={detailsId} aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide details' : SEE_MORE_DETAILS}
          </Button>
        </MessageBarActions>
      </MessageBar>
      {open && (
        <div id={detailsId} className={styles.list}>
          {failures.map((network) => (
            <FailedNetwork key={network.network} network={network} />
          ))}
        </div>
      )}
    </section>
  );
}

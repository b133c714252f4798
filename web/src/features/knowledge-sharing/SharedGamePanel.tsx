import { Badge, Caption1, MessageBar, MessageBarBody, Tab, TabList, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { networkLabel, platformLabel } from '../../components/labels';
import type { AdNetworkEnum } from '../../relay/enums';
import type { SharedGamePanelQuery, SharedGamePanelQuery$data } from './__generated__/SharedGamePanelQuery.graphql';
import { SharedGamePin } from './SharedGamePin';
import { SharedIterationBlock, type SharedNetworkChoice } from './SharedIterationBlock';

const query = graphql`
  query SharedGamePanelQuery($gameId: Int!) {
    sharedGame(gameId: $gameId) {
      name
      iconUrl
      platform
      iterationCount
      tags
      networks
      iterations {
        id
        number
        ...SharedIterationBlock_iteration
      }
      ...SharedGamePin_game
    }
  }
`;

type SharedGame = NonNullable<SharedGamePanelQuery$data['sharedGame']>;

/** KS-18: the networks in the order the page names them. */
const NETWORK_ORDER: readonly AdNetworkEnum[] = ['FACEBOOK', 'SNAPCHAT'];

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL, minWidth: 0 },
  top: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  icon: {
    width: '72px',
    height: '72px',
    borderRadius: tokens.borderRadiusXLarge,
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackground3,
    flexShrink: 0,
  },
  identity: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexGrow: 1, minWidth: 0 },
  name: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  networks: { overflowX: 'auto' },
});

const NOT_FOUND = (
  <MessageBar intent="warning">
    <MessageBarBody>Game not found</MessageBarBody>
  </MessageBar>
);

/**
 * KS-16..20: the page of a game another studio shares (`?gameKsId=`), read only: its
 * header, the ad-network selector and its iterations, newest first. A number no game
 * can have is not asked for.
 */
export function SharedGamePanel({ gameId }: { gameId: number | null }) {
  return gameId === null ? NOT_FOUND : <LoadedSharedGame gameId={gameId} />;
}

function LoadedSharedGame({ gameId }: { gameId: number }) {
  const data = useLazyLoadQuery<SharedGamePanelQuery>(query, { gameId }, { fetchPolicy: 'store-and-network' });
  return data.sharedGame ? <SharedGameDetail game={data.sharedGame} /> : NOT_FOUND;
}

function SharedGameDetail({ game }: { game: SharedGame }) {
  const styles = useStyles();
  // KS-18: Global first when the game ran on more than one network, then Facebook, Snapchat.
  const networks = NETWORK_ORDER.filter((network) => game.networks.includes(network));
  const choices: SharedNetworkChoice[] = networks.length > 1 ? ['global', ...networks] : networks;
  const [chosen, setChosen] = useState<SharedNetworkChoice>(choices[0] ?? 'global');
  // KS-19: newest first.
  const iterations = [...game.iterations].sort((a, b) => b.number - a.number);

  return (
    <div className={styles.body}>
      <section className={styles.top} aria-label="Shared game">
        {game.iconUrl ? <img className={styles.icon} src={game.iconUrl} alt="" /> : <div className={styles.icon} aria-hidden="true" />}
        <div className={styles.identity}>
          <Title3 as="h2" className={styles.name}>
            {game.name}
          </Title3>
          <Caption1 className={styles.muted}>
            {platformLabel(game.platform)} · {game.iterationCount} {game.iterationCount === 1 ? 'iteration' : 'iterations'}
          </Caption1>
          {game.tags.length > 0 && (
            <div className={styles.tags} aria-label="Tags">
              {game.tags.map((tag) => (
                <Badge key={tag} appearance="tint" color="informative">
                  {tag}
                </Badge>
              ))}
            </div>
          )}
        </div>
        <SharedGamePin game={game} size="large" />
      </section>
      {choices.length > 0 && (
        <TabList
          className={styles.networks}
          selectedValue={chosen}
          onTabSelect={(_event, data) => setChosen(choices.find((choice) => choice === data.value) ?? chosen)}
          aria-label="Ad network"
        >
          {choices.map((choice) => (
            <Tab key={choice} value={choice}>
              {choice === 'global' ? 'Global' : networkLabel(choice)}
            </Tab>
          ))}
        </TabList>
      )}
      {iterations.length === 0 ? (
        <Caption1>No iteration yet.</Caption1>
      ) : (
        iterations.map((iteration) => <SharedIterationBlock key={iteration.id} iteration={iteration} network={chosen} />)
      )}
    </div>
  );
}

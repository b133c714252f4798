import { Badge, Button, Caption1, DrawerBody, DrawerHeader, DrawerHeaderTitle, Link, OverlayDrawer, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { platformLabel } from '../../components/labels';
import type { GameInfoSheet_game$key } from './__generated__/GameInfoSheet_game.graphql';

const fragment = graphql`
  fragment GameInfoSheet_game on Game {
    isManagedByProvider
    platform
    storeUrl
    gameAnalyticsUrl
    facebookUrl
    genres {
      genreId
      label
    }
  }
`;

const useStyles = makeStyles({
  sheet: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

/**
 * 001 §2, TAG-21, FBK-13: the phone's "Game info" sheet: the setup and platform, the
 * genres, the analytics, Facebook, store, feedback and ids links (MOB-09), and the actions (given by the bar).
 */
export function GameInfoSheet({
  game: key,
  onClose,
  onFeedback,
  onIds,
  actions,
  title = 'Game info',
}: {
  game: GameInfoSheet_game$key;
  /** MOB-01: `mobileTitle` of the address that opened it. */
  title?: string;
  onClose: () => void;
  onFeedback: () => void;
  onIds: () => void;
  actions: ReactNode;
}) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  return (
    <OverlayDrawer open position="bottom" size="medium" onOpenChange={(_event, data) => !data.open && onClose()} aria-label={title}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />}>
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.sheet}>
        <Text>
          {game.isManagedByProvider ? 'Automatic' : 'Manual'} setup · {platformLabel(game.platform)}
        </Text>
        <div className={styles.row}>
          {game.genres.length === 0 ? (
            <Caption1>No genre yet</Caption1>
          ) : (
            game.genres.map((genre) => (
              <Badge key={genre.genreId} appearance="tint">
                {genre.label}
              </Badge>
            ))
          )}
        </div>
        <div className={styles.row}>
          {/* MOB-09, GC-08, GC-10: the analytics service and the Facebook ads manager, as on the card. */}
          {game.gameAnalyticsUrl && (
            <Link href={game.gameAnalyticsUrl} target="_blank" rel="noreferrer">
              Analytics
            </Link>
          )}
          {game.facebookUrl && (
            <Link href={game.facebookUrl} target="_blank" rel="noreferrer">
              Facebook
            </Link>
          )}
          {game.storeUrl && (
            <Link href={game.storeUrl} target="_blank" rel="noreferrer">
              Store
            </Link>
          )}
          <Link as="button" onClick={onFeedback}>
            Feedback
          </Link>
          <Link as="button" onClick={onIds}>
            Ids
          </Link>
        </div>
        <div className={styles.row}>{actions}</div>
      </DrawerBody>
    </OverlayDrawer>
  );
}

import { Button, Caption1, Link, Popover, PopoverSurface, PopoverTrigger, makeStyles, tokens, type PositioningProps } from '@fluentui/react-components';
import { OpenRegular, QrCodeRegular, VideoClipRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useHiddenWhileScrolling } from '../../hooks/useHiddenWhileScrolling';
import type { GameCardLinks_game$key } from './__generated__/GameCardLinks_game.graphql';

// The QR code's encoder loads when a QR code is first opened (issue 17: not with every list).
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

const fragment = graphql`
  fragment GameCardLinks_game on Game {
    name
    video
    gameAnalyticsUrl
    storeUrl
    facebookUrl
    snapchatUrl
    studio {
      name
      hubspotUrl
    }
  }
`;

/** GC-01: the card's video plays in a 400 px popover. */
export const VIDEO_POPOVER_WIDTH = 400;
/**
 * GC-01 (issue 15): the video's box is known before the video loads, so that the popover is
 * placed for its real size: a portrait video placed as an empty one overflowed the window.
 */
export const VIDEO_POPOVER_HEIGHT_VH = 60;
/**
 * GC-01 (issue 15): above the button, flipped below when the window has no room above, and
 * never taller than the room left (it scrolls then).
 */
export const VIDEO_POPOVER_POSITIONING: PositioningProps = {
  position: 'above',
  flipBoundary: 'window',
  overflowBoundary: 'window',
  overflowBoundaryPadding: 8,
  autoSize: 'height',
};
/** GC-09: the store page's QR code popover is 300 px wide, the code 200 px. */
export const QR_POPOVER_WIDTH = 300;
export const QR_CODE_SIZE = 200;

const useStyles = makeStyles({
  // Wraps when a game has every link (analytics, store, both networks, CRM).
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    marginTop: 'auto',
  },
  video: {
    width: `${VIDEO_POPOVER_WIDTH}px`,
    maxWidth: '90vw',
    height: `${VIDEO_POPOVER_HEIGHT_VH}vh`,
    maxHeight: '640px',
    objectFit: 'contain',
    display: 'block',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#000',
  },
  qr: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, width: `${QR_POPOVER_WIDTH}px`, boxSizing: 'border-box' },
  qrImage: { backgroundColor: '#ffffff', padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium },
  /** The QR code's place while its encoder loads: the popover keeps its size. */
  qrPending: { width: `${QR_CODE_SIZE}px`, height: `${QR_CODE_SIZE}px` },
});

/** A card's popover (its video, its QR code): hidden while the list scrolls under it, shown again 66 ms after (GL-30). */
function CardPopover({ trigger, label, positioning, children }: { trigger: ReactElement; label: string; positioning: PositioningProps['position'] | PositioningProps; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const scrolling = useHiddenWhileScrolling(open);
  return (
    <Popover withArrow positioning={positioning} open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
      <PopoverTrigger disableButtonEnhancement>{trigger}</PopoverTrigger>
      <PopoverSurface aria-label={label} style={scrolling ? { visibility: 'hidden' } : undefined}>
        {children}
      </PopoverSurface>
    </Popover>
  );
}

/**
 * The card's links (GC-01, GC-08..10, GC-16): its video, the game in the analytics
 * service, its store page (with its QR code), its campaigns in the networks' ads
 * managers and the studio in the CRM; each only when the game has it.
 */
export function GameCardLinks({ game: key }: { game: GameCardLinks_game$key }) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  if (!(game.storeUrl || game.studio.hubspotUrl || game.video || game.gameAnalyticsUrl || game.facebookUrl || game.snapchatUrl)) return null;
  return (
    <div className={styles.links}>
      {game.video && (
        <CardPopover
          positioning={VIDEO_POPOVER_POSITIONING}
          label={`${game.name}'s video`}
          trigger={<Button appearance="subtle" size="small" icon={<VideoClipRegular />} aria-label={`Play ${game.name}'s video`} />}
        >
          <video className={styles.video} src={game.video} controls autoPlay muted playsInline />
        </CardPopover>
      )}
      {/* GC-08: the game in the analytics service. */}
      {game.gameAnalyticsUrl && (
        <Link href={game.gameAnalyticsUrl} target="_blank" rel="noreferrer" aria-label={`${game.name} in the analytics service`}>
          <OpenRegular aria-hidden="true" /> Analytics
        </Link>
      )}
      {game.storeUrl && (
        <Link href={game.storeUrl} target="_blank" rel="noreferrer">
          <OpenRegular aria-hidden="true" /> Store
        </Link>
      )}
      {/* GC-10: the game's campaign in each network's ads manager. */}
      {game.facebookUrl && (
        <Link href={game.facebookUrl} target="_blank" rel="noreferrer" aria-label={`${game.name} on Facebook`}>
          <OpenRegular aria-hidden="true" /> Facebook
        </Link>
      )}
      {game.snapchatUrl && (
        <Link href={game.snapchatUrl} target="_blank" rel="noreferrer" aria-label={`${game.name} on Snapchat`}>
          <OpenRegular aria-hidden="true" /> Snapchat
        </Link>
      )}
      {/* GC-16: the studio in the CRM, with view_hubspot_url (the gateway answers null otherwise). */}
      {game.studio.hubspotUrl && (
        <Link href={game.studio.hubspotUrl} target="_blank" rel="noreferrer" aria-label={`${game.studio.name} in the CRM`}>
          <OpenRegular aria-hidden="true" /> CRM
        </Link>
      )}
      {game.storeUrl && (
        <CardPopover
          positioning="above"
          label="Store QR code"
          trigger={<Button appearance="subtle" size="small" icon={<QrCodeRegular />} aria-label={`QR code of ${game.name}'s store page`} />}
        >
          <div className={styles.qr}>
            <Suspense fallback={<div className={styles.qrPending} />}>
              <QRCodeSVG className={styles.qrImage} value={game.storeUrl} size={QR_CODE_SIZE} marginSize={1} title={`${game.name} in the store`} />
            </Suspense>
            <Caption1>Scan to open the store page</Caption1>
          </div>
        </CardPopover>
      )}
    </div>
  );
}

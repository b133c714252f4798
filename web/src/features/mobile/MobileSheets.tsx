import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { MobileGameInfo } from './MobileGameInfo';
import { mobileSheet, withoutMobileSheet } from './mobileParams';
import { StudioOptionsSheet } from './StudioOptionsSheet';

/** MOB-01: the sheet the address asks for (`?mobile=`); closing it removes the `mobile*` parameters. */
export function MobileSheets() {
  const [params, setParams] = useSearchParams();
  const sheet = mobileSheet(params);
  if (sheet === null) return null;
  const close = () => setParams((current) => withoutMobileSheet(current), { preventScrollReset: true });
  return (
    <Suspense fallback={null}>
      {sheet.kind === 'game' ? (
        <MobileGameInfo gameId={sheet.gameId} title={sheet.title} onClose={close} />
      ) : (
        <StudioOptionsSheet title={sheet.title} onClose={close} />
      )}
    </Suspense>
  );
}

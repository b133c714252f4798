import { useState } from 'react';

/**
 * True from the first time `open` is: a dialog whose code loads on demand mounts when it
 * first opens, then stays mounted, so that it closes with its motion and opens again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

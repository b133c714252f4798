import { RESIZE_DEBOUNCE_MS } from '@greenlight/rules';
import { useLayoutEffect, useState } from 'react';

/**
 * The window's inner width, read again once resizing has stopped for `debounceMs`
 * (SUB-28: 200 ms), so that a layout that follows it changes once per resize, not
 * on every frame of a dragged window edge.
 */
export function useWindowWidth(debounceMs: number = RESIZE_DEBOUNCE_MS): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  // Listening from the commit on (a layout effect): a resize between the first paint and
  // a passive effect is not missed (and a test's resize right after rendering is heard).
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const resized = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), debounceMs);
    };
    window.addEventListener('resize', resized);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', resized);
    };
  }, [debounceMs]);
  return width;
}

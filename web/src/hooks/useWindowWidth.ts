import { RESIZE_DEBOUNCE_MS } from '@greenlight/rules';
import { useEffect, useState } from 'react';

/**
 * The window's inner width, read again once resizing has stopped for `debounceMs`
 * (SUB-28: 200 ms), so that a layout that follows it changes once per resize, not
 * on every frame of a dragged window edge.
 */
export function useWindowWidth(debounceMs: number = RESIZE_DEBOUNCE_MS): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    // The global timers (the same in a browser): a test's fake clock drives them, where
    // happy-dom's window.setTimeout could run on the real one.
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

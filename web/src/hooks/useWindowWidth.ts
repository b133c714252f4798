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
    let timer: number | undefined;
    const resized = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setWidth(window.innerWidth), debounceMs);
    };
    window.addEventListener('resize', resized);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', resized);
    };
  }, [debounceMs]);
  return width;
}

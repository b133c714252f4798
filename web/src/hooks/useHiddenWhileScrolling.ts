import { POPOVER_RESHOW_DELAY_MS } from '@greenlight/rules';
import { useEffect, useState } from 'react';

/**
 * GL-30: while the page scrolls under an open popover, it is hidden (its anchor moves away
 * under it); it shows again, placed anew, 66 ms after the last scroll. Listens only while
 * `active` (an open popover), so that a list of cards adds no listener per card.
 */
export function useHiddenWhileScrolling(active: boolean): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = (event: Event) => {
      // A scroll inside the popover itself (a tall video) is no page scroll.
      if (event.target instanceof Element && event.target.closest('.fui-PopoverSurface')) return;
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), POPOVER_RESHOW_DELAY_MS);
    };
    // Capture: the list scrolls in its own container as well as the window.
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll, { capture: true });
      clearTimeout(timer);
      setScrolling(false);
    };
  }, [active]);
  return scrolling;
}

import { Spinner } from '@fluentui/react-components';
import { useEffect, useEffectEvent, useRef } from 'react';

/** How close to the viewport the end of the list must come before the next page is asked for. */
const PREFETCH_MARGIN_PX = 200;

/**
 * The end of an infinitely scrolling list (GL-06, MG-11): asks for the next page
 * when it comes near the viewport, shows a spinner while it loads and the end
 * text once there is nothing more.
 */
export function InfiniteScrollSentinel({
  hasNext,
  isLoading,
  onLoadMore,
  endText,
  loadingLabel = 'Loading more games',
}: {
  hasNext: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  endText: string;
  /** What the spinner says while the next page loads. */
  loadingLabel?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The observer calls the newest onLoadMore without being made again for it.
  const load = useEffectEvent(onLoadMore);

  // A fresh observer after every page: its first report says whether the end is
  // still in view (a short page), so loading goes on without waiting for a scroll.
  // Nothing is asked once the list is gone.
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasNext || isLoading) return;
    let active = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (active && entries.some((entry) => entry.isIntersecting)) {
          active = false;
          load();
        }
      },
      { rootMargin: `${PREFETCH_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [hasNext, isLoading]);

  return (
    <div ref={ref} role="status" style={{ padding: '24px 0', textAlign: 'center', minHeight: 32 }}>
      {isLoading ? <Spinner size="small" label={loadingLabel} /> : !hasNext ? endText : null}
    </div>
  );
}

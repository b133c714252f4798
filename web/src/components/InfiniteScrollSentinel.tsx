import { Spinner } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';

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
}: {
  hasNext: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  endText: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasNext, isLoading, onLoadMore });
  latest.current = { hasNext, isLoading, onLoadMore };

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasNext: more, isLoading: loading, onLoadMore: load } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !loading) load();
      },
      { rootMargin: `${PREFETCH_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A page that came back while the sentinel stayed in view does not trigger the observer again.
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasNext || isLoading) return;
    const { top } = element.getBoundingClientRect();
    if (top < window.innerHeight + PREFETCH_MARGIN_PX) onLoadMore();
  }, [hasNext, isLoading, onLoadMore]);

  return (
    <div ref={ref} role="status" style={{ padding: '24px 0', textAlign: 'center', minHeight: 32 }}>
      {isLoading ? <Spinner size="small" label="Loading more games" /> : !hasNext ? endText : null}
    </div>
  );
}

import { pageName } from '@greenlight/rules';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Where the gateway counts page views (gateway/src/page-views.ts). */
export const PAGE_VIEW_URL = '/page-view';

/**
 * AUTH-23: each page the dashboard shows is counted under its name (rules' pageName:
 * by path, never ids or search terms) with a beacon, which neither waits nor delays
 * the page; a new search of the same page is not a new view.
 */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    const body = JSON.stringify({ page: pageName(pathname) });
    if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(PAGE_VIEW_URL, body);
  }, [pathname]);
  return null;
}

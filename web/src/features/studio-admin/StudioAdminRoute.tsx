import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { NotFoundPage } from '../errors/NotFoundPage';
import type { StudioAdminListPageQuery } from './__generated__/StudioAdminListPageQuery.graphql';
import type { StudioAdminPageQuery } from './__generated__/StudioAdminPageQuery.graphql';
import { StudioAdminListPage } from './StudioAdminListPage';
import { StudioAdminPage } from './StudioAdminPage';
import type { StudioAdminSub } from './tabs';

export type StudioAdminLoaderData =
  | { page: 'list'; query: PreloadedQuery<StudioAdminListPageQuery> }
  | { page: 'studio'; sub: StudioAdminSub; query: PreloadedQuery<StudioAdminPageQuery> }
  | { page: 'not-found' };

/** `/profile/studio/:id?/:sub?` (route studioAdmin, SA-01..04): the list of the viewer's studios, or one of them. */
export function StudioAdminRoute() {
  const data = useLoaderData() as StudioAdminLoaderData;
  switch (data.page) {
    case 'list':
      return <StudioAdminListPage queryRef={data.query} />;
    case 'studio':
      return <StudioAdminPage queryRef={data.query} sub={data.sub} />;
    default:
      return <NotFoundPage />;
  }
}

import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { NotFoundPage } from '../errors/NotFoundPage';
import type { BoardHomePageQuery } from './__generated__/BoardHomePageQuery.graphql';
import type { MyGamesPageQuery } from './__generated__/MyGamesPageQuery.graphql';
import type { KnowledgeSharingPageQuery } from '../knowledge-sharing/__generated__/KnowledgeSharingPageQuery.graphql';
import type { ProjectPageQuery } from '../projects/__generated__/ProjectPageQuery.graphql';
import { boardPageModules } from './boardPages';

// Issue 17: each board page is its own chunk (the board's home does not load the knowledge
// sharing's filters nor the project's table); the route's loader starts loading the page's
// chunk with its query (routes.tsx), so rendering waits for neither.
const BoardHomePage = lazy(async () => ({ default: (await boardPageModules.home()).BoardHomePage }));
const MyGamesPage = lazy(async () => ({ default: (await boardPageModules.mygames()).MyGamesPage }));
const KnowledgeSharingPage = lazy(async () => ({ default: (await boardPageModules.ks()).KnowledgeSharingPage }));
const ProjectPage = lazy(async () => ({ default: (await boardPageModules.project()).ProjectPage }));

type BoardLoaderData =
  | { page: 'home'; query: PreloadedQuery<BoardHomePageQuery> }
  | { page: 'mygames'; query: PreloadedQuery<MyGamesPageQuery> }
  | { page: 'ks'; query: PreloadedQuery<KnowledgeSharingPageQuery> }
  | { page: 'project'; query: PreloadedQuery<ProjectPageQuery> }
  | { page: 'not-found' };

/** `/board/:sub?/:filter?/:type?` (ROUTE-16/17): the board page the URL names. */
export function BoardRoute() {
  const data = useLoaderData() as BoardLoaderData;
  switch (data.page) {
    case 'home':
      return <BoardHomePage queryRef={data.query} />;
    case 'mygames':
      return <MyGamesPage queryRef={data.query} />;
    case 'ks':
      return <KnowledgeSharingPage queryRef={data.query} />;
    case 'project':
      return <ProjectPage queryRef={data.query} />;
    default:
      return <NotFoundPage />;
  }
}

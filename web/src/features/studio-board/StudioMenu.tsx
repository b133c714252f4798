import { BookOpenRegular, GamesRegular, HatGraduationRegular, HomeRegular, PeopleTeamRegular, QuestionCircleRegular } from '@fluentui/react-icons';
import { useLocation } from 'react-router';
import { links } from '../../config';
import { LEARNING_PERMISSIONS } from '../accounts/landing';
import { SideNavAnchor, SideNavDivider, SideNavLink } from '../app-shell/SideNav';
import { CreateTestButton } from './CreateTestButton';

/** What the studio menu offers a viewer: read once by the board (BoardLayout). */
export interface StudioMenuEntries {
  /** SUB-CREATE-14: holders of add_game with a membership that edits games create tests. */
  createsTests: boolean;
  /** KS-01: the knowledge-sharing board, with view_knowledge_sharing. */
  knowledgeSharing: boolean;
  /** NAV-07: the signed Academy link for learners, null for the E-learning link. */
  academyLink: string | null;
}

/** NAV-07, SB-09: the Academy's signed link (GET /auth/redirectLink), else its default dashboard. */
export const academyHref = (learningPlatformLink: string | null | undefined): string => learningPlatformLink ?? links.learningPlatform;

/** The board's menu entries from the viewer's permissions, studios and signed Academy link. */
export function studioMenuEntries(
  viewer: { permissions: readonly string[]; studios: readonly { createsTests: boolean }[] },
  learningPlatformLink: string | null | undefined,
): StudioMenuEntries {
  const academy = viewer.permissions.some((p) => (LEARNING_PERMISSIONS as readonly string[]).includes(p));
  return {
    createsTests: viewer.permissions.includes('add_game') && viewer.studios.some((studio) => studio.createsTests),
    knowledgeSharing: viewer.permissions.includes('view_knowledge_sharing'),
    academyLink: academy ? academyHref(learningPlatformLink) : null,
  };
}

/**
 * The studio menu (SB-02, NAV-07): Home, the viewer's games, Knowledge sharing, Help
 * center and E-learning or Academy. The board's left menu shows it on wide screens,
 * where the create-test button sits in the header (SB-12); the header's phone menu
 * below 700 px shows it with the create-test button first (MOB-08, where the games are
 * "CPI Tests").
 */
export function StudioMenu({ entries, phone = false }: { entries: StudioMenuEntries; phone?: boolean }) {
  const { pathname } = useLocation();
  return (
    <>
      {phone && entries.createsTests && <CreateTestButton />}
      <SideNavLink to="/board" end icon={<HomeRegular aria-hidden="true" />}>
        Home
      </SideNavLink>
      <SideNavLink to="/board/mygames/in_progress/cpi" active={pathname.startsWith('/board/mygames')} icon={<GamesRegular aria-hidden="true" />}>
        {phone ? 'CPI Tests' : 'My games'}
      </SideNavLink>
      {entries.knowledgeSharing && (
        <SideNavLink to="/board/ks/finished/cpi" active={pathname.startsWith('/board/ks/')} icon={<PeopleTeamRegular aria-hidden="true" />}>
          Knowledge sharing
        </SideNavLink>
      )}
      <SideNavDivider />
      <SideNavAnchor href={links.helpCenter} icon={<QuestionCircleRegular aria-hidden="true" />}>
        Help center
      </SideNavAnchor>
      {entries.academyLink !== null ? (
        <SideNavAnchor href={entries.academyLink} icon={<HatGraduationRegular aria-hidden="true" />}>
          Academy
        </SideNavAnchor>
      ) : (
        <SideNavAnchor href={links.eLearning} icon={<BookOpenRegular aria-hidden="true" />}>
          E-learning
        </SideNavAnchor>
      )}
    </>
  );
}

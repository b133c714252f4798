import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { validateGameName } from '@greenlight/rules';
import {
  AddRegular,
  ArrowUpRegular,
  BookOpenRegular,
  GamesRegular,
  HatGraduationRegular,
  HomeRegular,
  PeopleTeamRegular,
  QuestionCircleRegular,
} from '@fluentui/react-icons';
import { useEffect, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Navigate, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { links } from '../../config';
import { LEARNING_PERMISSIONS } from '../accounts/landing';
import { AppHeader } from '../app-shell/AppHeader';
import { GamePanelOnDemand } from '../game-detail/GamePanelOnDemand';
import { ViewerPermissions } from '../app-shell/viewer-permissions';
import type { BoardLayout_query$key } from './__generated__/BoardLayout_query.graphql';

const fragment = graphql`
  fragment BoardLayout_query on Query {
    viewer {
      permissions
      studios {
        createsTests
      }
      ...AppHeader_viewer
    }
    generalAlert {
      title
      content
      color
      active
    }
    learningPlatformLink
  }
`;

const useStyles = makeStyles({
  body: { display: 'flex', alignItems: 'flex-start', minHeight: 'calc(100vh - 56px)' },
  menu: {
    position: 'sticky',
    top: '56px',
    width: '220px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalS}`,
    boxSizing: 'border-box',
    height: 'calc(100vh - 56px)',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    '@media (max-width: 768px)': { display: 'none' },
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
  },
  current: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  create: { marginBottom: tokens.spacingVerticalM },
  divider: { height: '1px', margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, backgroundColor: tokens.colorNeutralStroke2 },
  content: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    '@media (max-width: 768px)': { padding: tokens.spacingHorizontalM },
  },
  top: { position: 'fixed', right: tokens.spacingHorizontalXL, bottom: tokens.spacingVerticalXL, boxShadow: tokens.shadow8 },
});

/**
 * SUB-CREATE-14, SUB-CREATE-15, SUB-CREATE-19: the board's new-game button asks the
 * test's name in a dialog of one field, then opens the panel on a fresh submission
 * (`?gameid=new`) with that name.
 */
function CreateTestButton() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = touched ? validateGameName(name) : null;
  const submit = () => {
    setTouched(true);
    if (validateGameName(name)) return;
    const next = new URLSearchParams(params);
    next.delete('game');
    next.set('gameid', 'new');
    next.set('name', name.trim());
    setOpen(false);
    navigate({ search: `?${next.toString()}` }, { preventScrollReset: true });
  };
  return (
    <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<AddRegular />} className={styles.create}>
          Create a test
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>Create a test</DialogTitle>
            <DialogContent>
              <Field label="Test name" required validationState={problem ? 'error' : 'none'} validationMessage={problem ?? '3 to 25 characters'}>
                <Input value={name} maxLength={200} onChange={(_event, data) => setName(data.value)} onBlur={() => setTouched(true)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>Cancel</Button>
              </DialogTrigger>
              <Button appearance="primary" type="submit">
                Next
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

const ALERT_INTENTS = ['info', 'warning', 'error', 'success'] as const;
type AlertIntent = (typeof ALERT_INTENTS)[number];
const alertIntent = (color: string): AlertIntent =>
  (ALERT_INTENTS as readonly string[]).includes(color) ? (color as AlertIntent) : 'info';

/**
 * The studio board's frame (SB-01..04): the studio header, the general alert
 * banner of the content service (hidden when it cannot be read, CMS-06), the left
 * menu (Home, My games, Knowledge sharing when allowed, Help center, E-learning or
 * Academy, NAV-07) and a back-to-top button once the page has scrolled.
 */
export function BoardLayout({ query, children }: { query: BoardLayout_query$key; children: ReactNode }) {
  const styles = useStyles();
  const data = useFragment(fragment, query);
  const scrolled = useScrolledPast(400);
  const { pathname } = useLocation();
  if (!data.viewer) return null;
  const viewer = data.viewer;
  // PERM-06: the board is for view_studio_interface; others land where they belong.
  if (!viewer.permissions.includes('view_studio_interface')) return <Navigate to="/" replace />;
  const academy = viewer.permissions.some((p) => (LEARNING_PERMISSIONS as readonly string[]).includes(p));
  const item = ({ isActive }: { isActive: boolean }) => `${styles.item} ${isActive ? styles.current : ''}`;
  // SUB-CREATE-14: holders of add_game with a membership that edits games create tests.
  const createsTests = viewer.permissions.includes('add_game') && viewer.studios.some((studio) => studio.createsTests);
  const alert = data.generalAlert?.active ? data.generalAlert : null;

  return (
    <>
      <AppHeader viewer={viewer} platform="studio" />
      <div className={styles.body}>
        <nav className={styles.menu} aria-label="Studio board">
          {createsTests && <CreateTestButton />}
          <NavLink to="/board" end className={item}>
            <HomeRegular aria-hidden="true" /> Home
          </NavLink>
          <NavLink
            to="/board/mygames/in_progress/cpi"
            className={({ isActive }) => item({ isActive: isActive || pathname.startsWith('/board/mygames') })}
          >
            <GamesRegular aria-hidden="true" /> My games
          </NavLink>
          {viewer.permissions.includes('view_knowledge_sharing') && (
            <NavLink to="/board/ks/finished/cpi" className={item}>
              <PeopleTeamRegular aria-hidden="true" /> Knowledge sharing
            </NavLink>
          )}
          <div className={styles.divider} role="separator" />
          <a className={styles.item} href={links.helpCenter} target="_blank" rel="noreferrer">
            <QuestionCircleRegular aria-hidden="true" /> Help center
          </a>
          {academy ? (
            <a className={styles.item} href={data.learningPlatformLink ?? links.learningPlatform} target="_blank" rel="noreferrer">
              <HatGraduationRegular aria-hidden="true" /> Academy
            </a>
          ) : (
            <a className={styles.item} href={links.eLearning} target="_blank" rel="noreferrer">
              <BookOpenRegular aria-hidden="true" /> E-learning
            </a>
          )}
        </nav>
        <div className={styles.content}>
          {alert && (
            <MessageBar intent={alertIntent(alert.color)} layout="multiline" aria-label="General alert">
              <MessageBarBody>
                {alert.title && <MessageBarTitle>{alert.title}</MessageBarTitle>}
                {alert.content}
              </MessageBarBody>
            </MessageBar>
          )}
          <ViewerPermissions permissions={viewer.permissions}>
            {children}
            <GamePanelOnDemand />
          </ViewerPermissions>
        </div>
      </div>
      {scrolled && (
        <Button
          className={styles.top}
          shape="circular"
          size="large"
          icon={<ArrowUpRegular />}
          aria-label="Back to top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      )}
    </>
  );
}

function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

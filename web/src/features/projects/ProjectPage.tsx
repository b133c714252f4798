import {
  Button,
  Caption1,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title2,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, EditRegular } from '@fluentui/react-icons';
import { COMPACT_BOARD_MEDIA, formatCost, formatDuration, formatPercent, MISSING_MOBILE } from '@greenlight/rules';
import { useEffect, useState } from 'react';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { platformLabel } from '../../components/labels';
import { OngoingOperations } from '../../components/OngoingOperations';
import { useNotify } from '../app-shell/notifications';
import { NotFoundPage } from '../errors/NotFoundPage';
import { GamePanelLink } from '../game-detail/GamePanelLink';
import { BoardLayout } from '../studio-board/BoardLayout';
import type { ProjectPageQuery } from './__generated__/ProjectPageQuery.graphql';
import type { ProjectPageRenameMutation } from './__generated__/ProjectPageRenameMutation.graphql';
import { PROJECT_EDIT_FALLBACK, RenameProjectDialog } from './RenameProjectDialog';

const query = graphql`
  query ProjectPageQuery($projectId: Int!) {
    ...BoardLayout_query
    project(projectId: $projectId) {
      id
      name
      canEdit
      projectGameCount
      games {
        id
        gameId
        name
        disabled
        iconUrl
        platform
        isCtr
        adNetworks
        last {
          cpi
          d1
          d3Playtime
        }
      }
    }
  }
`;

const renameMutation = graphql`
  mutation ProjectPageRenameMutation($projectId: ID!, $name: String!) {
    renameProject(projectId: $projectId, name: $name) {
      __typename
      ... on Project {
        id
        name
      }
      ... on ProviderError {
        message
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

/** PROJ-06, CONF-09: cards replace the table at 768 px or less. */
const COMPACT = COMPACT_BOARD_MEDIA;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  table: { [COMPACT]: { display: 'none' } },
  gameColumn: { width: '36%' },
  cards: { display: 'none', flexDirection: 'column', gap: tokens.spacingVerticalS, [COMPACT]: { display: 'flex' } },
  game: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { width: '32px', height: '32px', borderRadius: tokens.borderRadiusMedium, flexShrink: 0 },
  // Issue 15: the theme's link colours, readable in dark mode too (not the browser's blue).
  gameLink: {
    color: tokens.colorBrandForegroundLink,
    textDecoration: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecoration: 'underline' },
  },
  metrics: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

type ProjectGame = NonNullable<ProjectPageQuery['response']['project']>['games'][number];

function GameName({ game }: { game: ProjectGame }) {
  const styles = useStyles();
  return (
    <span className={styles.game}>
      {game.iconUrl ? <img className={styles.icon} src={game.iconUrl} alt="" /> : null}
      <GamePanelLink gameId={game.gameId} className={styles.gameLink}>
        <Text weight="semibold">{game.name}</Text>
      </GamePanelLink>
      <Caption1>{platformLabel(game.platform)}</Caption1>
      {/* OPS-01: a game with operations under way is disabled everywhere, its project too. */}
      {game.disabled && <OngoingOperations inline />}
    </span>
  );
}

/** `/board/project/:projectId` (PROJ-02..06, CONF-15): a project's games and its name. */
export function ProjectPage({ queryRef }: { queryRef: PreloadedQuery<ProjectPageQuery> }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const data = usePreloadedQuery<ProjectPageQuery>(query, queryRef);
  const { project } = data;
  const [editing, setEditing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [rename, saving] = useMutation<ProjectPageRenameMutation>(renameMutation);

  useEffect(() => {
    if (project) document.title = `${project.name} - Greenlight`;
  }, [project]);

  // PROJ-02, ROUTE-28 (issue 15): a missing project, or another studio's, is the not-found page, in the board.
  if (!project) {
    return (
      <BoardLayout query={data}>
        <NotFoundPage />
      </BoardLayout>
    );
  }

  const submit = (name: string) =>
    rename({
      variables: { projectId: project.id, name },
      onCompleted: ({ renameProject }) => {
        if (renameProject.__typename === 'ProviderError') {
          // PROJ-10: the message under the field, or the fallback.
          setServerError(renameProject.fieldErrors.find((e) => e.path === 'name')?.message ?? (renameProject.message || PROJECT_EDIT_FALLBACK));
          return;
        }
        setEditing(false);
        notify.notify({ message: 'Project renamed', intent: 'success' });
      },
      onError: () => setServerError(PROJECT_EDIT_FALLBACK),
    });

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/home'));

  return (
    <BoardLayout query={data}>
      <div className={styles.page}>
        <div className={styles.header}>
          <Tooltip content="Back" relationship="label">
            <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={back} />
          </Tooltip>
          <Title2 as="h1">{project.name}</Title2>
          {project.canEdit && (
            <Tooltip content="Edit project name" relationship="label">
              <Button appearance="subtle" icon={<EditRegular />} onClick={() => setEditing(true)} />
            </Tooltip>
          )}
        </div>
        <Caption1>
          {project.projectGameCount} {project.projectGameCount === 1 ? 'game' : 'games'}
        </Caption1>
        <Table className={styles.table} aria-label="Games of the project">
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.gameColumn}>Game</TableHeaderCell>
              <TableHeaderCell>Ad Network</TableHeaderCell>
              <TableHeaderCell>CPI</TableHeaderCell>
              <TableHeaderCell>D1</TableHeaderCell>
              <TableHeaderCell>Cumulative D3 playtime</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {project.games.map((game) => (
              <TableRow key={game.id}>
                <TableCell>
                  <GameName game={game} />
                </TableCell>
                <TableCell>{game.adNetworks.join(' | ') || '-'}</TableCell>
                <TableCell>{formatCost(game.last.cpi)}</TableCell>
                <TableCell>{formatPercent(game.last.d1, 1)}</TableCell>
                <TableCell>{formatDuration(game.last.d3Playtime)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <div className={styles.cards}>
          {project.games.map((game) => (
            <Card key={game.id}>
              <GameName game={game} />
              <div className={styles.metrics}>
                {/* MOB-15, ERR-18: on the phone's cards a missing value reads n/a. */}
                <Caption1>{game.adNetworks.join(' | ') || MISSING_MOBILE}</Caption1>
                <Caption1>CPI {formatCost(game.last.cpi, MISSING_MOBILE)}</Caption1>
                <Caption1>D1 {formatPercent(game.last.d1, 1, MISSING_MOBILE)}</Caption1>
                <Caption1>D3 playtime {formatDuration(game.last.d3Playtime, MISSING_MOBILE)}</Caption1>
              </div>
            </Card>
          ))}
        </div>
      </div>
      {editing && (
        <RenameProjectDialog
          open={editing}
          currentName={project.name}
          saving={saving}
          serverError={serverError}
          onOpenChange={(open) => {
            setEditing(open);
            setServerError(null);
          }}
          onRename={submit}
          onEdit={() => setServerError(null)}
        />
      )}
    </BoardLayout>
  );
}

import {
  Badge,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { GENERIC_ERROR_FALLBACK, formatDate } from '@greenlight/rules';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import type { AccessTokensSection_viewer$key } from './__generated__/AccessTokensSection_viewer.graphql';
import type { AccessTokensSectionRevokeMutation } from './__generated__/AccessTokensSectionRevokeMutation.graphql';
import { CreateAccessTokenDialog } from './CreateAccessTokenDialog';

const fragment = graphql`
  fragment AccessTokensSection_viewer on Viewer {
    id
    isStaff
    accessTokens {
      id
      name
      scope
      prefix
      createdAt
      expiresAt
      lastUsedAt
    }
  }
`;

const revokeMutation = graphql`
  mutation AccessTokensSectionRevokeMutation($id: ID!) {
    revokeAccessToken(id: $id) {
      __typename
      ... on RevokeAccessTokenPayload {
        viewer {
          ...AccessTokensSection_viewer
        }
      }
      ... on ProviderError {
        message
        link
      }
    }
  }
`;

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  table: { overflowX: 'auto' },
  // Columns sized by their content (Fluent's tables share the width evenly): dates and the prefix stay on one line.
  layout: { tableLayout: 'auto' },
  prefix: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  actions: { width: '40px' },
});

/** Issue 16: the viewer's personal access tokens, with "Create token" and a confirmed "Revoke" each. */
export function AccessTokensSection({ viewer }: { viewer: AccessTokensSection_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(fragment, viewer);
  const { error, apiError, success } = useNotify();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const [commitRevoke, revokingNow] = useMutation<AccessTokensSectionRevokeMutation>(revokeMutation);
  // "Expired" as of when the list was shown.
  const [now] = useState(() => Date.now());

  const revoke = () => {
    if (!revoking) return;
    commitRevoke({
      variables: { id: revoking.id },
      onCompleted: ({ revokeAccessToken: result }) => {
        setRevoking(null);
        if (result.__typename === 'RevokeAccessTokenPayload') success(`Token "${revoking.name}" revoked`);
        else if (result.__typename === 'ProviderError') apiError(result);
        else error(GENERIC_ERROR_FALLBACK);
      },
      onError: () => {
        setRevoking(null);
        error(GENERIC_ERROR_FALLBACK);
      },
    });
  };

  return (
    <Card className={styles.card} aria-labelledby="access-tokens-title">
      <div className={styles.row}>
        <div>
          <Subtitle2 as="h2" id="access-tokens-title">
            Access tokens
          </Subtitle2>
          <Text as="p" block>
            For your scripts: they send a token as <code>Authorization: Bearer &lt;token&gt;</code>.
          </Text>
        </div>
        <Button icon={<AddRegular />} onClick={() => setCreating(true)}>
          Create token
        </Button>
      </div>
      {data.accessTokens.length === 0 ? (
        <Text>You have no access tokens.</Text>
      ) : (
        <div className={styles.table}>
          <Table size="small" aria-label="Access tokens" className={styles.layout}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Scope</TableHeaderCell>
                <TableHeaderCell>Token</TableHeaderCell>
                <TableHeaderCell>Created</TableHeaderCell>
                <TableHeaderCell>Expires</TableHeaderCell>
                <TableHeaderCell>Last used</TableHeaderCell>
                <TableHeaderCell className={styles.actions} aria-label="Actions" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.accessTokens.map((token) => {
                const expired = new Date(token.expiresAt).getTime() <= now;
                return (
                  <TableRow key={token.id}>
                    <TableCell>{token.name}</TableCell>
                    <TableCell>
                      <Badge appearance="tint" color={token.scope === 'READ_WRITE' ? 'warning' : 'informative'}>
                        {token.scope === 'READ_WRITE' ? 'Read and write' : 'Read'}
                      </Badge>
                    </TableCell>
                    <TableCell className={styles.prefix}>{token.prefix}…</TableCell>
                    <TableCell className={styles.nowrap}>{formatDate(token.createdAt)}</TableCell>
                    <TableCell className={styles.nowrap}>
                      {expired ? (
                        <Badge appearance="tint" color="danger">
                          Expired
                        </Badge>
                      ) : (
                        formatDate(token.expiresAt)
                      )}
                    </TableCell>
                    <TableCell className={styles.nowrap}>{token.lastUsedAt ? formatDate(token.lastUsedAt) : 'Never'}</TableCell>
                    <TableCell>
                      <Tooltip content="Revoke" relationship="description" withArrow>
                        <Button
                          size="small"
                          appearance="subtle"
                          icon={<DeleteRegular />}
                          aria-label={`Revoke ${token.name}`}
                          onClick={() => setRevoking({ id: token.id, name: token.name })}
                        />
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      <CreateAccessTokenDialog open={creating} onOpenChange={setCreating} isStaff={data.isStaff} />
      <Dialog open={revoking !== null} onOpenChange={(_event, state) => !state.open && setRevoking(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Revoke token</DialogTitle>
            <DialogContent>
              Scripts using &quot;{revoking?.name}&quot; will stop working at once. This cannot be undone.
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setRevoking(null)}>
                Cancel
              </Button>
              <Button appearance="primary" disabled={revokingNow} onClick={revoke}>
                Revoke
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Card>
  );
}

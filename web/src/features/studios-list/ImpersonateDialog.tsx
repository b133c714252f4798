import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { accessLevel } from '@greenlight/rules';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ImpersonateDialogQuery } from './__generated__/ImpersonateDialogQuery.graphql';

const query = graphql`
  query ImpersonateDialogQuery($id: ID!) {
    node(id: $id) {
      ... on Studio {
        name
        users {
          userId
          firstName
          lastName
          email
          accessId
          isActive
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * SL-14, IMP-02: the studio's users, each with a link that starts impersonating them
 * (/hijack/{userId}, IMP-04). Read when the dialog opens, not with the list.
 */
export function ImpersonateDialog({ studioId, studioName, open, onOpenChange }: {
  /** The studio's global id. */
  studioId: string;
  studioName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(_e, data) => onOpenChange(data.open)}>
      <DialogSurface style={{ maxWidth: 640 }}>
        <DialogBody>
          <DialogTitle>Impersonate a user of {studioName}</DialogTitle>
          <DialogContent>
            {open && (
              <Suspense fallback={<Spinner size="small" label="Loading users" />}>
                <StudioUsers studioId={studioId} />
              </Suspense>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onOpenChange(false)}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function StudioUsers({ studioId }: { studioId: string }) {
  const styles = useStyles();
  const data = useLazyLoadQuery<ImpersonateDialogQuery>(query, { id: studioId }, { fetchPolicy: 'store-or-network' });
  const users = data.node?.users ?? [];
  if (users.length === 0) return <Caption1 className={styles.muted}>This studio has no users.</Caption1>;
  return (
    <Table size="small" aria-label="Studio users">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>Email</TableHeaderCell>
          <TableHeaderCell>Access</TableHeaderCell>
          <TableHeaderCell>
            <span className={styles.muted}>Impersonate</span>
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.userId}>
            <TableCell>
              {user.firstName} {user.lastName}
            </TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell>{accessLevel(user.accessId)?.label ?? user.accessId}</TableCell>
            <TableCell>
              {user.isActive ? (
                <Link as="span" inline>
                  <RouterLink to={`/hijack/${user.userId}`} aria-label={`Impersonate ${user.firstName} ${user.lastName}`}>
                    Impersonate
                  </RouterLink>
                </Link>
              ) : (
                <span className={styles.muted}>Inactive</span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

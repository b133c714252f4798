import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { formatDate, MISSING, studioHistoryLabel } from '@greenlight/rules';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { StudioHistoryDialogQuery } from './__generated__/StudioHistoryDialogQuery.graphql';

const query = graphql`
  query StudioHistoryDialogQuery($id: ID!) {
    node(id: $id) {
      ... on Studio {
        history {
          createdAt
          createdAs
          updates {
            timestamp
            updatedBy
            field
            value
          }
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, 96vw)', width: '760px' },
  content: { maxHeight: '65vh', overflowY: 'auto' },
});

/** SSET-30: "the platform" did what nobody is named for. */
const PLATFORM = 'Platform';

/** dd-MM-yyyy HH:mm, in UTC like every date of the dashboard (CONF-14). */
export const historyDateTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? formatDate(iso) : `${formatDate(iso)} ${date.toISOString().slice(11, 16)}`;
};

export interface HistoryRow {
  timestamp: string;
  who: string;
  label: string;
  value: string;
}

/**
 * SSET-30..36: the creation then each change, newest first (the gateway gives them
 * oldest first), each with its label (studioHistoryLabel) and value.
 */
export function historyRows(history: {
  readonly createdAt: string;
  readonly createdAs: string;
  readonly updates: readonly { readonly timestamp: string; readonly updatedBy: string | null | undefined; readonly field: string; readonly value: string | null | undefined }[];
}): HistoryRow[] {
  const creation: HistoryRow = { timestamp: history.createdAt, who: PLATFORM, label: 'Studio creation', value: history.createdAs };
  const updates = history.updates.map((update) => ({
    timestamp: update.timestamp,
    who: update.updatedBy ?? PLATFORM,
    label: studioHistoryLabel(update.field),
    value: update.value ?? MISSING,
  }));
  return [creation, ...updates].reverse();
}

/** SD-10: the studio's history dialog; its history is asked for when it opens. */
export function StudioHistoryDialog({ studioId, open, onOpenChange }: { studioId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_e, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>History</DialogTitle>
          <DialogContent className={styles.content}>
            <Suspense fallback={<Spinner label="Loading the history" />}>
              <HistoryTable studioId={studioId} />
            </Suspense>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">Close</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function HistoryTable({ studioId }: { studioId: string }) {
  // Fresh each time: a Validate adds to it.
  const data = useLazyLoadQuery<StudioHistoryDialogQuery>(query, { id: studioId }, { fetchPolicy: 'network-only' });
  const history = data.node?.history;
  if (!history) return null;
  return (
    <Table aria-label="Studio history, newest first" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Date (newest first)</TableHeaderCell>
          <TableHeaderCell>By</TableHeaderCell>
          <TableHeaderCell>Change</TableHeaderCell>
          <TableHeaderCell>Value</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {historyRows(history).map((row, index) => (
          <TableRow key={`${row.timestamp}-${index}`}>
            <TableCell>{historyDateTime(row.timestamp)}</TableCell>
            <TableCell>{row.who}</TableCell>
            <TableCell>{row.label}</TableCell>
            <TableCell>{row.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

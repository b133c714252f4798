import { Body1, Caption1, Card, Link, Subtitle1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { NO_CONTRACT_AVAILABLE, formatDate } from '@greenlight/rules';
import { graphql, useFragment } from 'react-relay';
import type { ContractsSection_studio$key } from './__generated__/ContractsSection_studio.graphql';

const fragment = graphql`
  fragment ContractsSection_studio on StudioAdmin {
    contracts {
      id
      name
      date
      url
    }
  }
`;

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  logo: { fontSize: '24px', color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * CON-01..05: the studio's contracts, newest first, with their name, date and logo;
 * each opens as a PDF in a new window (the gateway serves it with the session).
 */
export function ContractsSection({ studio: key }: { studio: ContractsSection_studio$key }) {
  const styles = useStyles();
  const { contracts } = useFragment(fragment, key);
  return (
    <Card className={styles.card} role="region" aria-label="Contracts">
      <Subtitle1 as="h2">Contracts</Subtitle1>
      {contracts.length === 0 ? (
        <Body1 className={styles.muted}>{NO_CONTRACT_AVAILABLE}</Body1>
      ) : (
        <Table aria-label="Contracts" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>Date</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {contracts.map((contract) => (
              <TableRow key={contract.id}>
                <TableCell>
                  <span className={styles.name}>
                    <DocumentPdfRegular className={styles.logo} aria-hidden />
                    <Link href={contract.url} target="_blank" rel="noopener">
                      {contract.name}
                    </Link>
                  </span>
                </TableCell>
                <TableCell>
                  <Caption1>{formatDate(contract.date)}</Caption1>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

import {
  Button,
  Caption1,
  Card,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { GENERIC_ERROR_FALLBACK, STAFF_TITLE } from '@greenlight/rules';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import type { StaffSection_studio$key } from './__generated__/StaffSection_studio.graphql';
import type { StaffMemberChangeInput, StaffSectionUpdateMutation } from './__generated__/StaffSectionUpdateMutation.graphql';
import { NewStaffMemberDialog } from './NewStaffMemberDialog';
import { roleEnum, type RoleLabels } from './roles';
import { AccessLevelDropdown, PositionDropdown } from './StaffDropdowns';

const fragment = graphql`
  fragment StaffSection_studio on StudioAdmin {
    id
    studioId
    accessId
    canInvite
    staff {
      id
      userId
      firstName
      lastName
      email
      isActive
      accessId
      userRole
      canToggleActive
      canChangeAccess
      canChangePosition
    }
  }
`;

// The studio answers with its staff afresh: the table follows the answer (STAFF-24).
const updateMutation = graphql`
  mutation StaffSectionUpdateMutation($studioId: Int!, $userId: Int!, $input: StaffMemberChangeInput!) {
    updateStaffMember(studioId: $studioId, userId: $userId, input: $input) {
      __typename
      ... on StudioAdmin {
        id
        ...StaffSection_studio @alias
      }
      ... on ProviderError {
        message
        link
      }
    }
  }
`;

// Under 640 px each member becomes a card: the header row goes, the cells stack.
const narrow = '@media (max-width: 640px)';
const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  table: { [narrow]: { display: 'block' } },
  header: { [narrow]: { display: 'none' } },
  body: { [narrow]: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } },
  row: {
    [narrow]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      padding: tokens.spacingVerticalS,
      border: `1px solid ${tokens.colorNeutralStroke2}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  cell: { [narrow]: { display: 'block', height: 'auto', padding: `${tokens.spacingVerticalXS} 0` } },
  email: { overflowWrap: 'anywhere' },
  dropdown: { minWidth: '160px', width: '100%' },
  // The header row's names, shown in each card instead.
  caption: { display: 'none', [narrow]: { display: 'block', color: tokens.colorNeutralForeground3 } },
});

type Member = {
  readonly userId: number;
  readonly firstName: string;
  readonly lastName: string;
};
const nameOf = (member: Member) => `${member.firstName} ${member.lastName}`.trim();

/** STAFF-01..25: the studio's members, each change sent at once; and, for who may invite, the new member dialog. */
export function StaffSection({ studio: key, roles }: { studio: StaffSection_studio$key; roles: RoleLabels }) {
  const styles = useStyles();
  const { apiError, error } = useNotify();
  const studio = useFragment(fragment, key);
  const [commit] = useMutation<StaffSectionUpdateMutation>(updateMutation);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [inviting, setInviting] = useState(false);

  // No optimistic answer: a refusal leaves the row as the store has it, as it was.
  const change = (member: Member, input: StaffMemberChangeInput) => {
    setPending((current) => new Set(current).add(member.userId));
    const done = () =>
      setPending((current) => {
        const next = new Set(current);
        next.delete(member.userId);
        return next;
      });
    commit({
      variables: { studioId: studio.studioId, userId: member.userId, input },
      onCompleted: ({ updateStaffMember: result }) => {
        done();
        if (result.__typename === 'ProviderError') apiError(result);
      },
      onError: () => {
        done();
        error(GENERIC_ERROR_FALLBACK);
      },
    });
  };

  return (
    <Card className={styles.card}>
      <div className={styles.head}>
        <Subtitle2 as="h2">{STAFF_TITLE}</Subtitle2>
        {/* STAFF-09 */}
        {studio.canInvite && (
          <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => setInviting(true)}>
            Add new staff member
          </Button>
        )}
      </div>
      {studio.staff.length === 0 ? (
        <Text>No staff member yet.</Text>
      ) : (
        <Table aria-label={STAFF_TITLE} className={styles.table}>
          <TableHeader className={styles.header}>
            <TableRow>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>Email</TableHeaderCell>
              <TableHeaderCell>Position</TableHeaderCell>
              <TableHeaderCell>Access level</TableHeaderCell>
              <TableHeaderCell>Active</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody className={styles.body}>
            {studio.staff.map((member) => {
              const name = nameOf(member);
              const busy = pending.has(member.userId);
              return (
                <TableRow key={member.id} className={styles.row}>
                  <TableCell className={styles.cell}>
                    <Text weight="semibold">{name}</Text>
                  </TableCell>
                  <TableCell className={styles.cell}>
                    <Text className={styles.email}>{member.email}</Text>
                  </TableCell>
                  <TableCell className={styles.cell}>
                    {/* STAFF-22 */}
                    <Caption1 className={styles.caption} aria-hidden>
                      Position
                    </Caption1>
                    <PositionDropdown
                      aria-label={`Position of ${name}`}
                      className={styles.dropdown}
                      roles={roles}
                      userRole={member.userRole}
                      disabled={!member.canChangePosition || busy}
                      onChange={(role) => change(member, { userRole: roleEnum(role) })}
                    />
                  </TableCell>
                  <TableCell className={styles.cell}>
                    {/* STAFF-10, STAFF-19, STAFF-21 */}
                    <Caption1 className={styles.caption} aria-hidden>
                      Access level
                    </Caption1>
                    <AccessLevelDropdown
                      aria-label={`Access level of ${name}`}
                      className={styles.dropdown}
                      ownAccessId={studio.accessId}
                      accessId={member.accessId}
                      disabled={!member.canChangeAccess || busy}
                      onChange={(accessId) => change(member, { accessId })}
                    />
                  </TableCell>
                  <TableCell className={styles.cell}>
                    {/* STAFF-18, STAFF-20 */}
                    <Switch
                      label={member.isActive ? 'Active' : 'Inactive'}
                      aria-label={`${name} is active`}
                      checked={member.isActive}
                      disabled={!member.canToggleActive || busy}
                      onChange={(_e, data) => change(member, { isActive: data.checked })}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {studio.canInvite && (
        <NewStaffMemberDialog studioId={studio.studioId} ownAccessId={studio.accessId} roles={roles} open={inviting} onOpenChange={setInviting} />
      )}
    </Card>
  );
}

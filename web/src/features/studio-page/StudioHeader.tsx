import {
  Badge,
  Button,
  Caption1,
  Text,
  Title2,
  ToggleButton,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DocumentRegular, HistoryRegular, OpenRegular, PersonSwapRegular, SettingsRegular, StarFilled, StarRegular } from '@fluentui/react-icons';
import { GAME_PANEL_BREAKPOINT, formatDate, isAttTeamStatus } from '@greenlight/rules';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import { ImpersonateDialog } from '../studios-list/ImpersonateDialog';
import type { StudioHeader_studio$key } from './__generated__/StudioHeader_studio.graphql';
import type { StudioHeaderStarMutation } from './__generated__/StudioHeaderStarMutation.graphql';
import type { StudioSettingsDrawer_studio$key } from './__generated__/StudioSettingsDrawer_studio.graphql';
import { LegalLinkDialog } from './LegalLinkDialog';
import { StudioHistoryDialog } from './StudioHistoryDialog';
import { StudioSettingsDrawer, type SettingsCodifications, type SettingsViewer } from './StudioSettingsDrawer';

const fragment = graphql`
  fragment StudioHeader_studio on Studio {
    id
    name
    country
    createdAt
    activityState
    activityLabel
    deactivateDate
    teamStatus {
      teamStatusId
      label
    }
    pm {
      name
    }
    secondaryPm {
      name
    }
    hubspotUrl
    studioLeadName
    mainContactEmail
    isStarred
    nbPrototypes
    nbHits
  }
`;

const starMutation = graphql`
  mutation StudioHeaderStarMutation($studioId: ID!, $starred: Boolean!) {
    starStudio(studioId: $studioId, starred: $starred) {
      __typename
      ... on Studio {
        id
        isStarred
      }
      ... on ProviderError {
        message
        link
      }
    }
  }
`;

const useStyles = makeStyles({
  header: {
    display: 'flex',
    gap: tokens.spacingHorizontalXL,
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    // CONF-09: under 742 px everything stacks.
    [`@media (max-width: ${GAME_PANEL_BREAKPOINT - 1}px)`]: { flexDirection: 'column' },
  },
  identity: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    [`@media (max-width: ${GAME_PANEL_BREAKPOINT - 1}px)`]: { flexDirection: 'column' },
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    justifyContent: 'flex-end',
    [`@media (max-width: ${GAME_PANEL_BREAKPOINT - 1}px)`]: { justifyContent: 'flex-start' },
  },
  deactivated: { color: tokens.colorPaletteRedForeground1 },
});

/** "1 game", "2 games". */
const games = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

/** SD-11: "N games (M games launched)". */
export const gamesCountText = (prototypes: number, hits: number): string => `${games(prototypes)} (${games(hits)} launched)`;

/**
 * The studio page's header (SD-01..11): name, country, creation date, activity,
 * PMs or ATT, team status, deactivation, games count, and its actions: star,
 * impersonate, CRM, a legal information link, history and settings.
 */
export function StudioHeader({
  studio: key,
  settings,
  viewer,
  codifications,
}: {
  studio: StudioHeader_studio$key;
  settings: StudioSettingsDrawer_studio$key;
  viewer: SettingsViewer & { isStaff: boolean; isSuperuser: boolean };
  codifications: SettingsCodifications & { countries: readonly { id: string; label: string; flag: string }[] };
}) {
  const styles = useStyles();
  const studio = useFragment(fragment, key);
  const { apiError, error } = useNotify();
  const [commitStar, starring] = useMutation<StudioHeaderStarMutation>(starMutation);
  const [impersonating, setImpersonating] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [legalLink, setLegalLink] = useState(false);

  const country = codifications.countries.find((candidate) => candidate.id === studio.country);
  const att = isAttTeamStatus(studio.teamStatus?.teamStatusId);
  // IMP-01: admins, staff and holders of impersonate_studio_member.
  const mayImpersonate = viewer.isStaff || viewer.isSuperuser || viewer.permissions.includes('impersonate_studio_member');

  const star = () =>
    commitStar({
      variables: { studioId: studio.id, starred: !studio.isStarred },
      optimisticResponse: { starStudio: { __typename: 'Studio', id: studio.id, isStarred: !studio.isStarred } },
      onCompleted: ({ starStudio }) => {
        if (starStudio.__typename === 'ProviderError') apiError(starStudio);
      },
      onError: () => error('The studio could not be starred.'),
    });

  return (
    <section className={styles.header} aria-label="Studio">
      <div className={styles.identity}>
        <div className={styles.title}>
          <Title2 as="h1">{studio.name}</Title2>
          <Tooltip content={studio.isStarred ? 'Unstar' : 'Star'} relationship="label">
            <ToggleButton
              appearance="transparent"
              checked={studio.isStarred}
              disabled={starring}
              icon={studio.isStarred ? <StarFilled color={tokens.colorPaletteMarigoldForeground1} /> : <StarRegular />}
              onClick={star}
            />
          </Tooltip>
          <Badge appearance="tint" color={studio.activityState === 'ACTIVE' ? 'success' : studio.activityState === 'CHURNED' ? 'danger' : 'informative'}>
            {studio.activityLabel}
          </Badge>
        </div>
        <div className={styles.facts}>
          <Text>
            <span role="img" aria-label={`Flag of ${country?.label ?? studio.country}`}>
              {country?.flag ?? ''}
            </span>{' '}
            {country?.label ?? studio.country}
          </Text>
          <Text>Created on {formatDate(studio.createdAt)}</Text>
          <Text>{gamesCountText(studio.nbPrototypes, studio.nbHits)}</Text>
        </div>
        <div className={styles.facts}>
          {att ? (
            // SD-07: an att studio's PM reads ATT, as in the studios list (SL-18).
            <Text>
              <Caption1>PM</Caption1> <span>ATT</span>
            </Text>
          ) : (
            <>
              <Text>
                <Caption1>PM</Caption1> {studio.pm?.name ?? '-'}
              </Text>
              <Text>
                <Caption1>Secondary PM</Caption1> {studio.secondaryPm?.name ?? '-'}
              </Text>
            </>
          )}
          {studio.teamStatus && (
            <Text>
              <Caption1>Team status</Caption1> {studio.teamStatus.label}
            </Text>
          )}
          {studio.deactivateDate && <Text className={styles.deactivated}>Deactivated since {formatDate(studio.deactivateDate)}</Text>}
        </div>
      </div>
      <div className={styles.actions}>
        {mayImpersonate && (
          <Button icon={<PersonSwapRegular />} onClick={() => setImpersonating(true)}>
            Impersonate
          </Button>
        )}
        {studio.hubspotUrl && (
          <Button as="a" href={studio.hubspotUrl} target="_blank" rel="noreferrer" icon={<OpenRegular />}>
            CRM
          </Button>
        )}
        {/* FORM-18, FORM-19, issue 42: a link for the studio's signatory, with its one-use token (add_studio). */}
        {viewer.permissions.includes('add_studio') && (
          <Button icon={<DocumentRegular />} onClick={() => setLegalLink(true)}>
            Legal form link
          </Button>
        )}
        <Button icon={<HistoryRegular />} onClick={() => setHistoryOpen(true)}>
          History
        </Button>
        <Button appearance="primary" icon={<SettingsRegular />} onClick={() => setSettingsOpen(true)}>
          Settings
        </Button>
      </div>
      {impersonating && <ImpersonateDialog studioId={studio.id} studioName={studio.name} open={impersonating} onOpenChange={setImpersonating} />}
      {legalLink && (
        <LegalLinkDialog
          studioId={studio.id}
          studioName={studio.name}
          contactName={studio.studioLeadName ?? null}
          contactEmail={studio.mainContactEmail ?? null}
          onClose={() => setLegalLink(false)}
        />
      )}
      {historyOpen && <StudioHistoryDialog studioId={studio.id} open={historyOpen} onOpenChange={setHistoryOpen} />}
      <StudioSettingsDrawer studio={settings} viewer={viewer} codifications={codifications} open={settingsOpen} onOpenChange={setSettingsOpen} />
    </section>
  );
}

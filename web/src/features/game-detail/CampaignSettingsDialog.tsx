import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  SpinButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { BUDGET_UPDATE_FAILED, campaignDurationProblem, dailyBudgetProblem } from '@greenlight/rules';
import { useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay';
import type { CampaignSettingsDialog_settings$key } from './__generated__/CampaignSettingsDialog_settings.graphql';
import { networkId, type AdNetworkEnum } from '../../relay/enums';
import { useNotify } from '../app-shell/notifications';
import type { CampaignSettingsDialogBudgetMutation } from './__generated__/CampaignSettingsDialogBudgetMutation.graphql';
import type { CampaignSettingsDialogDurationMutation } from './__generated__/CampaignSettingsDialogDurationMutation.graphql';
import type { CampaignSettingsDialogQuery } from './__generated__/CampaignSettingsDialogQuery.graphql';

const query = graphql`
  query CampaignSettingsDialogQuery($id: ID!) {
    node(id: $id) {
      ... on Game {
        id
        ...CampaignSettingsDialog_settings @alias(as: "settings")
      }
    }
  }
`;

const fragment = graphql`
  fragment CampaignSettingsDialog_settings on Game {
    campaignSettings {
      budgets {
        network
        budget
        isManuallySet
        recommendedByVideoCount
      }
      minDailyBudget
      maxDailyBudget
      budgetStep
      isBudgetReadOnly
      currentCampaignDuration
      minCampaignDuration
      maxCampaignDuration
      isDurationReadOnly
    }
  }
`;

const budgetMutation = graphql`
  mutation CampaignSettingsDialogBudgetMutation($gameId: ID!, $network: AdNetwork!, $budget: Int!) {
    updateDailyBudget(gameId: $gameId, network: $network, budget: $budget) {
      __typename
      ... on Game {
        id
        ...CampaignSettingsDialog_settings @alias(as: "settings")
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

const durationMutation = graphql`
  mutation CampaignSettingsDialogDurationMutation($gameId: ID!, $days: Int!) {
    updateCampaignDuration(gameId: $gameId, days: $days) {
      __typename
      ... on Game {
        id
        ...CampaignSettingsDialog_settings @alias(as: "settings")
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
});

const NETWORK_LABEL = { FACEBOOK: 'Facebook', SNAPCHAT: 'Snapchat' } as const;

/**
 * GD-24, GD-28, SUB-BUD: the daily budget of each network (steps of $10, within its
 * bounds; a running campaign spends a new budget from tomorrow) and the campaign
 * duration, each read-only when the provider says so.
 */
export function CampaignSettingsDialog({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const data = useLazyLoadQuery<CampaignSettingsDialogQuery>(query, { id: gameId }, { fetchPolicy: 'network-only' });
  const settings = useFragment<CampaignSettingsDialog_settings$key>(fragment, data.node?.settings ?? null)?.campaignSettings;
  const [budgets, setBudgets] = useState<Record<string, number>>(() =>
    Object.fromEntries((settings?.budgets ?? []).map((b) => [b.network, b.budget])),
  );
  const [days, setDays] = useState(settings?.currentCampaignDuration ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveBudget, savingBudget] = useMutation<CampaignSettingsDialogBudgetMutation>(budgetMutation);
  const [saveDuration, savingDuration] = useMutation<CampaignSettingsDialogDurationMutation>(durationMutation);
  if (!settings) return null;

  const budgetProblem = (network: AdNetworkEnum) => dailyBudgetProblem(networkId(network), budgets[network] ?? 0);
  const durationProblem = campaignDurationProblem(days);

  const storeBudget = (network: AdNetworkEnum) =>
    saveBudget({
      variables: { gameId, network, budget: budgets[network] ?? 0 },
      onCompleted: ({ updateDailyBudget: result }) => {
        if (result.__typename === 'ProviderError') setErrors((e) => ({ ...e, [network]: result.message || BUDGET_UPDATE_FAILED }));
        else notify.success(`${NETWORK_LABEL[network]} daily budget saved`);
      },
      onError: () => setErrors((e) => ({ ...e, [network]: BUDGET_UPDATE_FAILED })),
    });
  const storeDuration = () =>
    saveDuration({
      variables: { gameId, days },
      onCompleted: ({ updateCampaignDuration: result }) => {
        if (result.__typename === 'ProviderError') setErrors((e) => ({ ...e, duration: result.message }));
        else notify.success('Campaign duration saved');
      },
      onError: () => setErrors((e) => ({ ...e, duration: BUDGET_UPDATE_FAILED })),
    });

  return (
    <Dialog open onOpenChange={(_event, open) => !open.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Campaign settings</DialogTitle>
          <DialogContent className={styles.form}>
            {settings.budgets.map((budget) => {
              const problem = budgetProblem(budget.network);
              const message = errors[budget.network] ?? problem ?? undefined;
              return (
                <div key={budget.network} className={styles.row}>
                  <Field
                    label={`${NETWORK_LABEL[budget.network]} daily budget ($)`}
                    hint={settings.isBudgetReadOnly ? 'Read-only for this campaign' : `Between $${settings.minDailyBudget} and $${settings.maxDailyBudget}, in steps of $${settings.budgetStep}`}
                    validationMessage={message}
                    validationState={message ? 'error' : 'none'}
                  >
                    <SpinButton
                      value={budgets[budget.network] ?? budget.budget}
                      step={settings.budgetStep}
                      min={settings.minDailyBudget}
                      max={settings.maxDailyBudget}
                      disabled={settings.isBudgetReadOnly}
                      onChange={(_event, changed) => {
                        const value = changed.value ?? Number(changed.displayValue);
                        if (Number.isFinite(value)) setBudgets((b) => ({ ...b, [budget.network]: value }));
                        setErrors(({ [budget.network]: _dropped, ...rest }) => rest);
                      }}
                    />
                  </Field>
                  {!settings.isBudgetReadOnly && (
                    <Button
                      disabled={savingBudget || problem !== null || budgets[budget.network] === budget.budget}
                      onClick={() => storeBudget(budget.network)}
                    >
                      Save
                    </Button>
                  )}
                </div>
              );
            })}
            <div className={styles.row}>
              <Field
                label="Campaign duration (days)"
                hint={settings.isDurationReadOnly ? 'Read-only' : `Between ${settings.minCampaignDuration} and ${settings.maxCampaignDuration} days`}
                validationMessage={errors.duration ?? durationProblem ?? undefined}
                validationState={errors.duration || durationProblem ? 'error' : 'none'}
              >
                <SpinButton
                  value={days}
                  min={settings.minCampaignDuration}
                  max={settings.maxCampaignDuration}
                  disabled={settings.isDurationReadOnly}
                  onChange={(_event, changed) => {
                    const value = changed.value ?? Number(changed.displayValue);
                    if (Number.isFinite(value)) setDays(value);
                    setErrors(({ duration: _dropped, ...rest }) => rest);
                  }}
                />
              </Field>
              {!settings.isDurationReadOnly && (
                <Button
                  disabled={savingDuration || durationProblem !== null || days === settings.currentCampaignDuration}
                  onClick={storeDuration}
                >
                  Save
                </Button>
              )}
            </div>
            <Caption1>A new budget applies to a running campaign from tomorrow; the days already run keep theirs.</Caption1>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

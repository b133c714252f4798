import { Caption1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { BUDGET_UPDATE_FAILED } from '@greenlight/rules';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { StepSlider } from '../../../../components/StepSlider';
import type { AdNetworkEnum } from '../../../../relay/enums';
import { useNotify } from '../../../app-shell/notifications';
// The panel's settings dialog's own mutations, as their compiled artifacts: importing the
// dialog's module for its graphql tags would bring the dialog, which the panel loads on demand.
import budgetMutation, { type CampaignSettingsDialogBudgetMutation } from '../../../game-detail/__generated__/CampaignSettingsDialogBudgetMutation.graphql';
import durationMutation, { type CampaignSettingsDialogDurationMutation } from '../../../game-detail/__generated__/CampaignSettingsDialogDurationMutation.graphql';
import type { CampaignBudget_game$key } from './__generated__/CampaignBudget_game.graphql';

const fragment = graphql`
  fragment CampaignBudget_game on Game {
    id
    campaignSettings {
      budgets {
        network
        budget
        isManuallySet
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

const useStyles = makeStyles({
  sliders: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalXL },
});

const NETWORK_LABEL: Record<AdNetworkEnum, string> = { FACEBOOK: 'Facebook', SNAPCHAT: 'Snapchat' };
/** A slider saves once it has rested this long. */
const SAVE_AFTER_MS = 600;

/** The slider's value: the saved one until the user moves it, and again once a new one is saved. */
function useSliderValue(saved: number): [number, (value: number) => void] {
  const [moved, setMoved] = useState<{ from: number; value: number } | null>(null);
  const value = moved && moved.from === saved ? moved.value : saved;
  return [value, (next: number) => setMoved(next === saved ? null : { from: saved, value: next })];
}

/** Saves `value` SAVE_AFTER_MS after it last changed, unless it is the saved one. */
function useSaveWhenStill(value: number, saved: number, save: (value: number) => void) {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    if (value === saved) return;
    const timer = setTimeout(() => latest.current(value), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [value, saved]);
}

function BudgetSlider({
  gameId,
  network,
  budget,
  min,
  max,
  step,
  readOnly,
}: {
  gameId: string;
  network: AdNetworkEnum;
  budget: number;
  min: number;
  max: number;
  step: number;
  readOnly: boolean;
}) {
  const notify = useNotify();
  const [value, setValue] = useSliderValue(budget);
  const [save] = useMutation<CampaignSettingsDialogBudgetMutation>(budgetMutation);
  const failed = (message?: string) => {
    notify.error(message || BUDGET_UPDATE_FAILED);
    setValue(budget);
  };
  useSaveWhenStill(value, budget, (next) =>
    save({
      variables: { gameId, network, budget: next },
      onCompleted: ({ updateDailyBudget: result }) => {
        if (result.__typename === 'ProviderError') failed(result.message);
      },
      onError: () => failed(),
    }),
  );
  return (
    <Field label={`${NETWORK_LABEL[network]} daily budget: $${value}`} hint={`$${min} to $${max}, in steps of $${step}`}>
      {/* SUB-BUD-02: the minimum locks the value up. */}
      <StepSlider
        min={min}
        max={max}
        step={step}
        minLock={min}
        value={value}
        disabled={readOnly}
        aria-label={`${NETWORK_LABEL[network]} daily budget`}
        onValue={setValue}
      />
    </Field>
  );
}

function DurationSlider({ gameId, days, min, max, readOnly }: { gameId: string; days: number; min: number; max: number; readOnly: boolean }) {
  const notify = useNotify();
  const [value, setValue] = useSliderValue(days);
  const [save] = useMutation<CampaignSettingsDialogDurationMutation>(durationMutation);
  const failed = (message?: string) => {
    notify.error(message || BUDGET_UPDATE_FAILED);
    setValue(days);
  };
  useSaveWhenStill(value, days, (next) =>
    save({
      variables: { gameId, days: next },
      onCompleted: ({ updateCampaignDuration: result }) => {
        if (result.__typename === 'ProviderError') failed(result.message);
      },
      onError: () => failed(),
    }),
  );
  return (
    <Field label={`Campaign duration: ${value} days`} hint={`at least ${min} days, at most ${max}`}>
      {/* SUB-BUD-08: the slider runs from 0, locked at the minimum. */}
      <StepSlider min={0} max={max} step={1} minLock={min} value={value} disabled={readOnly} aria-label="Campaign duration" onValue={setValue} />
    </Field>
  );
}

/**
 * SUB-BUD: the daily budget of each network (steps of $10, from the lowest
 * recommended budget to maxDailyBudget) and the campaign duration (0 to the maximum,
 * locked at the minimum), each read-only when the provider says so; a slider saves
 * once it rests, and a failure shows the "Error" toast and puts the value back.
 */
export function CampaignBudget({ game: key, disabled }: { game: CampaignBudget_game$key; disabled: boolean }) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const settings = game.campaignSettings;
  return (
    <div>
      <div className={styles.sliders}>
        {settings.budgets.map((budget) => (
          <BudgetSlider
            key={budget.network}
            gameId={game.id}
            network={budget.network}
            budget={budget.budget}
            min={settings.minDailyBudget}
            max={settings.maxDailyBudget}
            step={settings.budgetStep}
            readOnly={disabled || settings.isBudgetReadOnly}
          />
        ))}
        <DurationSlider
          gameId={game.id}
          days={settings.currentCampaignDuration}
          min={settings.minCampaignDuration}
          max={settings.maxCampaignDuration}
          readOnly={disabled || settings.isDurationReadOnly}
        />
      </div>
      <Caption1>
        {settings.budgets.some((budget) => !budget.isManuallySet) ? 'Budgets follow the recommendation for your number of videos until you move them.' : ''}
      </Caption1>
    </div>
  );
}


import { Dropdown, Field, Option, Spinner } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { StudioCampaignChoiceQuery } from './__generated__/StudioCampaignChoiceQuery.graphql';

const query = graphql`
  query StudioCampaignChoiceQuery($gameId: ID!) {
    gameActionFields(gameId: $gameId, action: TEST_STUDIO_CAMPAIGN) {
      __typename
      ... on GameActionFieldsSuccess {
        data {
          param
          value
          options {
            value
            label
          }
        }
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

interface Props {
  gameId: string;
  chosen: string | null;
  onChoose: (campaignId: string | null) => void;
  disabled: boolean;
  /** The server's refusal of the choice, if any. */
  error: string | undefined;
}

const LABEL = 'Facebook campaign';

type Answer = StudioCampaignChoiceQuery['response']['gameActionFields'];

/** The campaign linked already: the field's value, JSON text of a campaign id. */
function linkedCampaign(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * SUB-CAMP-06, SUB-CAMP-12, BE-ACT-09: a manual game runs the studio's own Facebook
 * campaign: the studio chooses it among its ad account's campaigns (test_studio_campaign's
 * choices), the one linked already chosen first.
 */
export function StudioCampaignChoice({ gameId, chosen, onChoose, disabled, error }: Props) {
  const environment = useRelayEnvironment();
  const [answer, setAnswer] = useState<Answer | 'failed' | null>(null);
  useEffect(() => {
    const subscription = fetchQuery<StudioCampaignChoiceQuery>(environment, query, { gameId }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setAnswer(data.gameActionFields),
      error: () => setAnswer('failed'),
    });
    return () => subscription.unsubscribe();
  }, [environment, gameId]);

  const field = answer !== null && answer !== 'failed' && answer.__typename === 'GameActionFieldsSuccess' ? answer.data.find((f) => f.param === 'choice') : undefined;
  const linked = linkedCampaign(field?.value);
  const options = useMemo(() => field?.options ?? [], [field]);
  // The campaign linked already is the choice until the studio picks another.
  useEffect(() => {
    if (chosen === null && linked !== null && options.some((option) => option.value === linked)) onChoose(linked);
  }, [chosen, linked, options, onChoose]);

  if (answer === null) {
    return (
      <Field label={LABEL} required>
        <Spinner size="tiny" label="Loading your campaigns" />
      </Field>
    );
  }
  const message =
    answer === 'failed'
      ? 'Your campaigns could not be loaded. Please refresh.'
      : answer.__typename === 'ProviderError'
        ? answer.message
        : error;
  return (
    <Field
      label={LABEL}
      required
      hint="The campaign of your own Facebook ad account that runs this test"
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
    >
      <Dropdown
        placeholder={options.length === 0 ? 'No campaign in your ad account' : 'Choose a campaign'}
        disabled={disabled || options.length === 0}
        selectedOptions={chosen ? [chosen] : []}
        value={options.find((option) => option.value === chosen)?.label ?? ''}
        onOptionSelect={(_event, selected) => onChoose(selected.optionValue ?? null)}
      >
        {options.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

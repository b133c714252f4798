import { Card, Field, Radio, RadioGroup, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CONFIDENCE_LEVELS, formatLevel, GENERIC_ERROR_FALLBACK } from '@greenlight/rules';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import type { ConfidenceLevelSetting_viewer$key } from './__generated__/ConfidenceLevelSetting_viewer.graphql';
import type { ConfidenceLevelSettingMutation } from './__generated__/ConfidenceLevelSettingMutation.graphql';

const fragment = graphql`
  fragment ConfidenceLevelSetting_viewer on Viewer {
    id
    confidenceLevel
  }
`;

const mutation = graphql`
  mutation ConfidenceLevelSettingMutation($level: Float!) {
    setConfidenceLevel(level: $level) {
      __typename
      ... on ViewerPayload {
        viewer {
          id
          confidenceLevel
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
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  text: { margin: 0 },
});

/**
 * Issue 43: how sure the KPIs' ranges are, and so how strong a change must be before
 * it is called better or worse; kept on the user, as the server computes both at it.
 */
export function ConfidenceLevelSetting({ viewer }: { viewer: ConfidenceLevelSetting_viewer$key }) {
  const styles = useStyles();
  const { error, apiError, success } = useNotify();
  const data = useFragment(fragment, viewer);
  const [commit, saving] = useMutation<ConfidenceLevelSettingMutation>(mutation);

  const choose = (value: string) => {
    const level = Number(value);
    commit({
      variables: { level },
      onCompleted: ({ setConfidenceLevel: result }) => {
        if (result.__typename === 'ProviderError') apiError(result);
        else if (result.__typename === 'ViewerPayload') success(`KPI ranges are now at ${formatLevel(level)} confidence`);
      },
      onError: () => error(GENERIC_ERROR_FALLBACK),
    });
  };

  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2" className={styles.text}>
        KPI confidence
      </Subtitle2>
      <Text as="p" block className={styles.text}>
        Each KPI of an iteration shows the range its true value lies in, and a change since the previous iteration is called
        better or worse only when it is larger than noise. A higher level gives wider ranges and fewer, surer verdicts.
      </Text>
      <Field label="Confidence level">
        <RadioGroup layout="horizontal" value={String(data.confidenceLevel)} disabled={saving} onChange={(_e, input) => choose(input.value)}>
          {CONFIDENCE_LEVELS.map((level) => (
            <Radio key={level} value={String(level)} label={formatLevel(level)} />
          ))}
        </RadioGroup>
      </Field>
    </Card>
  );
}

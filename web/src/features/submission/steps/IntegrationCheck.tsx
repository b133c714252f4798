import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { TEST_SUCCESSFUL } from '@greenlight/rules';
import { useState, type ReactNode } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { IntegrationCheck as Check, IntegrationCheckMutation } from './__generated__/IntegrationCheckMutation.graphql';

const mutation = graphql`
  mutation IntegrationCheckMutation($gameId: ID!, $check: IntegrationCheck!) {
    checkIntegration(gameId: $gameId, check: $check) {
      __typename
      ... on IntegrationCheckPayload {
        ok
        operationId
        problems {
          code
          message
        }
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

export type { Check };

const useStyles = makeStyles({
  check: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

export type CheckOutcome = { ok: true } | { ok: false; messages: readonly string[] };

/**
 * One integration test button (SUB-SDK-03..06, SUB-BUILD-02..04, SUB-FB-10): it asks
 * the provider to check what the game's build sent, and says "Test successful!" or
 * each problem with its message (the operation id filled in).
 */
export function IntegrationCheckButton({
  gameId,
  check,
  children,
  onOutcome,
  disabled,
}: {
  gameId: string;
  check: Check;
  children: ReactNode;
  onOutcome?: (outcome: CheckOutcome) => void;
  disabled?: boolean;
}) {
  const styles = useStyles();
  const [run, running] = useMutation<IntegrationCheckMutation>(mutation);
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  const settle = (next: CheckOutcome) => {
    setOutcome(next);
    onOutcome?.(next);
  };
  const start = () =>
    run({
      variables: { gameId, check },
      onCompleted: ({ checkIntegration: result }) => {
        if (result.__typename === 'ProviderError') return settle({ ok: false, messages: [result.message] });
        if (result.__typename !== 'IntegrationCheckPayload') return;
        settle(result.ok ? { ok: true } : { ok: false, messages: result.problems.map((problem) => problem.message) });
      },
      onError: () => settle({ ok: false, messages: ['The test could not run. Please try again.'] }),
    });
  return (
    <div className={styles.check}>
      <Button disabled={running || disabled} onClick={start}>
        {children}
      </Button>
      {outcome && (
        <MessageBar intent={outcome.ok ? 'success' : 'error'} layout="multiline" role="status">
          <MessageBarBody>
            {outcome.ok ? (
              TEST_SUCCESSFUL
            ) : outcome.messages.length === 1 ? (
              outcome.messages[0]
            ) : (
              <ul className={styles.problems}>
                {outcome.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}

import { Card, Subtitle2, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { GENERIC_ERROR_FALLBACK } from '@greenlight/rules';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import type { DarkModeSetting_viewer$key } from './__generated__/DarkModeSetting_viewer.graphql';
import type { DarkModeSettingMutation } from './__generated__/DarkModeSettingMutation.graphql';

const fragment = graphql`
  fragment DarkModeSetting_viewer on Viewer {
    id
    darkMode
  }
`;

const mutation = graphql`
  mutation DarkModeSettingMutation($darkMode: Boolean!) {
    setDarkMode(darkMode: $darkMode) {
      __typename
      ... on ViewerPayload {
        viewer {
          id
          darkMode
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
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
});

/**
 * PROF-18: the dark-mode preference, kept on the user. The optimistic answer
 * changes the stored viewer at once, so the header applies the theme before the
 * server replies; a refusal rolls it back.
 */
export function DarkModeSetting({ viewer }: { viewer: DarkModeSetting_viewer$key }) {
  const styles = useStyles();
  const { error, apiError } = useNotify();
  const data = useFragment(fragment, viewer);
  const [commit] = useMutation<DarkModeSettingMutation>(mutation);

  const toggle = (darkMode: boolean) =>
    commit({
      variables: { darkMode },
      optimisticResponse: {
        setDarkMode: { __typename: 'ViewerPayload', viewer: { id: data.id, darkMode } },
      },
      onCompleted: ({ setDarkMode: result }) => {
        if (result.__typename === 'ProviderError') apiError(result);
      },
      onError: () => error(GENERIC_ERROR_FALLBACK),
    });

  return (
    <Card className={styles.card}>
      <div className={styles.row}>
        <Subtitle2 as="h2">Appearance</Subtitle2>
        <Switch label="Dark mode" checked={data.darkMode} onChange={(_e, input) => toggle(input.checked)} />
      </div>
    </Card>
  );
}

import { Dropdown, Field, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import { useHasPermission } from '../app-shell/viewer-permissions';
import type { PublishingManagers_game$key } from './__generated__/PublishingManagers_game.graphql';
import type { PublishingManagersMutation } from './__generated__/PublishingManagersMutation.graphql';

const fragment = graphql`
  fragment PublishingManagers_game on Game {
    id
    disabled
    pm {
      userId
      name
    }
    secondaryPm {
      userId
      name
    }
  }
`;

const mutation = graphql`
  mutation PublishingManagersMutation($gameId: ID!, $secondary: Boolean!, $userId: Int) {
    setPublishingManager(gameId: $gameId, secondary: $secondary, userId: $userId) {
      __typename
      ... on Game {
        id
        pm {
          userId
          name
        }
        secondaryPm {
          userId
          name
        }
      }
      ... on ProviderError {
        message
        link
      }
    }
  }
`;

/** The publishing managers to choose from (the reference data's). */
export type ManagerOptions = readonly { readonly value: number; readonly label: string }[];

const NO_MANAGER = '--';

const useStyles = makeStyles({
  managers: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
});

/** GD-13, GD-16: the studio's PMs, chosen with change_publishing_manager, else named ('--' for none). */
export function PublishingManagers({ game: key, managers }: { game: PublishingManagers_game$key; managers: ManagerOptions }) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const notify = useNotify();
  const editable = useHasPermission('change_publishing_manager');
  const [commit, saving] = useMutation<PublishingManagersMutation>(mutation);

  const change = (secondary: boolean, userId: number | null) =>
    commit({
      variables: { gameId: game.id, secondary, userId },
      onCompleted: ({ setPublishingManager: result }) => {
        if (result.__typename === 'ProviderError') notify.apiError(result);
        else notify.success(secondary ? 'Secondary publishing manager changed' : 'Publishing manager changed');
      },
      onError: () => notify.error('The publishing manager could not be changed.'),
    });

  const selector = (label: string, current: { userId: number; name: string } | null | undefined, secondary: boolean) =>
    editable ? (
      <Field label={label}>
        <Dropdown
          aria-label={label}
          disabled={saving || game.disabled}
          value={current?.name ?? NO_MANAGER}
          selectedOptions={[current ? String(current.userId) : '']}
          onOptionSelect={(_event, data) => {
            const value = data.optionValue ? Number(data.optionValue) : null;
            if (value !== (current?.userId ?? null)) change(secondary, value);
          }}
        >
          {secondary && <Option value="">{NO_MANAGER}</Option>}
          {managers.map((manager) => (
            <Option key={manager.value} value={String(manager.value)}>
              {manager.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
    ) : (
      <Field label={label}>
        <Text>{current?.name ?? NO_MANAGER}</Text>
      </Field>
    );

  return (
    <section className={styles.managers} aria-label="Publishing managers">
      {selector('Publishing manager', game.pm, false)}
      {selector('Secondary publishing manager', game.secondaryPm, true)}
    </section>
  );
}

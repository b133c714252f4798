import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Dropdown,
  Label,
  Option,
  OverlayDrawer,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSortRegular, DismissRegular } from '@fluentui/react-icons';
import { BOARD_SORTS, isCompactBoard, type BoardSort } from '@greenlight/rules';
import { useId } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useSearchParams } from 'react-router';
import { useWindowWidth } from '../../hooks/useWindowWidth';
import { useNotify } from '../app-shell/notifications';
import type { MyGamesSortMutation, MyGamesTab, TestType } from './__generated__/MyGamesSortMutation.graphql';

const mutation = graphql`
  mutation MyGamesSortMutation($tab: MyGamesTab!, $type: TestType!, $option: String!) {
    setMyGamesSort(tab: $tab, type: $type, option: $option) {
      __typename
      ... on BoardSortChoice {
        option
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

const useStyles = makeStyles({
  sort: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  dropdown: { minWidth: '180px' },
});

/** MOB-01, MOB-11: the phone's sort sheet is `?mobile=sort-my-games` (with its `mobileTitle`). */
export const SORT_SHEET = 'sort-my-games';

/**
 * MG-24, MG-25: the tab's sort, among its test type's options; a choice is kept on the
 * account for the tab and applies at once (`onChange`). On a phone the options open in
 * a sheet at the bottom (MOB-11).
 */
export function MyGamesSort({
  tab,
  type,
  current,
  onChange,
}: {
  tab: MyGamesTab;
  type: TestType;
  current: string;
  onChange: (choice: BoardSort) => void;
}) {
  const styles = useStyles();
  const id = useId();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const compact = isCompactBoard(useWindowWidth());
  const [commit] = useMutation<MyGamesSortMutation>(mutation);
  const options = BOARD_SORTS[type === 'CTR' ? 'ctr' : 'cpi'];
  const selected = options.find((option) => option.id === current) ?? options[0]!;

  const choose = (id: string) => {
    const choice = options.find((option) => option.id === id);
    if (!choice || choice.id === selected.id) return;
    onChange(choice);
    commit({
      variables: { tab, type, option: choice.id },
      onCompleted: (answer) => {
        if (answer.setMyGamesSort.__typename === 'ProviderError') notify.apiError({ message: answer.setMyGamesSort.message });
      },
      onError: (error) => notify.apiError(error),
    });
  };
  const sheetOpen = params.get('mobile') === SORT_SHEET;
  const closeSheet = () =>
    setParams((currentParams) => {
      const next = new URLSearchParams(currentParams);
      for (const name of ['mobile', 'mobileTitle', 'mobileIcon']) next.delete(name);
      return next;
    });

  return (
    <>
      {compact ? (
        <Button
          icon={<ArrowSortRegular />}
          onClick={() =>
            setParams((currentParams) => {
              const next = new URLSearchParams(currentParams);
              next.set('mobile', SORT_SHEET);
              next.set('mobileTitle', 'Sort games');
              return next;
            })
          }
        >
          {selected.label}
        </Button>
      ) : (
        <span className={styles.sort}>
          <Label htmlFor={id}>Sort by</Label>
          <Dropdown
            id={id}
            className={styles.dropdown}
            value={selected.label}
            selectedOptions={[selected.id]}
            onOptionSelect={(_event, data) => data.optionValue && choose(data.optionValue)}
          >
            {options.map((option) => (
              <Option key={option.id} value={option.id}>
                {option.label}
              </Option>
            ))}
          </Dropdown>
        </span>
      )}
      <OverlayDrawer position="bottom" open={sheetOpen} onOpenChange={(_event, data) => !data.open && closeSheet()} aria-label={params.get('mobileTitle') ?? 'Sort games'}>
        <DrawerHeader>
          <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={closeSheet} />}>
            {params.get('mobileTitle') ?? 'Sort games'}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <RadioGroup
            aria-label="Sort by"
            value={selected.id}
            onChange={(_event, data) => {
              choose(data.value);
              closeSheet();
            }}
          >
            {options.map((option) => (
              <Radio key={option.id} value={option.id} label={option.label} />
            ))}
          </RadioGroup>
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}

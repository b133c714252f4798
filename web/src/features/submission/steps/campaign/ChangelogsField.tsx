import { Button, Dropdown, Field, Option, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { CHANGELOG_CATEGORIES, CHANGELOG_DETAILS_MAX_LENGTH, CHANGELOGS_MAX, changelogProblems, type ChangelogDraft } from '@greenlight/rules';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  entry: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, 220px) 1fr auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  remove: { marginTop: '22px' },
  // Fluent's dropdown has a minimum width of its own: the column decides it here.
  category: { minWidth: 0, width: '100%' },
});

/** One changelog being written, with the key React keeps it by. */
export interface ChangelogEntry extends ChangelogDraft {
  key: string;
}

/** A category as a person reads it: content_level_design, "Content level design". */
/** Keys that never repeat within the page, whatever was added and removed before. */
let nextKey = 0;

const categoryLabel = (category: string) => {
  const words = category.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * SUB-CAMP-14, FBK-10, FBK-11: what changed since the last iteration, sent with the
 * testing request of an iterating game: each changelog a category and its details,
 * both needed (a half-filled one says which half is missing).
 */
export function ChangelogsField({
  entries,
  onChange,
  disabled,
}: {
  entries: readonly ChangelogEntry[];
  onChange: (entries: ChangelogEntry[]) => void;
  disabled: boolean;
}) {
  const styles = useStyles();
  const update = (key: string, change: Partial<ChangelogDraft>) =>
    onChange(entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  const add = () => onChange([...entries, { key: `changelog-${nextKey++}`, category: null, details: '' }]);

  return (
    <section className={styles.list} aria-label="Changelogs">
      <Text weight="semibold">Changelogs</Text>
      <Text size={200}>Tell the publishing team what changed in this iteration.</Text>
      {entries.map((entry, i) => {
        const problems = changelogProblems(entry);
        return (
          <div key={entry.key} className={styles.entry}>
            <Field
              label={`Changelog ${i + 1} category`}
              validationMessage={problems?.category}
              validationState={problems?.category ? 'error' : 'none'}
            >
              <Dropdown
                className={styles.category}
                placeholder="Choose a category"
                disabled={disabled}
                selectedOptions={entry.category ? [entry.category] : []}
                value={entry.category ? categoryLabel(entry.category) : ''}
                onOptionSelect={(_event, data) => update(entry.key, { category: data.optionValue ?? null })}
              >
                {CHANGELOG_CATEGORIES.map((category) => (
                  <Option key={category} value={category}>
                    {categoryLabel(category)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field
              label={`Changelog ${i + 1} details`}
              validationMessage={problems?.details}
              validationState={problems?.details ? 'error' : 'none'}
            >
              <Textarea
                value={entry.details}
                disabled={disabled}
                maxLength={CHANGELOG_DETAILS_MAX_LENGTH}
                resize="vertical"
                onChange={(_event, data) => update(entry.key, { details: data.value })}
              />
            </Field>
            <Button
              className={styles.remove}
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={`Remove changelog ${i + 1}`}
              disabled={disabled}
              onClick={() => onChange(entries.filter((other) => other.key !== entry.key))}
            />
          </div>
        );
      })}
      {entries.length < CHANGELOGS_MAX && (
        <div>
          <Button icon={<AddRegular />} disabled={disabled} onClick={add}>
            Add a changelog
          </Button>
        </div>
      )}
    </section>
  );
}

import { Caption1, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ONGOING_OPERATIONS_MESSAGE } from '@greenlight/rules';

const useStyles = makeStyles({
  note: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorBrandForeground1 },
  inline: { display: 'inline-flex' },
});

/** GC-29, OPS-01: "There are ongoing operations" beside a game disabled while they run. */
export function OngoingOperations({ inline = false }: { inline?: boolean }) {
  const styles = useStyles();
  return (
    <Caption1 className={mergeClasses(styles.note, inline && styles.inline)} role="status">
      <Spinner size="extra-tiny" aria-hidden /> {ONGOING_OPERATIONS_MESSAGE}
    </Caption1>
  );
}

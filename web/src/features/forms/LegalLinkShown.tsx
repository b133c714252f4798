import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { formatDate } from '@greenlight/rules';
import { useNotify } from '../app-shell/notifications';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  url: { flexGrow: 1, minWidth: 0 },
});

/**
 * FORM-19, issue 42: a link to the legal information form just handed out, with its
 * one-use token: shown once (only its hash is kept), copyable, with who it was mailed
 * to and until when it works.
 */
export function LegalLinkShown({ url, expiresAt, mailedTo }: { url: string; expiresAt: string; mailedTo: string | null }) {
  const styles = useStyles();
  const { success, error } = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      success('Link copied');
    } catch {
      error('The link could not be copied: select it and copy it.');
    }
  };
  return (
    <div className={styles.root}>
      <Field label="Legal information link">
        <div className={styles.row}>
          <Input className={styles.url} readOnly value={url} aria-label="Legal information link" onFocus={(event) => event.currentTarget.select()} />
          <Button icon={<CopyRegular />} onClick={() => void copy()}>
            Copy
          </Button>
        </div>
      </Field>
      <Text size={200}>
        {mailedTo ? `Mailed to ${mailedTo}. ` : ''}It works once, until {formatDate(expiresAt)}; it is shown only now.
      </Text>
    </div>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  logo: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '-0.01em',
    textDecoration: 'none',
  },
  small: { fontSize: tokens.fontSizeBase500 },
  large: { fontSize: tokens.fontSizeHero700 },
});

/** The logo; `withName={false}` keeps the mark alone, for a phone's header (MOB-02). */
export function Logo({ size = 'small', withName = true }: { size?: 'small' | 'large'; withName?: boolean }) {
  const styles = useStyles();
  const px = size === 'large' ? 40 : 28;
  return (
    <span className={`${styles.logo} ${size === 'large' ? styles.large : styles.small}`}>
      <svg width={px} height={px} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={tokens.colorBrandBackground} />
        <circle cx="16" cy="16" r="8" fill="#7ee2a8" />
        <circle cx="16" cy="16" r="3.5" fill={tokens.colorBrandBackground} />
      </svg>
      {withName && 'Greenlight'}
    </span>
  );
}

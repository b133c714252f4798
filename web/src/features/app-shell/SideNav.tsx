import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
  },
  current: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  divider: { height: '1px', margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, backgroundColor: tokens.colorNeutralStroke2 },
});

/**
 * An entry of a side menu (the board's left menu, SB-02; the headers' phone menu,
 * MOB-07/08): a page of the app, highlighted while it (or `active`) is on screen.
 */
export function SideNavLink({ to, end, active, icon, children }: { to: string; end?: boolean; active?: boolean; icon: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <NavLink to={to} end={end} className={({ isActive }) => mergeClasses(styles.item, (isActive || active) && styles.current)}>
      {icon} {children}
    </NavLink>
  );
}

/** An entry of a side menu that opens another site in a new tab (help center, e-learning). */
export function SideNavAnchor({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <a className={styles.item} href={href} target="_blank" rel="noreferrer">
      {icon} {children}
    </a>
  );
}

export function SideNavDivider() {
  return <div className={useStyles().divider} role="separator" />;
}

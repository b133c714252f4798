import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

// The user's dark-mode preference (PROF-18) is known once a page has read the
// viewer; until then, the last one this browser saw, else the system's.
const STORAGE_KEY = 'greenlight.darkMode';
const darkQuery = '(prefers-color-scheme: dark)';

interface ThemePreference {
  dark: boolean;
  /** Called with the viewer's preference whenever a page reads it. */
  setUserPreference(dark: boolean | null): void;
}

const ThemeContext = createContext<ThemePreference>({ dark: false, setUserPreference: () => {} });

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(darkQuery).matches ?? false);
}

function storedPreference(): boolean | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

export function ThemePreferenceProvider({ children }: { children: (dark: boolean) => ReactNode }) {
  const [user, setUser] = useState<boolean | null>(storedPreference);
  const [system, setSystem] = useState(systemPrefersDark);

  useEffect(() => {
    const media = window.matchMedia?.(darkQuery);
    if (!media) return;
    const update = () => setSystem(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  // One function for the provider's life: pages apply the preference from an effect that depends on it.
  const setUserPreference = useCallback((dark: boolean | null) => {
    setUser(dark);
    try {
      if (dark === null) localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, String(dark));
    } catch {
      // private browsing: the preference still applies for this visit
    }
  }, []);

  const dark = user ?? system;
  const preference = useMemo(() => ({ dark, setUserPreference }), [dark, setUserPreference]);
  return <ThemeContext.Provider value={preference}>{children(dark)}</ThemeContext.Provider>;
}

/** Applies the signed-in user's preference as soon as a page knows it. */
export function useApplyUserTheme(darkMode: boolean | undefined) {
  const { setUserPreference } = useContext(ThemeContext);
  useEffect(() => {
    if (darkMode !== undefined) setUserPreference(darkMode);
  }, [darkMode, setUserPreference]);
}

export const useThemePreference = () => useContext(ThemeContext);

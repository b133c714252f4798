// How the page follows the window's width (000 §9, CONF-09/10, MOB-03): where the game
// panel lays out for a narrow screen, and how long a resize takes to settle first.

/** MOB-03, CONF-09: the game panel's breakpoint; narrower windows are mobile widths. */
export const GAME_PANEL_BREAKPOINT = 742;

/** SUB-28, CONF-10: the window's width is read again 200 ms after resizing stops. */
export const RESIZE_DEBOUNCE_MS = 200;

/** MOB-03: the game panel (and the submission flow in it) is compact below 742 px. */
export const isCompactGamePanel = (windowWidth: number): boolean => windowWidth < GAME_PANEL_BREAKPOINT;

// How the page follows the window's width (000 §9, CONF-09/10, MOB-03): where the game
// panel lays out for a narrow screen, and how long a resize takes to settle first.

/** MOB-03, CONF-09: the game panel's breakpoint; narrower windows are mobile widths. */
export const GAME_PANEL_BREAKPOINT = 742;

/** GL-30: a card's popover hidden while the list scrolls shows again 66 ms after the last scroll. */
export const POPOVER_RESHOW_DELAY_MS = 66;

/** SUB-28, CONF-10: the window's width is read again 200 ms after resizing stops. */
export const RESIZE_DEBOUNCE_MS = 200;

/** MOB-03: the game panel (and the submission flow in it) is compact below 742 px. */
export const isCompactGamePanel = (windowWidth: number): boolean => windowWidth < GAME_PANEL_BREAKPOINT;

/** MOB-02, CONF-09: the headers' breakpoint; below 700 px they collapse into a menu. */
export const HEADER_BREAKPOINT = 700;

/** MOB-04, CONF-09: boards and the project page lay out for a phone at 768 px or less. */
export const BOARD_MAX_WIDTH = 768;

/** MOB-02: the header is compact (menu button, platform switch in the drawer) below 700 px. */
export const isCompactHeader = (windowWidth: number): boolean => windowWidth < HEADER_BREAKPOINT;

/** MOB-04: boards and the project page are compact at 768 px or less. */
export const isCompactBoard = (windowWidth: number): boolean => windowWidth <= BOARD_MAX_WIDTH;

/** A media query for styles that follow `isCompactHeader` (MOB-02). */
export const COMPACT_HEADER_MEDIA = `@media (max-width: ${HEADER_BREAKPOINT - 1}px)`;

/** A media query for styles that follow `isCompactGamePanel` (MOB-03): below 742 px. */
export const COMPACT_PANEL_MEDIA = `@media (max-width: ${GAME_PANEL_BREAKPOINT - 1}px)`;

/** A media query for styles that follow `isCompactBoard` (MOB-04). */
export const COMPACT_BOARD_MEDIA = `@media (max-width: ${BOARD_MAX_WIDTH}px)`;

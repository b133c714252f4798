// The themes are custom properties of the page's root element (theme.ts's themeStylesheet,
// at the top of the app's stylesheet): this class switches them to the dark ones. Its own
// module, so that the entry does not bring the theme objects with it (issue 17).

/** The class of the page's root element while the dark theme applies. */
export const DARK_THEME_CLASS = 'greenlight-dark';

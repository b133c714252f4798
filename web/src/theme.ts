// Greenlight's Fluent UI themes: the web themes with a green brand ramp.
// From Fluent's own packages rather than react-components' index: the build reads this
// module in Node (themeStylesheet), where the index would load the whole library.
import { createCSSRuleFromTheme } from '@fluentui/react-provider';
import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/tokens';
import { DARK_THEME_CLASS } from './theme-root.ts';

const greenlight: BrandVariants = {
  10: '#020805',
  20: '#0d2117',
  30: '#0f3722',
  40: '#0e4a2c',
  50: '#0b5d35',
  60: '#06703e',
  70: '#0e8449',
  80: '#2a9659',
  90: '#43a86a',
  100: '#5bba7c',
  110: '#73cb8e',
  120: '#8bdca1',
  130: '#a5ebb5',
  140: '#c0f6cb',
  150: '#dbfce2',
  160: '#f2fff4',
};

/**
 * The light theme reads its brand one step darker than Fluent's default (80): white
 * text on the brand green, and the brand green as text on white, keep a contrast of
 * 4.5:1 or more (WCAG AA; axe-core's color-contrast in the journeys).
 */
export const lightTheme: Theme = {
  ...createLightTheme(greenlight),
  colorBrandBackground: greenlight[70],
  colorBrandBackgroundHover: greenlight[60],
  colorBrandBackgroundPressed: greenlight[40],
  colorBrandBackgroundSelected: greenlight[60],
  colorCompoundBrandBackground: greenlight[70],
  colorCompoundBrandBackgroundHover: greenlight[60],
  colorCompoundBrandBackgroundPressed: greenlight[50],
  colorBrandForeground1: greenlight[70],
  colorBrandForegroundLink: greenlight[70],
  colorBrandForegroundLinkHover: greenlight[60],
  colorCompoundBrandForeground1: greenlight[70],
  colorCompoundBrandForeground1Hover: greenlight[60],
  colorNeutralForeground2BrandHover: greenlight[70],
  colorNeutralForeground2BrandSelected: greenlight[70],
  colorNeutralForeground3BrandHover: greenlight[70],
  colorNeutralForeground3BrandSelected: greenlight[70],
  colorBrandStroke1: greenlight[70],
};
export const darkTheme: Theme = { ...createDarkTheme(greenlight), colorBrandForeground1: greenlight[110], colorBrandForeground2: greenlight[120] };

/**
 * The two themes as CSS custom properties on the page's root element, the dark one while
 * the root has DARK_THEME_CLASS: the build puts them at the top of the app's stylesheet
 * (scripts/fluent-build.ts), so no page computes or inserts a theme at run time (issue 17).
 */
export function themeStylesheet(): string {
  return `${createCSSRuleFromTheme(':root', lightTheme)}\n${createCSSRuleFromTheme(`:root.${DARK_THEME_CLASS}`, darkTheme)}\n`;
}

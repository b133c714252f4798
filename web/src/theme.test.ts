import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme, themeStylesheet } from './theme';
import { DARK_THEME_CLASS } from './theme-root';

describe('issue 17 the themes as custom properties of the page root', () => {
  it('writes the light theme on :root and the dark one under the dark class', () => {
    const [light, dark] = themeStylesheet().trim().split('\n');
    expect(light).toMatch(/^:root \{ /);
    expect(light).toContain(`--colorBrandBackground: ${lightTheme.colorBrandBackground};`);
    expect(dark).toMatch(new RegExp(`^:root\\.${DARK_THEME_CLASS} \\{ `));
    expect(dark).toContain(`--colorNeutralBackground1: ${darkTheme.colorNeutralBackground1};`);
    expect(light!.match(/--/g)).toHaveLength(Object.keys(lightTheme).length);
  });
});

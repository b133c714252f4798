import { describe, expect, it } from 'vitest';
import { isCompactGamePanel } from './layout';

describe('layout', () => {
  it('MOB-03 CONF-09 the game panel is compact below 742 px', () => {
    expect(isCompactGamePanel(741)).toBe(true);
    expect(isCompactGamePanel(742)).toBe(false);
  });
});

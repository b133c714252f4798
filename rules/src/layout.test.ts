import { describe, expect, it } from 'vitest';
import { COMPACT_BOARD_MEDIA, COMPACT_HEADER_MEDIA, isCompactBoard, isCompactGamePanel, isCompactHeader } from './layout';

describe('layout', () => {
  it('MOB-03 CONF-09 the game panel is compact below 742 px', () => {
    expect(isCompactGamePanel(741)).toBe(true);
    expect(isCompactGamePanel(742)).toBe(false);
  });

  it('MOB-02 CONF-09 the headers are compact below 700 px', () => {
    expect(isCompactHeader(699)).toBe(true);
    expect(isCompactHeader(700)).toBe(false);
    expect(COMPACT_HEADER_MEDIA).toBe('@media (max-width: 699px)');
  });

  it('MOB-04 CONF-09 boards and the project page are compact at 768 px or less', () => {
    expect(isCompactBoard(768)).toBe(true);
    expect(isCompactBoard(769)).toBe(false);
    expect(COMPACT_BOARD_MEDIA).toBe('@media (max-width: 768px)');
  });
});

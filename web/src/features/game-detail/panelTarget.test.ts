import { describe, expect, it } from 'vitest';
import { onlyPanelOpened, openedAddress, panelTarget, withoutPanel } from './panelTarget';

const address = (search: string) => new URLSearchParams(search);

describe('the game panel address', () => {
  it('GD-01 GD-02 GD-03 MG-29 opens on game, gameid (new: a new test), create or gameKsId', () => {
    expect(panelTarget(address('?game=12'))).toEqual({ kind: 'game', gameId: 12, shared: false });
    expect(panelTarget(address('?gameid=new'))).toEqual({ kind: 'new' });
    expect(panelTarget(address('?create'))).toEqual({ kind: 'new' });
    expect(panelTarget(address('?gameKsId=9'))).toEqual({ kind: 'game', gameId: 9, shared: true });
    expect(panelTarget(address('?studio=3'))).toBeNull();
  });

  it('GD-04 opening a game clears game, studio and view: game becomes gameid, the rest stays', () => {
    expect(openedAddress(address('?studio=3&view=2&game=12&customView=projectId&customId=4'))?.toString()).toBe('customView=projectId&customId=4&gameid=12');
    expect(openedAddress(address('?view=2&gameid=12'))?.toString()).toBe('gameid=12');
    expect(openedAddress(address('?gameid=12&mobile=sort-my-games'))).toBeNull();
    expect(openedAddress(address('?studio=3&view=2'))).toBeNull();
  });

  it('GD-06 closing clears what opened the panel', () => {
    expect(withoutPanel(address('?gameid=12&customView=projectId&customId=4')).toString()).toBe('customView=projectId&customId=4');
  });

  it('issue 17 GD-01 GD-04 opening the panel, moving it to another game or rewriting its address leaves the page\'s query alone; closing it or changing the page does not', () => {
    const url = (path: string) => new URL(path, 'http://greenlight.test');
    expect(onlyPanelOpened(url('/home?customView=projectId&customId=4'), url('/home?customView=projectId&customId=4&game=12'))).toBe(true);
    expect(onlyPanelOpened(url('/home?studio=3&view=2&game=12'), url('/home?gameid=12'))).toBe(true);
    expect(onlyPanelOpened(url('/home?gameid=12'), url('/home?game=13'))).toBe(true);
    expect(onlyPanelOpened(url('/board/mygames/finished/cpi'), url('/board/mygames/finished/cpi?gameid=new'))).toBe(true);
    // Closing, another narrowing, another page: the page reads its address again.
    expect(onlyPanelOpened(url('/home?gameid=12'), url('/home'))).toBe(false);
    expect(onlyPanelOpened(url('/home?studio=3'), url('/home?studio=4&game=12'))).toBe(false);
    expect(onlyPanelOpened(url('/home?studio=3&game=12'), url('/home?gameid=12&studio=3&project=2'))).toBe(false);
    expect(onlyPanelOpened(url('/home'), url('/studios?game=12'))).toBe(false);
  });
});

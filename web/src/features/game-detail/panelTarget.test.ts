import { describe, expect, it } from 'vitest';
import { openedAddress, panelTarget, withoutPanel } from './panelTarget';

const address = (search: string) => new URLSearchParams(search);

describe('the game panel address', () => {
  it('GD-01 GD-02 GD-03 opens on game, gameid, create or gameKsId', () => {
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
});

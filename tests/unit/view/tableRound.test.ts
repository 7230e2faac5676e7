/** A tournament table's round on its phone (RULES.md §4), from its tag and its played hands. */
import { describe, expect, it } from 'vitest';
import { resumeStatus, tableRoundView } from '../../../src/lib/view/tableRound';

const tag = { id: 'k', round: 2, table: 0, name: 'Preistarock Kirchberg', hands: 10 };

describe('a table’s round on its phone', () => {
  it('5 of 10 hands played: hand 6 of 10 at table 1 of round 2, not over', () => {
    expect(tableRoundView(tag, 5, 'running')).toEqual({
      name: 'Preistarock Kirchberg',
      round: 2,
      table: 1,
      hand: 6,
      of: 10,
      over: false,
      stopped: false,
    });
  });

  it('ended early after 7 of 10: over, stopped, and shows its last hand', () => {
    expect(tableRoundView(tag, 7, 'running', true)).toMatchObject({
      hand: 7,
      of: 10,
      over: true,
      stopped: true,
    });
  });

  it('10 of 10: the round is over here, and shows its last hand', () => {
    expect(tableRoundView(tag, 10, 'running')).toMatchObject({ hand: 10, of: 10, over: true });
  });

  it('round to the game’s end: over only when the game is', () => {
    const open = { ...tag, hands: null };
    expect(tableRoundView(open, 30, 'lastRound')).toMatchObject({ of: null, over: false });
    expect(tableRoundView(open, 31, 'finished')).toMatchObject({ hand: 31, over: true });
  });

  it('"resume" takes a table’s game as done once its round is over, an ordinary game as it is', () => {
    expect(resumeStatus(tag, { status: 'running', played: 9 })).toBe('running');
    expect(resumeStatus(tag, { status: 'running', played: 10 })).toBe('finished');
    expect(resumeStatus(undefined, { status: 'running', played: 10 })).toBe('running');
  });
});

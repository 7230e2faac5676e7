/** The scanner's texts: a table's start code (RULES.md §4) is told apart from a hand-off or a sheet. */
import { describe, expect, it } from 'vitest';
import { tableStartOf } from '../../../src/lib/state/tableStart';
import { drawTournamentRound, tableStart } from '../../../src/lib/tournament';
import { hs, tournament13 } from '../tournament/fixtures';

const t = tournament13();
const answer = drawTournamentRound(t, 1, 0);
if (!answer.ok) throw new Error(answer.refusal.code);
t.draws.push({ round: 1, redraw: 0, tables: answer.tables, games: ['ga', 'gb', 'gc'] });
const code = JSON.stringify(tableStart(t, 1, 1));

describe('a table start code among scanned texts', () => {
  it('is read with its game id, tag and game', () => {
    const start = tableStartOf(code)!;
    expect(start.id).toBe('gb');
    // tournament13's round ends at the game's own end: no number of hands.
    expect(start.tag).toEqual({
      id: 't1',
      round: 1,
      table: 1,
      name: 'Preistarock Brixen',
      hands: null,
    });
    expect(start.game.players).toHaveLength(4);
    expect(start.game.hands).toEqual([]);
    expect(start.game.meta).toBeUndefined();
  });

  it('is not a sheet (a game with hands), nor a plain game file, nor anything unreadable', () => {
    const file = JSON.parse(code) as { hands: unknown[]; meta: { spatz: object } };
    expect(tableStartOf(JSON.stringify({ ...file, hands: [hs(0, 70)] }))).toBeNull();
    expect(tableStartOf(JSON.stringify({ ...file, meta: {} }))).toBeNull();
    const withIds = { ...file, meta: { spatz: { ...file.meta.spatz, createdAt: 1 } } };
    expect(tableStartOf(JSON.stringify(withIds))).toBeNull();
    expect(tableStartOf('{"tournament": ')).toBeNull();
    expect(tableStartOf('SPATZ:1:abc')).toBeNull();
  });
});

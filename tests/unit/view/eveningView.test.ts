import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/lib/rules';
import { eveningView, zeroSum, type EveningEntry } from '../../../src/lib/view/eveningView';
import { BAVARIAN_EMPTY_POT, example, scored } from '../settle/fixtures';

function entry(id: string, game: Game, stoppedEarly = false): EveningEntry {
  return { row: { id, stoppedEarly }, ...scored(game) };
}

describe('eveningView (RULES.md §1.7, Money)', () => {
  it('adds each player’s net over settled games, matched by name, and pays with the fewest transfers', () => {
    const finished = example('02-game-to-the-end'); // Anna +242, Bert −109, Chris −133
    const bavarian = { ...BAVARIAN_EMPTY_POT, players: ['anna', 'Bert', 'Dora'] }; // −45, +120, −75
    const view = eveningView([entry('g1', finished.game), entry('g2', bavarian)]);
    expect(view.players).toEqual(['Anna', 'Bert', 'Chris', 'Dora']);
    expect(view.net).toEqual([242 - 45, -109 + 120, -133, -75]);
    expect(view.games.map((g) => [g.number, g.status, g.counted, g.winners])).toEqual([
      [1, 'finished', true, ['Anna']],
      [2, 'finished', true, ['Bert']],
    ]);
    // Nobody both pays and receives; every balance is met.
    const balance = new Array<number>(4).fill(0);
    for (const t of view.pointTransfers) {
      balance[t.from]! -= t.amount;
      balance[t.to]! += t.amount;
    }
    expect(balance).toEqual(view.net);
    const payers = new Set(view.pointTransfers.map((t) => t.from));
    expect(view.pointTransfers.some((t) => payers.has(t.to))).toBe(false);
    expect(view.pointTransfers.length).toBeLessThanOrEqual(3);
  });

  it('a running game is listed but not counted; a stopped one is', () => {
    const running = example('01-three-players-first-hands');
    expect(running.result.status).toBe('running');
    const view = eveningView([entry('a', running.game), entry('b', running.game, true)]);
    expect(view.games[0]).toMatchObject({
      status: 'running',
      counted: false,
      notCounted: 'running',
    });
    expect(view.games[1]).toMatchObject({ status: 'stopped', counted: true });
    expect(view.net).toEqual(running.result.settlement.net);
  });

  it('a Bavarian game stopped with chips in the pot is not counted', () => {
    const view = eveningView([entry('b', example('07-bavarian-pot').game, true)]);
    expect(view.games[0]).toMatchObject({ counted: false, notCounted: 'potNotEmpty', pot: 40 });
    expect(view.players).toEqual([]);
    expect(view.pointTransfers).toEqual([]);
    expect(view.money).toBeUndefined();
  });

  it('money with the stake of the evening: multiples of the coin, summing to 0', () => {
    const view = eveningView([entry('g1', example('02-game-to-the-end').game)], {
      stakePerPoint: 0.05,
      coin: 0.1,
    });
    const cents = view.money!.amounts.map((value) => Math.round(value * 100));
    expect(cents.reduce((a, b) => a + b, 0)).toBe(0);
    expect(cents.every((c) => c % 10 === 0)).toBe(true);
    expect(view.money!.transfers.reduce((sum, t) => sum + t.amount, 0)).toBeCloseTo(12.1);
  });

  it('a tournament table’s game settles nothing (RULES.md §4): its running totals stand', () => {
    const tag = { id: 'tn', round: 1, table: 0 };
    const table = (id: string, game: Game): EveningEntry => ({
      row: { id, stoppedEarly: false, tournament: tag },
      ...scored(game),
    });
    // Totals (the examples' expected files): finished 101, −8, −12; running 0, 9, −4.
    const view = eveningView(
      [
        table('t1', example('02-game-to-the-end').game),
        table('t2', example('01-three-players-first-hands').game),
      ],
      { stakePerPoint: 0.05, coin: 0.1 },
    );
    expect(view.standing).toEqual([
      { player: 'Anna', points: 101 },
      { player: 'Bert', points: 1 },
      { player: 'Chris', points: -16 },
    ]);
    expect(view.tournament).toBe(true);
    // No nets, no transfers, no money, even at a stake; nothing waits to be settled.
    expect([view.players, view.net, view.pointTransfers, view.money]).toEqual([
      [],
      [],
      [],
      undefined,
    ]);
    expect(view.games.map((g) => [g.status, g.counted, g.notCounted, g.winners])).toEqual([
      ['finished', false, undefined, ['Anna']],
      ['running', false, undefined, []],
    ]);

    // Beside an ordinary game, that one settles as ever and the evening is no tournament's.
    const mixed = eveningView([
      entry('g', example('02-game-to-the-end').game),
      table('t', example('02-game-to-the-end').game),
    ]);
    expect(mixed.net).toEqual([242, -109, -133]);
    expect(mixed.standing).toEqual([
      { player: 'Anna', points: 101 },
      { player: 'Bert', points: -8 },
      { player: 'Chris', points: -12 },
    ]);
    expect(mixed.tournament).toBeUndefined();
  });

  it('an evening without games', () => {
    expect(eveningView([])).toEqual({ games: [], players: [], net: [], pointTransfers: [] });
  });
});

describe('zeroSum', () => {
  it('split thirds over many games still sum to exactly 0 and stay within a millionth', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -3000, max: 3000 }), { minLength: 1, maxLength: 6 }),
        (parts) => {
          // Values in thirds that sum to 0 exactly in rationals.
          const values = [...parts.map((p) => p / 3), -parts.reduce((a, b) => a + b, 0) / 3];
          const fixed = zeroSum(values);
          const micro = fixed.map((v) => Math.round(v * 1e6));
          expect(micro.reduce((a, b) => a + b, 0)).toBe(0);
          fixed.forEach((v, i) => expect(Math.abs(v - values[i]!)).toBeLessThan(1e-5));
        },
      ),
    );
  });
});

describe('eveningView: an imported copy', () => {
  it('is marked, so that it can be told from the game it copies', () => {
    const { game } = example('02-game-to-the-end');
    const copy: EveningEntry = {
      row: { id: 'c', stoppedEarly: false, meta: { importedCopy: { of: 'g1' } } },
      ...scored(game),
    };
    const view = eveningView([entry('g1', game), copy]);
    expect(view.games.map((g) => g.importedCopy)).toEqual([undefined, true]);
  });
});

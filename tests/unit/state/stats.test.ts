import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, ok, played, storedEvening } from '../db/helpers';
import { appendHand, startGame, stopGame } from '../../../src/lib/db';
import { StatsState } from '../../../src/lib/state/stats.svelte';
import { OwedState } from '../../../src/lib/state/owed.svelte';
import { EveningState } from '../../../src/lib/state/evening.svelte';
import type { Hand } from '../../../src/lib/rules';

const disposers: (() => void)[] = [];
afterEach(() => disposers.splice(0).forEach((dispose) => dispose()));

async function game(sessionId: string, players: string[], hand: Hand): Promise<void> {
  const row = ok(
    await startGame({
      variant: 'bauerntarock',
      players,
      firstDealer: 0,
      houseRules: {},
      sessionId,
    }),
  );
  ok(await appendHand(row.id, hand));
  ok(await stopGame(row.id));
}

/**
 * Two evenings, worked by hand (RULES.md §1.5, §1.7, default house rules):
 *
 * 1 October, 0.10 a point, coin 0.10: Anna, Bert, Chris. Anna plays
 *   Hineinschauen with 80 card points: (80 − 60) × 1 = 20. Stopped at 20, 0, 0:
 *   Bert and Chris each pay 20, and both are lowest, so each pays the full
 *   Extrapönale of 20 too: net +80, −40, −40; money +8.00, −4.00, −4.00.
 * 1 December (today), 0.05 a point: Bert, Chris, Anna. Bert sumpers with 50
 *   (a Sumpern counts one doubling, §1.2): failed, (50 − 60) × 2 = −20.
 *   Stopped at −20, 0, 0: Chris and Anna share the top, so Bert's 20 and his
 *   Extrapönale of 20 are split between them: net −40, +20, +20; money
 *   −2.00, +1.00, +1.00.
 */
let second = '';
beforeEach(async () => {
  await freshDatabase();
  const october = await storedEvening({ date: '2026-10-01', stakePerPoint: 0.1, coin: 0.1 });
  await game(
    october.id,
    ['Anna', 'Bert', 'Chris'],
    played({ declarer: 0, contract: 'hineinschauen', declarerPoints: 80 }),
  );
  const december = await storedEvening({ date: '2026-12-01', stakePerPoint: 0.05, coin: 0.05 });
  second = december.id;
  await game(
    december.id,
    ['Bert', 'Chris', 'Anna'],
    played({ declarer: 0, contract: 'sumpern', declarerPoints: 50 }),
  );
});

async function statsOf(): Promise<StatsState> {
  const stats = new StatsState('2026-12-01');
  disposers.push(() => stats.dispose());
  await stats.ready;
  return stats;
}

const table = (stats: StatsState) =>
  stats.rows.map((row) => ({
    name: row.name,
    games: row.games,
    wins: row.wins,
    last: row.last,
    net: row.net,
    money: row.money,
    declared: row.declared.declared,
    made: row.declared.made,
  }));

describe('StatsState: the regulars’ table over a chosen period', () => {
  it('ranks every player over all evenings', async () => {
    const stats = await statsOf();
    expect(stats.anyGames).toBe(true);
    expect(table(stats)).toEqual([
      // 80 + 20; won both (shares the top on 1 December); 8.00 + 1.00.
      { name: 'Anna', games: 2, wins: 2, last: 0, net: 100, money: 9, declared: 1, made: 1 },
      // −40 + 20; won on 1 December, last on 1 October; −4.00 + 1.00.
      { name: 'Chris', games: 2, wins: 1, last: 1, net: -20, money: -3, declared: 0, made: 0 },
      // −40 − 40; −4.00 − 2.00.
      { name: 'Bert', games: 2, wins: 0, last: 2, net: -80, money: -6, declared: 1, made: 0 },
    ]);
    expect(stats.evenings.map((evening) => evening.date)).toEqual(['2026-12-01', '2026-10-01']);
    expect(stats.series?.players.find((p) => p.name === 'Bert')?.cumulative).toEqual([-40, -80]);
  });

  it('switches period: last 30 days, this year, one evening', async () => {
    const stats = await statsOf();
    stats.period = '30d';
    expect(table(stats).map((row) => [row.name, row.net])).toEqual([
      ['Anna', 20],
      ['Chris', 20],
      ['Bert', -40],
    ]);
    stats.period = 'year';
    expect(table(stats).map((row) => row.net)).toEqual([100, -20, -80]);
    stats.period = `evening:${second}`;
    expect(table(stats).map((row) => row.games)).toEqual([1, 1, 1]);
    expect(stats.rows[0]?.rank).toBe(1);
    // Anna and Chris are equal in net and wins: they share first place.
    expect(stats.rows.map((row) => row.rank)).toEqual([1, 1, 3]);
    stats.variant = 'dobbm';
    expect(stats.rows).toEqual([]);
  });

  it('follows the database: a new game shows without reopening', async () => {
    const stats = await statsOf();
    // Anna sumpers with 70 on 1 December: (70 − 60) × 2 = 20; Bert and Chris each pay 20 + 20.
    await game(second, ['Anna', 'Bert', 'Chris'], played({ declarer: 0, declarerPoints: 70 }));
    await vi.waitFor(() => expect(stats.rows[0]?.games).toBe(3));
    expect(stats.rows.find((row) => row.name === 'Anna')?.net).toBe(100 + 80);
  });
});

describe('OwedState: money still owed, and marking an evening paid', () => {
  const lines = (owed: OwedState) =>
    (owed.owed?.transfers ?? [])
      .map((line) => `${line.fromName}>${line.toName} ${line.amount}`)
      .sort();

  it('sums the evenings not paid, and drops an evening once it is marked paid', async () => {
    const owed = new OwedState();
    disposers.push(() => owed.dispose());
    await owed.ready;
    // Anna +9.00, Bert −6.00, Chris −3.00: two transfers.
    expect(lines(owed)).toEqual(['Bert>Anna 6', 'Chris>Anna 3']);

    const stats = await statsOf();
    const october = stats.evenings.find((evening) => evening.date === '2026-10-01')!;
    const evening = new EveningState(october.id);
    await vi.waitFor(() => expect(evening.session).toBeDefined());
    const paid = await evening.markPaid(true);
    expect(paid?.ok).toBe(true);
    // Only 1 December is owed: Bert −2.00, Chris +1.00, Anna +1.00.
    await vi.waitFor(() => expect(lines(owed)).toEqual(['Bert>Anna 1', 'Bert>Chris 1']));
    await vi.waitFor(() => expect(evening.session?.paidAt).toBeDefined());

    ok(await (await evening.markPaid(false))!);
    await vi.waitFor(() => expect(lines(owed)).toEqual(['Bert>Anna 6', 'Chris>Anna 3']));
  });
});

import { describe, expect, it } from 'vitest';
import { NewGameForm } from '../../src/lib/state/newGameForm.svelte';
import { parseAmount } from '../../src/lib/view/amounts';
import { amountText } from '../../src/lib/view/amounts';
import { getSession, startGame, type GameRow } from '../../src/lib/db';
import { freshDatabase, ok, three } from './db/helpers';

function named(...names: string[]): NewGameForm {
  const form = new NewGameForm();
  names.forEach((name, seat) => {
    if (seat >= form.seats.length) form.addSeat();
    form.setName(seat, name);
  });
  return form;
}

describe('new-game form', () => {
  it('starts as Bauerntarock with three empty seats, RULES.md defaults', () => {
    const form = new NewGameForm();
    expect(form.variant).toBe('bauerntarock');
    expect(form.seats).toHaveLength(3);
    expect(form.rules.endAt).toBe(100);
    expect(form.rules.extraPenalty).toBe(20);
    expect(form.valid).toBe(false);
    expect(form.problemsAt('players[0]')[0]?.code).toBe('emptyName');
  });

  it('three names make a valid game', () => {
    const form = named('Anna', 'Bert', 'Chris');
    expect(form.problems).toEqual([]);
    expect(form.valid).toBe(true);
  });

  it('the same name twice, ignoring case, is refused at the second seat', () => {
    const form = named('Anna', 'anna', 'Chris');
    expect(form.problemsAt('players[1]')[0]?.code).toBe('duplicateName');
  });

  it('Dobbm needs four: a seat is added, rules go to its defaults (no automatic end)', () => {
    const form = named('Anna', 'Bert', 'Chris');
    form.setRule('extraPenalty', 30);
    form.setVariant('dobbm');
    expect(form.seats).toHaveLength(4);
    expect(form.rules.endAt).toBeNull();
    expect(form.rules.extraPenalty).toBe(20);
  });

  it('seats stay between the variant’s limits', () => {
    const form = named('A', 'B', 'C', 'D', 'E');
    form.addSeat();
    expect(form.seats).toHaveLength(5);
    form.setVariant('bavarian');
    expect(form.problemsAt('players')[0]?.code).toBe('playerCount');
    form.removeSeat(4);
    expect(form.valid).toBe(true);
    form.removeSeat(3);
    form.removeSeat(2);
    expect(form.seats).toHaveLength(3);
  });

  it('moving a seat moves the first dealer with the player', () => {
    const form = named('Anna', 'Bert', 'Chris');
    form.setFirstDealer(1);
    form.move(1, 1);
    expect(form.seats.map((s) => s.name)).toEqual(['Anna', 'Chris', 'Bert']);
    expect(form.firstDealer).toBe(2);
    form.move(0, -1);
    expect(form.seats[0]?.name).toBe('Anna');
  });

  it('removing a seat before the dealer keeps the same dealer', () => {
    const form = named('Anna', 'Bert', 'Chris', 'Dora');
    form.setFirstDealer(3);
    form.removeSeat(0);
    expect(form.seats[form.firstDealer]?.name).toBe('Dora');
  });

  it('house rules are judged by the reader: dealerSitsOut only at 4 (§1.1)', () => {
    const form = named('Anna', 'Bert', 'Chris');
    form.setRule('dealerSitsOut', true);
    expect(form.problemsAt('houseRules.dealerSitsOut')[0]?.code).toBe('dealerSitsOutNeedsFour');
    form.addSeat();
    form.setName(3, 'Dora');
    expect(form.valid).toBe(true);
  });

  it('a bad number in a house rule is named', () => {
    const form = named('Anna', 'Bert', 'Chris');
    form.setRule('maxDoublings', 0);
    // FORMAT.md: maxDoublings is a whole number from 1 to 8.
    expect(form.problemsAt('houseRules.maxDoublings')[0]?.code).toBe('notBetween');
    form.setSpatzRule('lostLast', Number.NaN);
    expect(form.problemsAt('houseRules.spatz')[0]?.path).toBe('houseRules.spatz.lostLast');
  });

  it('stake and coin are optional amounts, comma or point', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('0,05')).toBe(0.05);
    expect(parseAmount('0.1')).toBe(0.1);
    expect(parseAmount('abc')).toBeNaN();
    const form = named('Anna', 'Bert', 'Chris');
    form.money.stake = 'x';
    expect(form.problemsAt('stake')).toHaveLength(1);
    form.money.stake = '0,05';
    expect(form.valid).toBe(true);
  });

  it('the smallest stake, 0,0001 (four decimals), is taken as typed with a comma', () => {
    const form = named('Anna', 'Bert', 'Chris');
    form.money.stake = '0,0001';
    expect(form.problemsAt('stake')).toEqual([]);
    expect(form.valid).toBe(true);
  });

  it('next game, same table: players, variant, rules and evening kept, the deal goes on', () => {
    const row: GameRow = {
      id: 'g1',
      sessionId: 's1',
      createdAt: 0,
      updatedAt: 0,
      variant: 'bauerntarock',
      players: ['Anna', 'Bert', 'Chris', 'Dora'],
      playerIds: ['pa', 'pb', 'pc', 'pd'],
      firstDealer: 0,
      houseRules: { endAt: 50, dealerSitsOut: true },
      stoppedEarly: false,
      deleted: false,
    };
    const form = new NewGameForm();
    form.continueFrom(row, 2);
    expect(form.seats.map((s) => s.name)).toEqual(row.players);
    expect(form.firstDealer).toBe(2);
    expect(form.rules).toMatchObject({ endAt: 50, dealerSitsOut: true, extraPenalty: 20 });
    expect(form.sessionId).toBe('s1');
    expect(form.valid).toBe(true);
  });

  it('an evening’s amounts read back as typed: two decimals at least, four at most', () => {
    expect(amountText(0.1, 'de')).toBe('0,10');
    expect(amountText(0.05, 'en')).toBe('0.05');
    expect(amountText(0.0001, 'de')).toBe('0,0001');
    expect(amountText(1.2345, 'en')).toBe('1.2345');
    expect(amountText(100, 'de')).toBe('100,00');
    for (const value of [0.1, 0.05, 0.0001, 1.2345, 100]) {
      expect(parseAmount(amountText(value, 'de'))).toBe(value);
    }
  });

  it('the next game shows the evening’s stake and coin and knows when they change', () => {
    const form = named('Anna', 'Bert', 'Chris');
    form.money.show({ stakePerPoint: 0.1, coin: 0.1 });
    expect(parseAmount(form.money.stake)).toBe(0.1);
    expect(form.money.coin).toBe('0.10');
    expect(form.money.changed).toBe(false);
    form.money.stake = '0,20';
    expect(form.money.changed).toBe(true);
    form.money.stake = '0,1';
    expect(form.money.changed).toBe(false);
    form.money.stake = '';
    expect(form.money.changed).toBe(true);
    // An evening's own coin (from a file) is among the choices.
    form.money.show({ stakePerPoint: 0.1, coin: 0.2 });
    expect(form.money.coin).toBe('0.2');
    expect(form.money.coinOptions).toEqual(['0.01', '0.05', '0.10', '0.2', '0.50', '1']);
  });

  it('next game: what is typed while the last game loads stays, and the game joins the evening', async () => {
    await freshDatabase();
    const last = ok(await startGame({ ...three, session: { stakePerPoint: 0.1 } }));
    const form = new NewGameForm();
    const loading = form.continueTable(last.id);
    form.setName(0, 'Zoe');
    form.money.stake = '0,20';
    await loading;
    expect(form.seats.map((s) => s.name)).toEqual(['Zoe', '', '']);
    expect(form.money.stake).toBe('0,20');
    expect(form.sessionId).toBe(last.sessionId);
    // Measured against the evening as stored (0.10): the typed 0.20 changes it.
    expect(form.money.changed).toBe(true);
    const untouched = new NewGameForm();
    await untouched.continueTable(last.id);
    expect(untouched.seats.map((s) => s.name)).toEqual(['Anna', 'Bert', 'Chris']);
    expect(parseAmount(untouched.money.stake)).toBe(0.1);
  });
});

describe('the evening’s place', () => {
  // FORMAT.md "Limits": at most 100 characters, no control characters, no bidi controls.
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['Gasthof Post', undefined],
    [`  ${'p'.repeat(100)}  `, undefined],
    ['p'.repeat(101), 'tooLong'],
    ['Post\u001b[2J', 'controlCharacter'],
    ['Hütte\n2', 'controlCharacter'],
    ['Gasthof \u202EtsoP', 'bidiControl'],
    ['Gasthof \u2067Post', 'bidiControl'],
  ])('%j: %s', (place, code) => {
    const form = named('Anna', 'Bert', 'Chris');
    form.place = place;
    expect(form.problemsAt('place').map((p) => p.code)).toEqual(code ? [code] : []);
    expect(form.valid).toBe(code === undefined);
  });

  it('a new evening keeps the place trimmed; the next game shows it and may change it for the evening', async () => {
    await freshDatabase();
    const form = named('Anna', 'Bert', 'Chris');
    form.place = '  Hütte ';
    const first = ok(await form.start());
    expect((await getSession(first.sessionId))?.place).toBe('Hütte');

    const next = new NewGameForm();
    await next.continueTable(first.id);
    expect(next.place).toBe('Hütte');
    ok(await next.start());
    expect((await getSession(first.sessionId))?.place).toBe('Hütte');

    const moved = new NewGameForm();
    await moved.continueTable(first.id);
    moved.place = 'Gasthof Post';
    ok(await moved.start());
    expect((await getSession(first.sessionId))?.place).toBe('Gasthof Post');

    const cleared = new NewGameForm();
    await cleared.continueTable(first.id);
    cleared.place = ' ';
    ok(await cleared.start());
    expect((await getSession(first.sessionId))?.place).toBeUndefined();
  });

  it('a refused place starts nothing', async () => {
    const db = await freshDatabase();
    const form = named('Anna', 'Bert', 'Chris');
    form.place = 'p'.repeat(101);
    expect(await form.start()).toMatchObject({
      ok: false,
      error: { kind: 'invalid', problems: [{ path: 'place', code: 'tooLong' }] },
    });
    expect(await db.sessions.count()).toBe(0);
  });
});

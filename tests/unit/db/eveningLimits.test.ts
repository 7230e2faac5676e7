/**
 * An evening's own values at and beyond their edges: stake per point 0.0001 to 100
 * with at most 4 decimals, coin 0.01 to 100 with at most 2, a date that is a day on
 * the calendar (src/lib/files/sessionValues.ts). The writes and the import refuse alike;
 * starting a game with a refused evening or name writes nothing at all.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { previewImport, startGame, updateSession, type SpatzDatabase } from '../../../src/lib/db';
import { dump, freshDatabase, ok, storedEvening, three } from './helpers';

let db: SpatzDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});

type Row = [key: 'stakePerPoint' | 'coin', value: unknown, code: string | undefined];

/** Each limit at its edge (accepted) and just beyond it (refused, with the code). */
const AMOUNTS: Row[] = [
  ['stakePerPoint', 0.0001, undefined],
  ['stakePerPoint', 0.05, undefined],
  ['stakePerPoint', 1.2345, undefined],
  ['stakePerPoint', 100, undefined],
  ['stakePerPoint', 0, 'notBetween'],
  ['stakePerPoint', 0.00009, 'notBetween'],
  ['stakePerPoint', 100.0001, 'notBetween'],
  ['stakePerPoint', 1e308, 'notBetween'],
  ['stakePerPoint', -1, 'notBetween'],
  ['stakePerPoint', 0.12345, 'tooManyDecimals'],
  ['stakePerPoint', '0.05', 'notNumber'],
  ['coin', 0.01, undefined],
  ['coin', 0.05, undefined],
  ['coin', 100, undefined],
  ['coin', 0.009, 'notBetween'],
  ['coin', 5e-324, 'notBetween'],
  ['coin', 100.01, 'notBetween'],
  ['coin', 0.055, 'tooManyDecimals'],
  ['coin', true, 'notNumber'],
  ['coin', null, 'notNumber'],
];

/** Dates: leap days, month ends, and the days that are not on the calendar. */
const DATES: [date: unknown, accepted: boolean][] = [
  ['2026-11-30', true],
  ['2028-02-29', true],
  ['2000-02-29', true],
  ['2026-12-31', true],
  ['2026-02-30', false],
  ['2026-02-29', false],
  ['1900-02-29', false],
  ['2026-04-31', false],
  ['2026-13-01', false],
  ['2026-00-10', false],
  ['2026-01-00', false],
  ['2026-1-5', false],
  ['28.11.2026', false],
  [20261130, false],
];

/** A backup with one evening holding `fields`. */
function backupWith(fields: Record<string, unknown>): string {
  const session = { id: 's1', createdAt: 1, updatedAt: 1, date: '2026-11-30', ...fields };
  return JSON.stringify({ format: 'spatz-backup', version: 1, sessions: [session] });
}

describe('an evening’s stake and coin', () => {
  it.each(AMOUNTS)('%s %s: the writes answer %s', async (key, value, code) => {
    const before = await dump(db);
    const game = await startGame({ ...three, session: { [key]: value } });
    if (code === undefined) {
      const session = await db.sessions.get(ok(game).sessionId);
      expect(session?.[key]).toBe(value);
      const updated = await updateSession(ok(game).sessionId, { [key]: value });
      expect(ok(updated)[key]).toBe(value);
      return;
    }
    expect(game).toMatchObject({
      ok: false,
      error: { kind: 'invalid', problems: [{ path: key, code }] },
    });
    // A refused start leaves neither a game nor an empty evening behind.
    expect(await dump(db)).toEqual(before);
    // null is how updateSession removes a stake or coin, so it is no value to refuse there.
    if (value === null) return;
    const evening = await storedEvening();
    const changed = await updateSession(evening.id, { [key]: value });
    expect(changed).toMatchObject({ ok: false, error: { problems: [{ path: key, code }] } });
    expect(await db.sessions.get(evening.id)).toEqual(evening);
  });

  it.each(AMOUNTS)('%s %s: the import answers %s', async (key, value, code) => {
    const preview = await previewImport(backupWith({ [key]: value }));
    if (code === undefined) expect(preview.ok).toBe(true);
    else
      expect(preview).toEqual({
        ok: false,
        problems: [expect.objectContaining({ path: `sessions[0].${key}`, code })],
      });
  });
});

describe('an evening’s date', () => {
  it.each(DATES)('%s: accepted %s by the writes and the import alike', async (date, accepted) => {
    const started = await startGame({ ...three, session: { date: date as string } });
    const preview = await previewImport(backupWith({ date }));
    expect(started.ok).toBe(accepted);
    expect(preview.ok).toBe(accepted);
    if (accepted) {
      expect((await db.sessions.get(ok(started).sessionId))?.date).toBe(date);
      return;
    }
    expect(started).toMatchObject({
      error: { problems: [{ path: 'date', code: 'notCalendarDate' }] },
    });
    expect(preview).toMatchObject({
      problems: [{ path: 'sessions[0].date', code: 'notCalendarDate' }],
    });
    const evening = await storedEvening({ date: '2026-11-30' });
    expect((await updateSession(evening.id, { date: date as string })).ok).toBe(false);
  });
});

describe('an evening’s place', () => {
  it.each([
    ['p'.repeat(100), undefined],
    ['p'.repeat(101), 'tooLong'],
    ['Post\u001b[2J', 'controlCharacter'],
    [42, 'notString'],
  ] as const)('%s: %s in the writes and the import alike', async (place, code) => {
    const started = await startGame({ ...three, session: { place: place as string } });
    const preview = await previewImport(backupWith({ place }));
    if (code === undefined) {
      expect((await db.sessions.get(ok(started).sessionId))?.place).toBe(place);
      expect(preview.ok).toBe(true);
      return;
    }
    expect(started).toMatchObject({ error: { problems: [{ path: 'place', code }] } });
    expect(preview).toMatchObject({ problems: [{ path: 'sessions[0].place', code }] });
  });
});

describe('starting a game is one write', () => {
  it('a refused name leaves no evening behind', async () => {
    const before = await dump(db);
    for (const players of [
      ['Anna', 'Bert', 'x'.repeat(41)],
      ['Anna', 'Bert', 'Bert\u001b[2J'],
      ['Anna', 'Bert', 'BERT'],
      ['Anna', 'Bert', '\u200b'],
    ]) {
      const result = await startGame({ ...three, players, session: { stakePerPoint: 0.05 } });
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    }
    expect(await db.sessions.count()).toBe(0);
    expect(await dump(db)).toEqual(before);
  });

  it('a new evening takes the stake and coin given with the game', async () => {
    const game = ok(
      await startGame({ ...three, session: { stakePerPoint: 0.05, coin: 0.1, place: 'Post' } }),
    );
    const session = await db.sessions.get(game.sessionId);
    expect(session).toMatchObject({ stakePerPoint: 0.05, coin: 0.1, place: 'Post' });
    expect(await db.sessions.count()).toBe(1);
  });
});

/**
 * The next game of an evening may change the evening's stake and coin: written with
 * the game in its one transaction (one undo step undoes both), by the limits of
 * sessionValues.ts, and nothing at all stored when either is refused.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { startGame, undo, type SpatzDatabase } from '../../../src/lib/db';
import { problemText } from '../../../src/lib/i18n/problems';
import { dump, freshDatabase, ok, storedEvening, three } from './helpers';

let db: SpatzDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});

describe('the next game changes the evening’s stake', () => {
  it('a changed stake and coin are the evening’s, with the game, in one undo step', async () => {
    const evening = await storedEvening({ stakePerPoint: 0.1, coin: 0.1 });
    const game = ok(
      await startGame({
        ...three,
        sessionId: evening.id,
        session: { stakePerPoint: 0.2, coin: 0.5 },
      }),
    );
    expect(game.sessionId).toBe(evening.id);
    expect(await db.sessions.count()).toBe(1);
    expect(await db.sessions.get(evening.id)).toMatchObject({ stakePerPoint: 0.2, coin: 0.5 });
    // One step holds the evening as it was and as it is, the new game and its roster names.
    const steps = await db.history.toArray();
    expect(steps).toHaveLength(1);
    expect(steps[0]?.action).toBe('startGame');
    const tables = new Set(steps[0]?.changes.map((c) => c.table));
    expect([...tables].sort()).toEqual(['games', 'players', 'sessions']);
    ok(await undo());
    expect(await db.games.filter((g) => !g.deleted).count()).toBe(0);
    expect(await db.sessions.get(evening.id)).toMatchObject({ stakePerPoint: 0.1, coin: 0.1 });
  });

  it('null takes the money off the evening; no change leaves the evening row alone', async () => {
    const evening = await storedEvening({ stakePerPoint: 0.1, coin: 0.1 });
    ok(await startGame({ ...three, sessionId: evening.id }));
    expect(await db.sessions.get(evening.id)).toEqual(evening);
    ok(await startGame({ ...three, sessionId: evening.id, session: { stakePerPoint: null } }));
    const after = await db.sessions.get(evening.id);
    expect(after?.stakePerPoint).toBeUndefined();
    expect(after?.coin).toBe(0.1);
  });

  it('a stake beyond its limits is refused in words; neither evening nor game changes', async () => {
    const evening = await storedEvening({ stakePerPoint: 0.1 });
    const before = await dump(db);
    const result = await startGame({
      ...three,
      sessionId: evening.id,
      session: { stakePerPoint: 1000 },
    });
    if (result.ok || result.error.kind !== 'invalid') throw new Error('not refused');
    const [problem] = result.error.problems;
    expect(problem).toMatchObject({ path: 'stakePerPoint', code: 'notBetween' });
    // sessionValues.ts: a stake is 0.0001 to 100.
    expect(problemText(problem!, 'de')).toContain('1000 liegt nicht zwischen 0.0001 und 100');
    expect(problemText(problem!, 'en')).toContain('1000 is not between 0.0001 and 100');
    expect(await dump(db)).toEqual(before);
  });

  it('a refused game keeps the evening’s stake as it was', async () => {
    const evening = await storedEvening({ stakePerPoint: 0.1 });
    const before = await dump(db);
    const result = await startGame({
      ...three,
      players: ['Anna', 'Bert', 'BERT'],
      sessionId: evening.id,
      session: { stakePerPoint: 0.2 },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(await dump(db)).toEqual(before);
  });
});

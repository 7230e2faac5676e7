/**
 * The version-2 upgrade makes roster entries for games that exist only (migrations.ts): a
 * version-1 game started, given a hand and undone twice is in the history, not in the games.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { historyState, openDatabase, redo, undo, useDatabase } from '../../../src/lib/db';
import './helpers';

const v1 = JSON.parse(
  readFileSync(new URL('../../fixtures/db/v1.json', import.meta.url), 'utf8'),
) as { schema: Record<string, string> };

const at = (id: string, t: number) => ({ id, createdAt: t, updatedAt: t });
const game = (id: string, players: string[], t: number) => ({
  ...at(id, t),
  sessionId: 's1',
  variant: 'bauerntarock',
  players,
  firstDealer: 0,
  houseRules: {},
  stoppedEarly: false,
  deleted: false,
});
const hand = {
  ...at('h1', 30),
  gameId: 'g-xyz',
  position: 0,
  hand: { kind: 'played', declarer: 0, contract: 'hineinschauen', declarerPoints: 70 },
};

async function upgradedV1(tables: Record<string, unknown[]>) {
  const name = `migration-undone-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  old.version(1).stores(v1.schema);
  await old.open();
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(tables)) await old.table(table).bulkAdd(rows);
  });
  old.close();
  const db = openDatabase(name);
  useDatabase(db);
  await db.open();
  return db;
}

describe('the upgrade makes only what is real', () => {
  it('a game started, given a hand and undone twice leaves no Xav, Ygg, Zed in the roster', async () => {
    const anna = { ...at('p-anna', 1), name: 'Anna' };
    const xyz = game('g-xyz', ['Xav', 'Ygg', 'Zed'], 20);
    const db = await upgradedV1({
      players: [anna, { ...at('p-bert', 1), name: 'Bert' }, { ...at('p-chris', 1), name: 'Chris' }],
      sessions: [{ ...at('s1', 5), date: '2026-10-01' }],
      games: [game('g-abc', ['Anna', 'Bert', 'Chris'], 10)],
      history: [
        // Version 1: the start (with its new roster names) and the hand, both undone.
        {
          action: 'startGame',
          gameId: 'g-xyz',
          changes: [
            { table: 'games', id: 'g-xyz', after: xyz },
            { table: 'players', id: 'p-xav', after: { ...at('p-xav', 20), name: 'Xav' } },
          ],
          undone: 1,
          createdAt: 20,
        },
        {
          action: 'appendHand',
          gameId: 'g-xyz',
          changes: [
            { table: 'hands', id: 'h1', after: hand },
            { table: 'games', id: 'g-xyz', before: xyz, after: { ...xyz, updatedAt: 30 } },
          ],
          undone: 1,
          createdAt: 30,
        },
      ],
    });
    const names = async () => (await db.players.toArray()).map((p) => p.name).sort();
    // Only the people of the game that exists.
    expect(await names()).toEqual(['Anna', 'Bert', 'Chris']);
    expect(await db.games.count()).toBe(1);

    // Redone, the game comes back with its people; undone, they go again.
    expect((await redo()).ok).toBe(true);
    expect(await names()).toEqual(['Anna', 'Bert', 'Chris', 'Xav', 'Ygg', 'Zed']);
    expect((await redo()).ok).toBe(true);
    const ids = new Set((await db.players.toArray()).map((p) => p.id));
    const back = await db.games.get('g-xyz');
    expect(back?.playerIds.every((id) => ids.has(id))).toBe(true);
    expect(await db.hands.where('gameId').equals('g-xyz').count()).toBe(1);
    expect((await undo()).ok).toBe(true);
    expect((await undo()).ok).toBe(true);
    expect(await names()).toEqual(['Anna', 'Bert', 'Chris']);
    expect((await historyState()).canRedo).toBe(true);
    db.close();
  });
});

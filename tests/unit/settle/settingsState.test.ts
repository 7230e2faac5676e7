import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import * as storage from '../../../src/lib/db';
import {
  appendHand,
  listSnapshots,
  loadGame,
  startGame,
  stopGame,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { loadEvening } from '../../../src/lib/state/evening.svelte';
import { eveningView } from '../../../src/lib/view/eveningView';
import { SettingsState } from '../../../src/lib/state/settings.svelte';
import { scoreGame } from '../../../src/lib/rules';
import { dump, freshDatabase, ok, played, storedEvening } from '../db/helpers';

/** A shared example, copied byte for byte into tests/fixtures/examples/. */
const example = (path: string) =>
  readFileSync(new URL(`../../fixtures/examples/${path}`, import.meta.url), 'utf8');
const GAME_FILE = example('02-game-to-the-end.json');
const BAD_FILE = example('bad/points-out-of-range.json');
const BAD_FIELD = example('bad/points-out-of-range.field').trim();

const file = (text: string, name = 'game.json') =>
  new File([text], name, { type: 'application/json' });

let db: SpatzDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});

describe('SettingsState: import', () => {
  it('a bad file shows its problems with the field path and changes nothing', async () => {
    const before = await dump(db);
    const settings = new SettingsState();
    await settings.chooseFile(file(BAD_FILE));
    expect(settings.pending).toBeUndefined();
    expect(settings.problems.map((p) => p.path)).toContain(BAD_FIELD);
    expect(await dump(db)).toEqual(before);
  });

  it('a game file: preview says it will be added; confirming imports it and opens it', async () => {
    const settings = new SettingsState();
    await settings.chooseFile(file(GAME_FILE));
    expect(settings.problems).toEqual([]);
    const preview = settings.pending!.preview;
    expect(preview.kind).toBe('game');
    expect(preview.games).toHaveLength(1);
    expect(preview.games[0]).toMatchObject({ players: ['Anna', 'Bert', 'Chris'], exists: false });
    // Nothing is written by the preview.
    expect(await db.games.count()).toBe(0);

    const opened: string[] = [];
    await settings.confirmImport((id) => opened.push(id));
    expect(settings.pending).toBeUndefined();
    expect(opened).toHaveLength(1);
    expect(settings.notice).toMatchObject({ error: false });
    const loaded = await loadGame(opened[0]!);
    expect(scoreGame(loaded!.game).totals).toEqual([101, -8, -12]);
    expect(await listSnapshots()).toHaveLength(1);

    // The same file again: it exists, and importing it changes no game.
    await settings.chooseFile(file(GAME_FILE));
    expect(settings.pending!.preview.games[0]!.exists).toBe(true);
  });

  it('a newer version of a stored game: the choice goes with the import, and the notice says so', async () => {
    const settings = new SettingsState();
    await settings.chooseFile(file(GAME_FILE));
    const opened: string[] = [];
    await settings.confirmImport((id) => opened.push(id));
    const stored = JSON.parse(GAME_FILE);
    const id = opened[0]!;
    const row = (await db.games.get(id))!;
    const hands = await db.hands.where('gameId').equals(id).sortBy('position');
    // The stored game as a file with one hand less than the example: the example is newer.
    const spatz = {
      id,
      sessionId: row.sessionId,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt - 1,
      stoppedEarly: false,
      deleted: false,
      hands: hands.map((h) => ({ id: h.id, createdAt: h.createdAt, updatedAt: h.updatedAt })),
    };
    await db.hands.delete(hands[hands.length - 1]!.id);
    await db.games.put({ ...row, updatedAt: row.updatedAt - 1, rev: 'older' });
    await settings.chooseFile(file(JSON.stringify({ ...stored, meta: { spatz } })));
    // Counted as the hand list numbers them: the example plays 6 hands and has 1 redeal
    // (its 6th hand); the stored copy lacks the last played one.
    expect(settings.pending!.preview.games[0]).toMatchObject({
      difference: 'newer',
      hands: 6,
      storedHands: 5,
    });
    await settings.confirmImport(() => undefined, 'newer');
    expect(settings.notice?.text).toMatch(
      /1 (games taken in their newer version|Partien in der neueren Fassung übernommen)/,
    );
    expect(await db.hands.where('gameId').equals(id).count()).toBe(hands.length);
  });

  it('cancel drops the preview and the problems', async () => {
    const settings = new SettingsState();
    await settings.chooseFile(file(GAME_FILE));
    settings.cancelImport();
    expect(settings.pending).toBeUndefined();
    await settings.chooseFile(file('{ not json'));
    expect(settings.problems.length).toBeGreaterThan(0);
    settings.cancelImport();
    expect(settings.problems).toEqual([]);
  });

  it('restoring the snapshot taken before an import puts everything back', async () => {
    const settings = new SettingsState();
    await settings.chooseFile(file(GAME_FILE));
    await settings.confirmImport(() => undefined);
    expect(await db.games.count()).toBe(1);
    const [snapshot] = await listSnapshots();
    await settings.restore(snapshot!.id);
    expect(settings.notice?.error).toBe(false);
    expect(await db.games.count()).toBe(0);
  });
});

describe('loadEvening', () => {
  it('reads an evening’s games from storage for the evening view', async () => {
    const session = await storedEvening({ date: '2026-11-30', stakePerPoint: 0.1, coin: 0.5 });
    const first = ok(
      await startGame({
        sessionId: session.id,
        variant: 'bauerntarock',
        players: ['Anna', 'Bert', 'Chris'],
        firstDealer: 0,
        houseRules: {},
      }),
    );
    // Sumpern counts as one doubling: (80 − 60) × 2 = 40 for Bert (RULES.md §1.5).
    ok(await appendHand(first.id, played({ declarer: 1, declarerPoints: 80 })));
    ok(await stopGame(first.id));
    const second = ok(
      await startGame({
        sessionId: session.id,
        variant: 'bauerntarock',
        players: ['Bert', 'Chris', 'Dora'],
        firstDealer: 1,
        houseRules: {},
      }),
    );
    ok(await appendHand(second.id, played({ declarer: 2, declarerPoints: 70 })));

    const data = await loadEvening(storage, session.id);
    expect(data?.session.id).toBe(session.id);
    expect(data?.games.map((g) => g.row.id)).toEqual([first.id, second.id]);
    const view = eveningView(
      data!.games.map(({ row, game }) => ({ row, game, result: scoreGame(game) })),
      data!.session,
    );
    // Game 1 stopped at 0, 40, 0: both tied lowest pay 40 and the full Extrapönale (§1.7).
    expect(view.games.map((g) => [g.status, g.counted])).toEqual([
      ['stopped', true],
      ['running', false],
    ]);
    expect(view.players).toEqual(['Anna', 'Bert', 'Chris']);
    expect(view.net).toEqual([-60, 120, -60]);
    expect(view.money?.amounts).toEqual([-6, 12, -6]);
    expect(await loadEvening(storage, 'nope')).toBeNull();
  });
});

describe('SettingsState: a file far too large', () => {
  it('is refused before it is read, naming the file', async () => {
    const settings = new SettingsState();
    const huge = {
      name: 'huge.json',
      size: 300 * 1024 * 1024,
      text: () => Promise.reject(new Error('must not be read')),
      stream: () => {
        throw new Error('must not be read');
      },
    } as unknown as File;
    await settings.chooseFile(huge);
    expect(settings.problems).toEqual([
      { path: 'file', code: 'tooLarge', params: { size: '300 MB', max: '64 MB' } },
    ]);
    expect(settings.notice).toBeUndefined();
  });
});

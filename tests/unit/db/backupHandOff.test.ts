/**
 * Nothing of a hand-off is lost in a backup (FORMAT.md "Between phones", "The backup
 * envelope"): Anna's phone holds a game another phone keeps score of now (`elsewhere`), a
 * game deleted here, a hand deleted here (`dropped`), a copy of another phone's game, the
 * same game kept beside, and evenings marked paid and owed again (`paidMarkedAt`). Exported
 * and imported into an empty phone, or put back from a snapshot, every read a screen makes
 * of them is the same, and so is what the next sheet from the other phone does.
 * Hineinschauen without doublings scores the declarer's card points − 60 to the declarer
 * (RULES.md §1.5); the money below is worked out by §1.7.
 */
import { describe, expect, it } from 'vitest';
import {
  appendHand,
  applyImport,
  applyReceived,
  deleteGame,
  deleteHand,
  exportBackup,
  listSnapshots,
  loadGame,
  markEveningPaid,
  previewReceived,
  readStats,
  restoreSnapshot,
  sheetOwner,
  isReadOnlyCopy,
  startGame,
  stopGame,
  takeOver,
  type GameRow,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { parseImport } from '../../../src/lib/files/backupFormat';
import { scoreGame } from '../../../src/lib/rules';
import { owed } from '../../../src/lib/stats';
import { freshDatabase, ok, settingOf, three } from './helpers';
import { anna, bert, on, phones, tick, twoPhonesEachTest } from './annaAndBert';
import { eveningFrom, hand } from './phones';

twoPhonesEachTest();
const sendTo = async (from: SpatzDatabase, name: string, gameId: string, to: SpatzDatabase) => {
  const text = await eveningFrom(phones, from, gameId, name);
  await tick();
  return on(to, async () => ok(await applyReceived(text)));
};

interface Evening {
  g1: string;
  g2: string;
  g3: string;
  g4: string;
  e1: string;
  e2: string;
}

/**
 * Evening 1 at 0.10 a point, begun on Anna's phone: game 1 handed to Bert's phone, taken
 * over there and played on; game 2 taken over there too, while Anna deleted its last hand;
 * game 4 deleted on Anna's phone; games 1 and 2 stopped early. Evening 2 is Bert's (game 3), marked paid on Anna's phone;
 * evening 1 marked paid and owed again there.
 */
async function handedEvening(): Promise<Evening> {
  const first = await on(anna, async () => {
    const g1 = ok(await startGame({ ...three, session: { stakePerPoint: 0.1 } }));
    // Bert +10, Chris −10, Anna +20.
    for (const h of [hand(1, 70), hand(2, 50), hand(0, 80)]) ok(await appendHand(g1.id, h));
    const g2 = ok(await startGame({ ...three, sessionId: g1.sessionId }));
    // Anna +10, Bert +5.
    for (const h of [hand(0, 70), hand(1, 65)]) ok(await appendHand(g2.id, h));
    const g4 = ok(await startGame({ ...three, sessionId: g1.sessionId }));
    ok(await appendHand(g4.id, hand(2, 61)));
    ok(await deleteGame(g4.id));
    return { g1: g1.id, g2: g2.id, g4: g4.id, e1: g1.sessionId };
  });
  await sendTo(anna, 'Anna', first.g1, bert);
  await tick();
  await on(bert, async () => {
    ok(await takeOver(first.g1));
    ok(await takeOver(first.g2));
    // Bert +15, and the table stops there (RULES.md §1.6: settled as it stands).
    ok(await appendHand(first.g1, hand(1, 75)));
    ok(await stopGame(first.g1));
    ok(await stopGame(first.g2));
  });
  // Anna, not knowing, takes Bert's +5 of game 2 back and stops it there too: Bert's sheet
  // of it still has the hand, so it is kept beside, never merged in (eveningMerge.ts).
  await on(anna, async () => {
    ok(await deleteHand(first.g2, 1));
    ok(await stopGame(first.g2));
  });
  const back = await sendTo(bert, 'Bert', first.g1, anna);
  expect(back.games.map((g) => g.action)).toEqual(['update', 'both', 'same']);
  const second = await on(bert, async () => {
    const g3 = ok(await startGame({ ...three, session: { stakePerPoint: 0.5 } }));
    ok(await appendHand(g3.id, hand(2, 90)));
    return { g3: g3.id, e2: g3.sessionId };
  });
  await sendTo(bert, 'Bert', second.g3, anna);
  await on(anna, async () => {
    ok(await markEveningPaid(second.e2, true));
    await tick();
    ok(await markEveningPaid(first.e1, true));
    await tick();
    ok(await markEveningPaid(first.e1, false));
  });
  return { ...first, ...second };
}

/** Every read a screen makes of who keeps score and of the money, on phone `db`. */
async function screenReads(db: SpatzDatabase) {
  return on(db, async () => {
    const rows = (await db.games.toArray()).sort((a, b) => a.createdAt - b.createdAt);
    const games = [];
    for (const row of rows) {
      const loaded = row.deleted ? undefined : await loadGame(row.id);
      games.push({
        id: row.id,
        deleted: row.deleted,
        // Whose sheet it is (the banner and the evening's mark), and whether take-back is offered.
        owner: sheetOwner(row) ?? null,
        readOnly: isReadOnlyCopy(row),
        takeBack: row.elsewhere !== undefined,
        takenOver: row.copy?.takenOverAt ?? null,
        dropped: row.dropped ?? [],
        besideOf: (row.meta?.importedCopy as { of?: string } | undefined)?.of ?? null,
        totals: loaded ? scoreGame(loaded.game).totals : null,
      });
    }
    const data = await readStats();
    const money = owed(data.evenings, data.roster);
    const sessions = (await db.sessions.toArray()).sort((a, b) => a.id.localeCompare(b.id));
    return {
      games,
      sessions,
      owed: money.transfers.map((t) => `${t.fromName}>${t.toName} ${t.amount}`).sort(),
      phone: await settingOf(db, 'phoneId'),
    };
  });
}

/** The row facts a backup carries (`rev` is a tab's cache token, never carried). */
const facts = (rows: GameRow[]) =>
  rows.map(({ rev: _rev, ...row }) => row).sort((a, b) => a.id.localeCompare(b.id));

describe('a backup of a phone that handed an evening over', () => {
  it('what Anna\u2019s phone shows is worked out by hand', async () => {
    const ids = await handedEvening();
    const reads = await screenReads(anna);
    const game = (id: string) => reads.games.find((g) => g.id === id)!;
    // Game 1: Bert +10, Chris −10, Anna +20, Bert +15: kept by Bert's phone now.
    expect(game(ids.g1)).toMatchObject({ totals: [20, 25, -10], takeBack: true, readOnly: true });
    expect(game(ids.g1).owner).toMatchObject({ from: 'Bert' });
    // Game 2: Anna's own, Bert's +5 deleted here; Bert's sheet of it kept beside.
    expect(game(ids.g2)).toMatchObject({ totals: [10, 0, 0], readOnly: false, owner: null });
    expect(game(ids.g2).dropped).toHaveLength(1);
    const beside = reads.games.find((g) => g.besideOf === ids.g2)!;
    expect(beside).toMatchObject({ totals: [10, 5, 0], readOnly: true });
    expect(game(ids.g3)).toMatchObject({ totals: [0, 0, 30], readOnly: true });
    expect(game(ids.g4)).toMatchObject({ deleted: true });
    // Evening 1 at 0.10, both games stopped and settled as they stand (§1.6, §1.7). Game 1: Bert 25 wins; Anna pays 5,
    // Chris pays 35 + 20 = 55: Anna −5, Bert +60, Chris −55. Game 2: Anna 10 wins; Bert and
    // Chris pay 10 each, and both, tied lowest, the full 20: Anna +60, Bert −30, Chris −30.
    // Together Anna +55, Bert +30, Chris −85 points: Chris pays Anna 5.50 and Bert 3.00.
    // Evening 2 is paid; the copy kept beside is not counted while game 2 is here.
    expect(reads.owed).toEqual(['Chris>Anna 5.5', 'Chris>Bert 3']);
    const e1 = reads.sessions.find((s) => s.id === ids.e1)!;
    expect(e1.paidAt).toBeUndefined();
    expect(e1.paidMarkedAt).toBeGreaterThan(0);
    expect(reads.sessions.find((s) => s.id === ids.e2)!.paidAt).toBeGreaterThan(0);
  });

  it('imported into an empty phone, every row and every read is the same', async () => {
    const ids = await handedEvening();
    const before = await screenReads(anna);
    const rows = facts(await anna.games.toArray());
    const text = await on(anna, exportBackup);
    const restored = await freshDatabase();
    await on(restored, async () => ok(await applyImport(text)));
    expect(await screenReads(restored)).toEqual(before);
    expect(facts(await restored.games.toArray())).toEqual(rows);
    expect(await settingOf(restored, 'phoneId')).toBe(await settingOf(anna, 'phoneId'));
    // The same phone to the others: the next sheets from Bert do here what they do there.
    // Evening 1 again: game 2 is the sheet kept beside already; game 4 is Bert's copy of
    // Anna's sheet, so this phone's own.
    await on(bert, async () => ok(await appendHand(ids.g3, hand(0, 70))));
    for (const [gameId, actions] of [
      [ids.g1, ['same', 'both:same', 'same']],
      [ids.g3, ['update']],
    ] as const) {
      const next = await eveningFrom(phones, bert, gameId, 'Bert');
      const there = await on(anna, async () => previewReceived(next));
      const here = await on(restored, async () => previewReceived(next));
      expect(here).toEqual(there);
      const shown = there.ok ? there.value.games : [];
      expect(shown.map((g) => g.action + (g.beside ? `:${g.beside}` : ''))).toEqual(actions);
    }
  });

  it('put back from its snapshot, every read is the same', async () => {
    await handedEvening();
    const before = await screenReads(anna);
    const text = await on(anna, exportBackup);
    // An import into Anna's phone keeps the state before it in a snapshot: put it back.
    await on(anna, async () => {
      const other = JSON.parse(text);
      other.games = [];
      other.sessions = [{ id: 'x', createdAt: 1, updatedAt: 1, date: '2026-01-01' }];
      ok(await applyImport(JSON.stringify(other)));
      const [snapshot] = await listSnapshots();
      ok(await restoreSnapshot(snapshot!.id));
    });
    const after = await screenReads(anna);
    // The evening the import added is gone again; everything else is as it was.
    expect(after).toEqual(before);
  });

  it('a phone with an id of its own keeps it: two phones never share one', async () => {
    await handedEvening();
    const text = await on(anna, exportBackup);
    const own = await settingOf(bert, 'phoneId');
    expect(own).toEqual(expect.any(String));
    await on(bert, async () => ok(await applyImport(text)));
    expect(await settingOf(bert, 'phoneId')).toBe(own);
    expect(JSON.parse(text).phone).toBe(await settingOf(anna, 'phoneId'));
  });

  it('the text shown to the table never says what only this phone may say', async () => {
    const ids = await handedEvening();
    const text = await eveningFrom(phones, anna, ids.g2, 'Anna');
    expect(text).not.toContain('"elsewhere"');
    expect(text).not.toContain('"dropped"');
    expect(JSON.parse(text).phone).toBeUndefined();
  });

  it('a received text that says it anyway sets nothing of it here', async () => {
    const ids = await handedEvening();
    const text = JSON.parse(await eveningFrom(phones, anna, ids.g2, 'Anna'));
    for (const game of text.games) {
      game.meta.spatz.elsewhere = { from: 'Mallory', sentAt: 1, receivedAt: 1 };
      game.meta.spatz.dropped = ['some-hand'];
    }
    const third = await freshDatabase();
    await on(third, async () => ok(await applyReceived(JSON.stringify(text))));
    const rows = await third.games.toArray();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.elsewhere).toBeUndefined();
      expect(row.dropped).toBeUndefined();
      expect(row.copy).toBeDefined();
    }
  });

  it('a backup with a broken mark names its field', async () => {
    const ids = await handedEvening();
    const text = JSON.parse(await on(anna, exportBackup));
    const at = text.games.findIndex((g: { meta: { spatz: { id: string } } }) => {
      return g.meta.spatz.id === ids.g2;
    });
    text.games[at].meta.spatz.dropped = [5];
    const g1 = text.games.findIndex((g: { meta: { spatz: { id: string } } }) => {
      return g.meta.spatz.id === ids.g1;
    });
    text.games[g1].meta.spatz.elsewhere.sentAt = 'soon';
    text.phone = '';
    const read = await parseImport(JSON.stringify(text), Date.now());
    expect(read.ok).toBe(false);
    const paths = read.ok ? [] : read.problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        `games[${at}].meta.spatz.dropped[0]`,
        `games[${g1}].meta.spatz.elsewhere.sentAt`,
        'phone',
      ]),
    );
  });
});

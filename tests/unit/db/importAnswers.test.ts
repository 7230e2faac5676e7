/**
 * Every file the reader accepts is previewed or refused in words (src/lib/db/README.md
 * "Import"): an evening carried by several games, a game of many hands, the hands limit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyImport,
  exportGame,
  previewImport,
  startGame,
  appendHand,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { MAX_IMPORT_HANDS, parseImport } from '../../../src/lib/files/backupFormat';
import { planImport } from '../../../src/lib/db/importPlan';
import { problemText } from '../../../src/lib/i18n/problemsAll';
import { dump, freshDatabase, ok, played, three } from './helpers';

let db: SpatzDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Two games of one evening, each exported on its own, put together in one backup. */
async function twoSingleExports() {
  const first = ok(await startGame(three));
  ok(await appendHand(first.id, played({ declarer: 0 })));
  const second = ok(await startGame({ ...three, sessionId: first.sessionId }));
  ok(await appendHand(second.id, played({ declarer: 1 })));
  const games = [
    JSON.parse((await exportGame(first.id))!),
    JSON.parse((await exportGame(second.id))!),
  ];
  expect(games[0].meta.spatz.session.id).toBe(games[1].meta.spatz.session.id);
  return {
    format: 'spatz-backup',
    version: 1,
    exportedAt: '2026-11-30T20:00:00.000Z',
    games,
    sessions: [],
    players: [],
    settings: [],
  };
}

describe('one evening carried by several games', () => {
  it('equal copies are one evening in the preview and in what is stored', async () => {
    const backup = await twoSingleExports();
    const target = await freshDatabase();
    expect(target).not.toBe(db);
    const preview = await previewImport(JSON.stringify(backup));
    if (!preview.ok) throw new Error(JSON.stringify(preview.problems));
    // One evening, listed once (two rows with one id made Svelte's keyed list throw).
    expect(preview.value.sessions).toHaveLength(1);
    expect(preview.value.games).toHaveLength(2);
    ok(await applyImport(JSON.stringify(backup)));
    const stored = await dump(target);
    expect(stored.sessions).toHaveLength(1);
    expect(stored.games).toHaveLength(2);
  });

  it('copies that differ are refused in words, nothing stored', async () => {
    const backup = await twoSingleExports();
    backup.games[1].meta.spatz.session.place = 'Gasthof Post';
    const target = await freshDatabase();
    const before = await dump(target);
    const preview = await previewImport(JSON.stringify(backup));
    expect(preview.ok).toBe(false);
    if (preview.ok) return;
    expect(preview.problems).toEqual([
      {
        path: 'games[1].meta.spatz.session',
        code: 'repeatedId',
        params: { what: 'sessionDiffers', first: 1, second: 2 },
      },
    ]);
    expect(problemText(preview.problems[0]!, 'de')).toMatch(
      /^Partie 1 und 2 bringen denselben Abend mit verschiedenen Angaben mit/,
    );
    expect(problemText(preview.problems[0]!, 'en')).toMatch(
      /^games 1 and 2 carry the same evening with different details/,
    );
    expect((await applyImport(JSON.stringify(backup))).ok).toBe(false);
    expect(await dump(target)).toEqual(before);
  });
});

/** A single game file of `count` redeals (a 12 KB link packs 200,000 of them). */
const redeals = (count: number) =>
  JSON.stringify({
    format: 'bauerntarock-game',
    version: 1,
    players: ['Anna', 'Bert', 'Chris'],
    hands: Array.from({ length: count }, () => ({ kind: 'redeal' })),
  });

describe('a game of many hands', () => {
  // 130,000: past the about 125,000 arguments one spread call takes before the stack overflows
  // (a 12 KB link packs 200,000 redeals; fewer keep the test quick on fake-indexeddb).
  it('130,000 redeals are planned hand by hand (one spread call overflowed the stack)', async () => {
    const parsed = await parseImport(redeals(130_000), Date.UTC(2026, 10, 30));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    // The plan asks which of the hands' ids are taken, by key; fake-indexeddb takes 12 s over
    // 130,000 keys, a quarter of the unit run. The table is empty, so none is: that answer,
    // given at once, lets the plan run the path under test as it would.
    expect(await db.hands.count()).toBe(0);
    const asked: unknown[][] = [];
    const lookup = vi.spyOn(db.hands, 'where').mockImplementation(((index: string) => {
      expect(index).toBe(':id');
      return {
        anyOf: (keys: unknown[]) => {
          asked.push(keys);
          return { primaryKeys: () => Promise.resolve([]) };
        },
      };
    }) as never);
    const plan = await db.transaction('r', db.tables, () =>
      planImport(db, parsed.value, Date.UTC(2026, 10, 30)),
    );
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(asked[0]).toHaveLength(130_000);
    expect(plan.games).toHaveLength(1);
    expect(plan.hands).toHaveLength(130_000);
  });

  it(`more than ${MAX_IMPORT_HANDS} hands in one import are refused before any is read`, async () => {
    expect(MAX_IMPORT_HANDS).toBe(250_000);
    const before = await dump(db);
    const result = await previewImport(redeals(250_001));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        path: 'file',
        code: 'tooManyHands',
        params: { count: '250\u202F001', max: '250\u202F000' },
      },
    ]);
    expect(problemText(result.problems[0]!, 'de')).toBe(
      'enthält 250\u202F001 Spiele; ein Import nimmt höchstens 250\u202F000 (teil sie auf mehrere Sicherungen auf)',
    );
    expect(await dump(db)).toEqual(before);
  }, 60_000);
});

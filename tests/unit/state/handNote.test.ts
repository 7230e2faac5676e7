import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendHand,
  applyImport,
  exportBackup,
  exportGame,
  loadGame,
  startGame,
} from '../../../src/lib/db';
import { evaluate, parseGame, readGameHand, type Game } from '../../../src/lib/rules';
import {
  draftFromHand,
  draftToFileHand,
  emptyDraft,
  reviveDraft,
  type HandDraft,
} from '../../../src/lib/view/handDraft';
import { checkDraft } from '../../../src/lib/view/draftCheck';
import { freshDatabase, ok, three } from '../db/helpers';

const game: Game = { ...three, hands: [] };
const typed = (change: Partial<HandDraft>): HandDraft => ({
  ...emptyDraft('bauerntarock'),
  declarer: 1,
  points: '67',
  ...change,
});

beforeEach(async () => {
  await freshDatabase();
});

describe("a hand's note (FORMAT.md: optional, at most 500 characters)", () => {
  it('goes from the form into the hand, trimmed; an empty one is left out', () => {
    expect(draftToFileHand(typed({ note: '  Kontra vergessen \n' }), 'bauerntarock')).toMatchObject(
      {
        note: 'Kontra vergessen',
      },
    );
    expect(draftToFileHand(typed({ note: '   ' }), 'bauerntarock')).not.toHaveProperty('note');
    const check = checkDraft(
      { game, result: evaluate(game).result },
      'append',
      -1,
      typed({ note: 'Wirt hat gemischt' }),
    );
    expect(check.hand).toMatchObject({
      declarer: 1,
      declarerPoints: 67,
      note: 'Wirt hat gemischt',
    });
  });

  it('comes back into the edit form, for a played hand and a redeal', () => {
    const read = readGameHand(
      game,
      draftToFileHand(typed({ note: 'Wirt hat gemischt' }), 'bauerntarock'),
      0,
    );
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const hand = read.value;
    expect(draftFromHand(hand, 'bauerntarock').note).toBe('Wirt hat gemischt');
    expect(draftFromHand({ kind: 'redeal', note: 'Karten vertauscht' }, 'bauerntarock').note).toBe(
      'Karten vertauscht',
    );
    expect(draftFromHand({ kind: 'redeal' }, 'bauerntarock').note).toBe('');
  });

  it('is kept in a stored draft, and an older draft without one revives with none', () => {
    const stored = JSON.parse(JSON.stringify(typed({ note: 'Kontra vergessen' }))) as unknown;
    expect(reviveDraft(stored, 'bauerntarock')?.note).toBe('Kontra vergessen');
    const { note: _, ...older } = typed({});
    expect(reviveDraft(older, 'bauerntarock')?.note).toBe('');
    expect(reviveDraft({ ...older, note: 5 }, 'bauerntarock')).toBeUndefined();
  });

  it('a note of 501 characters is refused on the note field; 500 are kept', () => {
    const shown = { game, result: evaluate(game).result };
    const long = checkDraft(shown, 'append', -1, typed({ note: 'x'.repeat(501) }));
    expect(long.hand).toBeUndefined();
    expect(long.problems.map((entry) => [entry.field, entry.problem.code])).toEqual([
      ['note', 'tooLong'],
    ]);
    // FORMAT.md counts characters as code points: 500 emoji are 1000 UTF-16 units.
    const emoji = checkDraft(shown, 'append', -1, typed({ note: '🂠'.repeat(500) }));
    expect(emoji.hand?.note).toBe('🂠'.repeat(500));
  });

  it('is stored with the hand and kept by export and import of the game and of a backup', async () => {
    const started = ok(await startGame(three));
    const check = checkDraft(
      { game, result: evaluate(game).result },
      'append',
      -1,
      typed({ note: 'Kontra vergessen – „Wirt“ hat gemischt' }),
    );
    ok(await appendHand(started.id, check.hand!));
    ok(await appendHand(started.id, { kind: 'redeal', note: 'alle weiter' }));
    const stored = (await loadGame(started.id))!;
    expect(stored.game.hands.map((hand) => hand.note)).toEqual([
      'Kontra vergessen – „Wirt“ hat gemischt',
      'alle weiter',
    ]);

    const file = (await exportGame(started.id))!;
    const read = parseGame(file);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    expect(read.value.hands.map((hand) => hand.note)).toEqual(
      stored.game.hands.map((hand) => hand.note),
    );
    const backup = (await exportBackup())!;

    await freshDatabase();
    ok(await applyImport(file));
    expect((await loadGame(started.id))!.game.hands).toEqual(stored.game.hands);

    await freshDatabase();
    ok(await applyImport(backup));
    expect((await loadGame(started.id))!.game.hands).toEqual(stored.game.hands);
  });
});

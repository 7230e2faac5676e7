/**
 * A received evening's confirm says what confirming does, and confirming does only that
 * (FORMAT.md "Between phones"): the button names the evening's change where the game stays
 * as it is, an evening no game goes into is not stored, a hand-back names its keeper, a
 * text never makes this phone's own game read-only, and a copy kept beside is labelled by
 * its sender. Bert's phone is the one receiving (the default database).
 */
import { describe, expect, it } from 'vitest';
import {
  appendHand,
  applyReceived,
  exportForTable,
  previewReceived,
  startGame,
  takeOver,
} from '../../../src/lib/db';
import { format, type MessageKey, type MessageParams } from '../../../src/lib/i18n/index.svelte';
import { messages as english } from '../../../src/lib/i18n/en';
import { messages as german } from '../../../src/lib/i18n/de/all';
import { actionText, confirmText } from '../../../src/lib/view/receiveLines';
import { dump, ok, three } from './helpers';
import { anna, bert, on, twoPhonesEachTest } from './annaAndBert';
import { eveningFrom, hand } from './phones';

twoPhonesEachTest();

const words = { en: english as Record<MessageKey, string>, de: german };
const tr = (lang: 'en' | 'de') => (key: MessageKey, params?: MessageParams) =>
  format(words[lang][key], params);

function read<T>(result: { ok: true; value: T } | { ok: false; problems: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
}

/** Bert's own game in an evening at 0.10 a point, two hands. */
async function bertsGame(): Promise<string> {
  const game = ok(
    await startGame({ ...three, session: { place: 'Gasthof Post', stakePerPoint: 0.1 } }),
  );
  ok(await appendHand(game.id, hand(1, 70)));
  ok(await appendHand(game.id, hand(2, 50)));
  return game.id;
}

/** Bert's evening as his share screen shows it, to be bent as a crafted text would be. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a text bent at will
async function bertsText(gameId: string): Promise<Record<string, any>> {
  return JSON.parse(ok(await exportForTable(gameId, 'Bert')).text);
}

/** The text sent again by Eve's phone (another sender, the sheet still naming its keeper). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a text bent at will
function fromEve(text: Record<string, any>): string {
  for (const game of text.games) {
    game.meta.spatz.sent = { ...game.meta.spatz.sent, from: 'Eve', phone: 'eve-phone' };
  }
  return JSON.stringify(text);
}

describe('the confirm button says what confirming does', () => {
  it('the game unchanged, the stake changed: "Save" and the stake, not "nothing new"', async () => {
    const id = await bertsGame();
    const text = await bertsText(id);
    text.sessions[0].stakePerPoint = 100;
    text.sessions[0].updatedAt = Date.now() + 1000;
    const preview = read(await previewReceived(fromEve(text)));
    expect(preview.action).toBe('same');
    expect(confirmText(preview, tr('en'), 'en')).toBe('Save: Stake per point €0.10 → €100.00');
  });

  it('the game unchanged, the evening paid there: "the evening becomes paid", and it does', async () => {
    const id = await bertsGame();
    const text = await bertsText(id);
    const paidAt = Date.now() - 1000;
    text.sessions[0].paidAt = paidAt;
    text.sessions[0].paidMarkedAt = paidAt;
    const sent = fromEve(text);
    const preview = read(await previewReceived(sent));
    expect(confirmText(preview, tr('en'), 'en')).toBe('Save: the evening becomes paid');
    expect(confirmText(preview, tr('de'), 'de')).toBe('Speichern: der Abend wird bezahlt');
    ok(await applyReceived(sent));
    expect((await bert.sessions.get(text.sessions[0].id))!.paidAt).toBe(paidAt);
  });

  it('nothing changes: "nothing new"', async () => {
    const id = await bertsGame();
    const preview = read(await previewReceived(fromEve(await bertsText(id))));
    expect(preview.writes).toBe(false);
    expect(confirmText(preview, tr('en'), 'en')).toBe('Nothing new: open the game');
  });
});

describe('nothing stored the preview did not name', () => {
  it('the game moved to another evening on the sender: no empty evening here', async () => {
    const id = await bertsGame();
    const text = await bertsText(id);
    const elsewhere = crypto.randomUUID();
    text.sessions[0] = {
      ...text.sessions[0],
      id: elsewhere,
      date: '2026-11-01',
      place: 'Elsewhere',
    };
    text.games[0].meta.spatz.sessionId = elsewhere;
    const sent = fromEve(text);
    const before = await dump(bert);
    const preview = read(await previewReceived(sent));
    expect(preview.evening).toBeUndefined();
    expect(preview.writes).toBe(false);
    ok(await applyReceived(sent));
    expect(await bert.sessions.get(elsewhere)).toBeUndefined();
    expect(await dump(bert)).toEqual(before);
  });
});

describe('a hand-back', () => {
  it('taken over on Anna’s phone and sent back unchanged: names Anna as the keeper', async () => {
    const id = await bertsGame();
    const sent = ok(await exportForTable(id, 'Bert')).text;
    await on(anna, async () => {
      ok(await applyReceived(sent));
      ok(await takeOver(id));
    });
    const back = await eveningFrom({ sender: anna, receiver: bert }, anna, id, 'Anna');
    const preview = read(await previewReceived(back));
    expect(preview.action).toBe('handed');
    expect(actionText(preview, tr('en'))).toBe(
      // The name isolated from the words around it (FSI … PDI).
      'no hand changes; \u2068Anna\u2069’s phone keeps score of it now',
    );
    expect(confirmText(preview, tr('en'), 'en')).toBe('Update it');
  });

  it('a text naming another keeper without a take-over leaves this phone’s game its own', async () => {
    const id = await bertsGame();
    const text = await bertsText(id);
    text.games[0].meta.spatz.sent.keeper = { phone: 'mallory', name: 'Mallory', at: Date.now() };
    const sent = fromEve(text);
    const before = await dump(bert);
    const preview = read(await previewReceived(sent));
    expect(preview.action).toBe('same');
    expect(preview.writes).toBe(false);
    ok(await applyReceived(sent));
    expect(await dump(bert)).toEqual(before);
    expect((await appendHand(id, hand(0, 61))).ok).toBe(true);
  });
});

describe('a sheet renaming this phone’s people, claiming to be this phone’s', () => {
  it('is kept beside labelled by its sender, and its name does not join the roster', async () => {
    const id = await bertsGame();
    const text = await bertsText(id);
    text.games[0].players = ['Anna', 'Mallory', 'Chris'];
    const preview = read(await previewReceived(fromEve(text)));
    expect(preview.games[0]).toMatchObject({ action: 'both', beside: 'new' });
    const outcome = ok(await applyReceived(fromEve(text)));
    const copy = (await bert.games.get(outcome.gameId))!;
    expect(copy.id).not.toBe(id);
    expect(copy.copy).toMatchObject({ from: 'Eve', phone: 'eve-phone' });
    expect(copy.players).toEqual(['Anna', 'Mallory', 'Chris']);
    // The same people in the same seats as the game it is a sheet of.
    expect(copy.playerIds).toEqual((await bert.games.get(id))!.playerIds);
    expect((await bert.players.toArray()).map((p) => p.name).sort()).toEqual([
      'Anna',
      'Bert',
      'Chris',
    ]);
  });
});

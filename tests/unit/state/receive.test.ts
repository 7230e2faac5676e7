/**
 * ReceiveState and a copy in GameView: a received game (tests/fixtures/received.ts) is
 * previewed, stored as a copy on confirm, shown read-only, and taken over. Expected values
 * by hand from RULES.md §1.5 / §1.7.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadGame } from '../../../src/lib/db';
import { i18n, t } from '../../../src/lib/i18n/index.svelte';
import { scoreGame } from '../../../src/lib/rules';
import { encodeLink } from '../../../src/lib/share';
import { GameView } from '../../../src/lib/state/gameView.svelte';
import { problemLines } from '../../../src/lib/view/importProblems';
import { handIn } from '../../../src/lib/state/incoming';
import { ReceiveState } from '../../../src/lib/state/receive.svelte';
import { FIRST_HANDS, MORE_HANDS, RECEIVED_ID, receivedText } from '../../fixtures/received';
import { dump, freshDatabase, ok } from '../db/helpers';
import { plain } from '../plainText';

const views: GameView[] = [];
afterEach(() => {
  for (const view of views.splice(0)) view.dispose();
  i18n.lang = 'de';
});

beforeEach(async () => {
  await freshDatabase();
});

async function viewOf(id: string): Promise<GameView> {
  const view = new GameView(id);
  views.push(view);
  await view.ready;
  return view;
}

async function received(text: string): Promise<ReceiveState> {
  const receive = new ReceiveState();
  await receive.open(text);
  return receive;
}

describe('ReceiveState', () => {
  it('previews a new game as a copy from Anna, stores it on confirm and names the game', async () => {
    i18n.lang = 'en';
    const receive = await received(receivedText(FIRST_HANDS));
    const phase = receive.phase;
    expect(phase.kind).toBe('preview');
    if (phase.kind !== 'preview') return;
    expect(phase.pending.action).toBe('new');
    // The English pack loads on first use.
    await vi.waitFor(() =>
      expect(plain(receive.fromText(phase.pending))).toMatch(/^A copy from Anna’s phone, sent /),
    );
    expect(phase.pending.preview.games[0]).toMatchObject({ id: RECEIVED_ID, hands: 3 });
    const stored = await receive.confirm();
    expect(stored).toEqual({ gameId: RECEIVED_ID, done: t('receiveDoneNew') });
    expect(scoreGame((await loadGame(RECEIVED_ID))!.game).totals).toEqual([20, 10, -10]);
  });

  it('takes what the scanner handed in, once; then says nothing is waiting', async () => {
    handIn(receivedText(FIRST_HANDS), 'scan');
    const first = new ReceiveState();
    await first.start();
    expect(first.phase.kind).toBe('preview');
    const second = new ReceiveState();
    await second.start();
    expect(second.phase.kind).toBe('nothing');
  });

  it('reads a link’s payload; a damaged link says so in words and stores nothing', async () => {
    const link = await encodeLink(receivedText(FIRST_HANDS), 'https://spatz.example/');
    const payload = link.slice(link.indexOf('#/receive/') + '#/receive/'.length);
    const good = new ReceiveState();
    await good.start(payload);
    expect(good.phase.kind).toBe('preview');

    const before = await freshDump();
    const cut = new ReceiveState();
    await cut.start(payload.slice(0, -10));
    expect(cut.phase).toMatchObject({ kind: 'refusedLink' });
    expect(await freshDump()).toEqual(before);
  });

  it('a refused text: its problems in the person’s language, never a path', async () => {
    const file = JSON.parse(receivedText(FIRST_HANDS));
    file.hands[1].declarerPoints = 121;
    const receive = await received(JSON.stringify(file));
    const phase = receive.phase;
    expect(phase.kind).toBe('problems');
    if (phase.kind !== 'problems') return;
    const { lines } = problemLines(phase.problems, t, 'de', 20, receive.handKinds);
    expect(lines[0]!.where).toMatch(/Spiel 2/);
    expect(lines[0]!.where).not.toMatch(/hands\[|declarerPoints/);
    expect(lines[0]!.message).toMatch(/121 liegt nicht zwischen 0 und 120/);
    expect(await receive.confirm()).toBeUndefined();
  });

  it('a later transfer with 3 more hands updates the copy', async () => {
    await (await received(receivedText(FIRST_HANDS))).confirm();
    const again = await received(receivedText([...FIRST_HANDS, ...MORE_HANDS]));
    expect(again.phase).toMatchObject({ kind: 'preview', pending: { action: 'update' } });
    expect(await again.confirm()).toEqual({ gameId: RECEIVED_ID, done: t('receiveDoneUpdate') });
    const result = scoreGame((await loadGame(RECEIVED_ID))!.game);
    expect(result.totals).toEqual([25, 20, 20]);
    expect(result.settlement.net).toEqual([50, -25, -25]);
  });
});

describe('GameView of a copy', () => {
  it('is read-only, refuses a hand in words, and after taking over continues with Anna’s deal', async () => {
    await (await received(receivedText(FIRST_HANDS))).confirm();
    const view = await viewOf(RECEIVED_ID);
    expect(view.readOnlyCopy).toBe(true);
    expect(view.copy).toMatchObject({ from: 'Anna' });
    const hand = {
      kind: 'played',
      declarer: 1,
      contract: 'hineinschauen',
      announced: 61,
      doublings: 0,
      declarerTricks: 'some',
      declarerPoints: 75,
    } as const;
    const refused = await view.saveHand('append', -1, hand);
    expect(refused.ok).toBe(false);
    i18n.lang = 'en';
    const { writeErrorText } = await import('../../../src/lib/state/actions');
    await vi.waitFor(() =>
      expect(!refused.ok && plain(writeErrorText(refused.error))).toMatch(
        /^This is Anna’s sheet, received .+\. Tap “Take over keeping score” to change it\.$/,
      ),
    );

    ok(await view.takeOver());
    expect(view.readOnlyCopy).toBe(false);
    expect(view.round).toBe(2);
    expect(view.result!.nextDealer).toBe(0);
    const written = ok(await view.saveHand('append', -1, hand));
    expect(written.result.hands[3]!.dealer).toBe(0);
    expect(view.result!.totals).toEqual([20, 25, -10]);
  });
});

async function freshDump() {
  const { currentDatabase } = await import('../../../src/lib/db/database');
  return dump(currentDatabase());
}

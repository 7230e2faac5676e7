/** The codes on screen as a receiving phone collects them, while the shown text changes. */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { appendHand, exportForTable, startGame, stopGame } from '../../../src/lib/db';
import { encodeFrames, FrameCollector } from '../../../src/lib/share';
import { frameId } from '../../../src/lib/state/showQr.svelte';
import { freshDatabase, ok, played, three } from '../db/helpers';

beforeEach(async () => {
  await freshDatabase();
});

async function framesOf(gameId: string, from: string) {
  const shown = ok(await exportForTable(gameId, from));
  return { text: shown.text, frames: await encodeFrames(shown.text, frameId(shown)) };
}

describe('the codes shown while the stored game is stopped, or the phone renamed', () => {
  it('a receiver halfway through the old codes still ends with exactly the new text', async () => {
    const game = ok(await startGame(three));
    for (let i = 0; i < 40; i++) {
      ok(await appendHand(game.id, played({ declarer: i % 3, declarerPoints: 62 })));
    }
    const before = await framesOf(game.id, 'Anna');
    expect(before.frames.length).toBeGreaterThan(1);
    // Stopping changes the text but not the hands' revision; so does another phone name.
    ok(await stopGame(game.id));
    for (const from of ['Anna', 'Anna Maria Huber-Oberhollenzer']) {
      const after = await framesOf(game.id, from);
      const collector = new FrameCollector();
      await collector.add(before.frames[0]!);
      let last;
      for (const frame of after.frames) last = await collector.add(frame);
      expect(last).toMatchObject({ kind: 'complete', text: after.text });
    }
  });
});

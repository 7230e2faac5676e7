import { afterEach, describe, expect, it } from 'vitest';
import { crcText } from '../../../src/lib/share/checksum';
import {
  deflateOptions,
  deflateRaw,
  inflateRaw,
  MAX_UNPACKED_BYTES,
} from '../../../src/lib/share/deflate';
import {
  encodeFrames,
  encodeLink,
  FrameCollector,
  GAME_FRAME_VERSION,
  readLinkPayload,
} from '../../../src/lib/share';
import { shareRefusalKey } from '../../../src/lib/view/shareRefusal';
import { messages as english } from '../../../src/lib/i18n/en';
import { messages as german } from '../../../src/lib/i18n/de/all';
import { sentGame } from './games';

async function framesOf(count: number, rev = 'r1') {
  const game = sentGame('bauerntarock', count);
  return { ...game, frames: await encodeFrames(game.text, { game: game.id, rev }) };
}

/** A frame with one data character changed, its checksum left as it was. */
function flipped(frame: string): string {
  const at = frame.lastIndexOf(':') - 5;
  const char = frame[at] === 'A' ? 'B' : 'A';
  return frame.slice(0, at) + char + frame.slice(at + 1);
}

describe('codes that are refused, and nothing of the transfer lost', () => {
  it('the pub’s Wi-Fi code and other text are not Spatz codes', async () => {
    const collector = new FrameCollector();
    for (const code of ['WIFI:S:Gasthof;T:WPA;P:geheim;;', 'https://example.org', '', 'SPATZ']) {
      expect(await collector.add(code)).toEqual({
        kind: 'refused',
        reason: 'notSpatz',
        received: 0,
        total: null,
      });
    }
  });

  it('a frame of another game is refused, the first game’s frames kept', async () => {
    const first = await framesOf(40);
    const other = await framesOf(40);
    const collector = new FrameCollector();
    await collector.add(first.frames[0]!);
    await collector.add(first.frames[1]!);
    expect(await collector.add(other.frames[2]!)).toMatchObject({
      kind: 'refused',
      reason: 'otherGame',
      received: 2,
      total: first.frames.length,
    });
    let last;
    for (const frame of first.frames.slice(2)) last = await collector.add(frame);
    expect(last).toMatchObject({ kind: 'complete', text: first.text });
  });

  it('a broken checksum is refused and the frame taken when it comes round again', async () => {
    const { frames, text } = await framesOf(40);
    const collector = new FrameCollector();
    expect(await collector.add(flipped(frames[0]!))).toMatchObject({
      kind: 'refused',
      reason: 'checksum',
      received: 0,
    });
    let last;
    for (const frame of frames) last = await collector.add(frame);
    expect(last).toMatchObject({ kind: 'complete', text });
  });

  it('a frame of a newer format says to update the app', async () => {
    const { frames } = await framesOf(1);
    // Version 2 is the evening (read); 3 is a format this app does not know.
    const newer = frames[0]!.replace(/^SPATZ:2:/, 'SPATZ:3:');
    const body = newer.slice(0, newer.lastIndexOf(':'));
    for (const code of [newer, `${body}:${crcText(body)}`, 'SPATZ:17:ANYTHING ELSE']) {
      expect(await new FrameCollector().add(code)).toMatchObject({ reason: 'newerVersion' });
    }
  });

  it('a frame laid out wrongly is damaged', async () => {
    const beyond = 'SPATZ:1:ABC:DEF:3/2:DATA'; // frame 3 of 2, its checksum right
    for (const code of ['SPATZ:1:', 'SPATZ:X:1', `${beyond}:${crcText(beyond)}`]) {
      expect(await new FrameCollector().add(code)).toMatchObject({ reason: 'damaged' });
    }
  });

  it('frames whose checksums hold but whose whole does not unpack start over', async () => {
    const body = 'SPATZ:1:ABCDEFG:HIJKLMN:1/1:' + 'ZZZ'.repeat(10);
    const step = await new FrameCollector().add(`${body}:${crcText(body)}`);
    expect(step).toEqual({ kind: 'refused', reason: 'damaged', received: 0, total: null });
  });

  it('a new revision of the same game (the sheet changed while shown) starts over', async () => {
    const game = sentGame('bauerntarock', 40);
    const old = await encodeFrames(game.text, { game: game.id, rev: 'r1' });
    const changed = sentGame('bauerntarock', 41);
    const fresh = await encodeFrames(changed.text, { game: game.id, rev: 'r2' });
    const collector = new FrameCollector();
    await collector.add(old[0]!);
    await collector.add(old[1]!);
    expect(await collector.add(fresh[0]!)).toMatchObject({ kind: 'progress', received: 1 });
    let last;
    for (const frame of fresh) last = await collector.add(frame);
    expect(last).toMatchObject({ kind: 'complete', text: changed.text });
  });

  it('every refusal has a text in both languages', () => {
    for (const reason of [
      'notSpatz',
      'otherGame',
      'checksum',
      'newerVersion',
      'damaged',
    ] as const) {
      for (const via of ['scan', 'link'] as const) {
        const key = shareRefusalKey(reason, via);
        expect(english[key]).toBeTruthy();
        expect(german[key]).toBeTruthy();
      }
    }
  });
});

describe('the fallback compression (fflate) and the streams read each other', () => {
  afterEach(() => {
    deflateOptions.forceFallback = false;
  });

  it.each([
    [true, false],
    [false, true],
  ])('sent with fallback %s, read with fallback %s', async (send, read) => {
    const game = sentGame('dobbm', 200);
    deflateOptions.forceFallback = send;
    const frames = await encodeFrames(game.text, { game: game.id, rev: 'r1' });
    const link = await encodeLink(game.text, 'https://spatz.example/');
    deflateOptions.forceFallback = read;
    const collector = new FrameCollector();
    let last;
    for (const frame of frames) last = await collector.add(frame);
    expect(last).toMatchObject({ kind: 'complete', text: game.text });
    const payload = link.split('#/receive/')[1]!;
    expect(await readLinkPayload(payload)).toEqual({ ok: true, text: game.text });
  });
});

describe('the link', () => {
  it('carries the evening in the fragment, and back', async () => {
    const game = sentGame('bavarian', 40);
    const link = await encodeLink(game.text, 'https://spatz.example/app/');
    expect(link.startsWith('https://spatz.example/app/#/receive/2.')).toBe(true);
    expect(link).toMatch(/^[^?]*#\/receive\/[0-9A-Za-z._-]+$/);
    expect(await readLinkPayload(link.split('#/receive/')[1]!)).toEqual({
      ok: true,
      text: game.text,
    });
  });

  it('refuses a link cut short, a newer one and a foreign one', async () => {
    const game = sentGame('bauerntarock', 40);
    const payload = (await encodeLink(game.text, 'x')).split('#/receive/')[1]!;
    expect(await readLinkPayload(payload.slice(0, -10))).toEqual({ ok: false, reason: 'checksum' });
    expect(await readLinkPayload('3' + payload.slice(1))).toEqual({
      ok: false,
      reason: 'newerVersion',
    });
    expect(await readLinkPayload('hello')).toEqual({ ok: false, reason: 'notSpatz' });
    expect(await readLinkPayload('1.nothing')).toEqual({ ok: false, reason: 'damaged' });
  });

  it('a one-game link of an earlier version still reads', async () => {
    const game = sentGame('dobbm', 12);
    const link = await encodeLink(game.text, 'https://spatz.example/', GAME_FRAME_VERSION);
    const payload = link.split('#/receive/')[1]!;
    expect(payload.startsWith('1.')).toBe(true);
    expect(await readLinkPayload(payload)).toEqual({ ok: true, text: game.text });
  });
});

describe('a packed game that unpacks to too much', () => {
  afterEach(() => {
    deflateOptions.forceFallback = false;
  });

  it.each([false, true])('is refused, not unpacked (fallback %s)', async (fallback) => {
    deflateOptions.forceFallback = fallback;
    // 17 MB of spaces packs to a few kilobytes: past MAX_UNPACKED_BYTES (16 MB).
    const bomb = await deflateRaw(new Uint8Array(MAX_UNPACKED_BYTES + 1024 * 1024).fill(32));
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await inflateRaw(bomb)).toBeNull();
    // A megabyte, far more than any real game, still unpacks.
    const big = await deflateRaw(new Uint8Array(1024 * 1024).fill(32));
    expect((await inflateRaw(big))?.length).toBe(1024 * 1024);
  });
});

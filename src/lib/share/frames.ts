/**
 * The QR frames of an evening (FORMAT.md "Between phones": the compression,
 * encoding and framing are the app's own, versioned design). A frame is
 *
 *   SPATZ:<version>:<key>:<rev>:<number>/<count>:<data>:<crc>
 *
 * all in the QR alphanumeric set: `<version>` the payload's version (2: the
 * evening in the backup envelope; 1: one game file, as earlier versions of the
 * app send it, still read), `<key>` and `<rev>` short keys of what is sent and
 * of its state (which evening or game, which state of it), `<number>` from 1,
 * `<data>` one slice of the Base45 text of the raw-deflated text, `<crc>` the
 * CRC-32 of everything before it.
 */
import { encodeBase45 } from './base45';
import { crcText, shortKey } from './checksum';
import { packText } from './pack';

const FRAME_PREFIX = 'SPATZ:';
/** The evening's payload (the backup envelope holding that evening alone). */
export const FRAME_VERSION = 2;
/** One game file: what earlier versions of the app send, still read (and sent when chosen). */
export const GAME_FRAME_VERSION = 1;
/** The versions this app reads. */
export const FRAME_VERSIONS: readonly number[] = [GAME_FRAME_VERSION, FRAME_VERSION];

/**
 * At most 600 characters a frame: what a version-15 code holds in alphanumeric
 * mode at error correction M (77×77 modules, which a phone camera reads from
 * another phone's screen at arm's length; a larger one gets fiddly).
 */
export const MAX_FRAME_CHARS = 600;

export interface ShareId {
  /** The evening's (or, for a single game, the game's) id. */
  game: string;
  /** The stored state's revision: frames of another revision are another transfer. */
  rev: string;
}

/** What a frame says about itself, once its checksum holds. */
export interface Frame {
  version: number;
  game: string;
  rev: string;
  /** From 0. */
  index: number;
  count: number;
  data: string;
}

export type FrameRefusal = 'notSpatz' | 'newerVersion' | 'checksum' | 'damaged';

function header(v: number, game: string, rev: string, number: number, count: number): string {
  return `${FRAME_PREFIX}${v}:${game}:${rev}:${number}/${count}:`;
}

/**
 * The frames that carry `text`, in order; one frame when it fits. `version` says what the
 * text is: the evening's envelope (FRAME_VERSION) or a single game file (GAME_FRAME_VERSION).
 */
export async function encodeFrames(
  text: string,
  id: ShareId,
  version: number = FRAME_VERSION,
): Promise<string[]> {
  const data = encodeBase45(await packText(text));
  const game = shortKey(id.game);
  const rev = shortKey(id.rev);
  // The header grows with the count's digits; size the slices for the largest.
  let count = 1;
  for (;;) {
    const room = MAX_FRAME_CHARS - header(version, game, rev, count, count).length - 9;
    const needed = Math.max(1, Math.ceil(data.length / room));
    if (needed <= count) break;
    count = needed;
  }
  // Even slices, so the last frame is not a sliver.
  const size = Math.ceil(data.length / count);
  const frames: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = header(version, game, rev, i + 1, count) + data.slice(i * size, (i + 1) * size);
    frames.push(`${body}:${crcText(body)}`);
  }
  return frames;
}

const HEAD = /^SPATZ:(\d+):([0-9A-Z]{1,13}):([0-9A-Z]{1,13}):(\d{1,5})\/(\d{1,5}):/;

/** A frame read back from a code's text, or why it cannot be one. */
export function parseFrame(code: string): Frame | FrameRefusal {
  const text = code.trim();
  if (!text.startsWith(FRAME_PREFIX)) return 'notSpatz';
  const version = /^SPATZ:(\d+):/.exec(text);
  if (!version) return 'damaged';
  // A newer format is said as such even when the rest is laid out differently.
  if (Number(version[1]) > FRAME_VERSION) return 'newerVersion';
  const head = HEAD.exec(text);
  const crcAt = text.lastIndexOf(':');
  if (!head || crcAt < head[0].length) return 'damaged';
  const body = text.slice(0, crcAt);
  if (crcText(body) !== text.slice(crcAt + 1)) return 'checksum';
  const number = Number(head[4]);
  const count = Number(head[5]);
  if (!FRAME_VERSIONS.includes(Number(head[1])) || count < 1 || number < 1 || number > count) {
    return 'damaged';
  }
  return {
    version: Number(head[1]),
    game: head[2]!,
    rev: head[3]!,
    index: number - 1,
    count,
    data: body.slice(head[0].length),
  };
}

/**
 * The QR frames of one game (FORMAT.md "Between phones": the compression,
 * encoding and framing are the app's own, versioned design). A frame is
 *
 *   SPATZ:1:<game>:<rev>:<number>/<count>:<data>:<crc>
 *
 * all in the QR alphanumeric set: `1` the frame format's version, `<game>` and
 * `<rev>` short keys of the game's id and revision (which game, which state of
 * it), `<number>` from 1, `<data>` one slice of the Base45 text of the
 * raw-deflated game file, `<crc>` the CRC-32 of everything before it.
 */
import { encodeBase45 } from './base45';
import { crcText, shortKey } from './checksum';
import { packText } from './pack';

export const FRAME_PREFIX = 'SPATZ:';
export const FRAME_VERSION = 1;

/**
 * At most 600 characters a frame: what a version-15 code holds in alphanumeric
 * mode at error correction M (77×77 modules, which a phone camera reads from
 * another phone's screen at arm's length; a larger one gets fiddly).
 */
export const MAX_FRAME_CHARS = 600;

export interface ShareId {
  /** The game's id. */
  game: string;
  /** The game's stored revision (`rev`): frames of another revision are another transfer. */
  rev: string;
}

/** What a frame says about itself, once its checksum holds. */
export interface Frame {
  game: string;
  rev: string;
  /** From 0. */
  index: number;
  count: number;
  data: string;
}

export type FrameRefusal = 'notSpatz' | 'newerVersion' | 'checksum' | 'damaged';

function header(game: string, rev: string, number: number, count: number): string {
  return `${FRAME_PREFIX}${FRAME_VERSION}:${game}:${rev}:${number}/${count}:`;
}

/** The frames that carry `text`, in order; one frame when it fits. */
export async function encodeFrames(text: string, id: ShareId): Promise<string[]> {
  const data = encodeBase45(await packText(text));
  const game = shortKey(id.game);
  const rev = shortKey(id.rev);
  // The header grows with the count's digits; size the slices for the largest.
  let count = 1;
  for (;;) {
    const room = MAX_FRAME_CHARS - header(game, rev, count, count).length - 9;
    const needed = Math.max(1, Math.ceil(data.length / room));
    if (needed <= count) break;
    count = needed;
  }
  // Even slices, so the last frame is not a sliver.
  const size = Math.ceil(data.length / count);
  const frames: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = header(game, rev, i + 1, count) + data.slice(i * size, (i + 1) * size);
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
  if (Number(head[1]) !== FRAME_VERSION || count < 1 || number < 1 || number > count) {
    return 'damaged';
  }
  return {
    game: head[2]!,
    rev: head[3]!,
    index: number - 1,
    count,
    data: body.slice(head[0].length),
  };
}

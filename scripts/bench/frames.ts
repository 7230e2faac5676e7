/**
 * Figure (f) of scripts/bench.ts: the QR frames an evening needs, and how long they take
 * to show once at the show screen's pace. The game text is exactly what a phone shows
 * (db `tableFile`): the FORMAT.md file with its ids, the hands' ids and times, the evening
 * and `meta.spatz.sent`, for a Bauerntarock evening entered at a table's pace.
 */
import { tableFile } from '../../src/lib/db/backupFormat';
import type { GameRow, HandRow, SessionRow } from '../../src/lib/db/types';
import { readGame } from '../../src/lib/rules';
import { encodeFrames, MAX_FRAME_CHARS } from '../../src/lib/share';
import { drawQr, FRAMES_PER_SECOND } from '../../src/lib/view/qrCode';
import { longGame } from './games';

export const FRAME_EVENINGS = [40, 200];

export interface FrameCount {
  hands: number;
  /** Characters of the game text handed to the codec. */
  chars: number;
  frames: number;
  /** The largest QR version among the frames. */
  version: number;
  /** The frames shown once, at FRAMES_PER_SECOND. */
  showMs: number;
}

/** A stored game of `count` hands, the rows as the app keeps them; a hand every 2 to 5 minutes. */
export function evening(count: number): { row: GameRow; hands: HandRow[]; session: SessionRow } {
  const read = readGame(longGame(count, 2026 + count));
  if (!read.ok) throw new Error(`generated game invalid: ${JSON.stringify(read.problems)}`);
  const start = Date.UTC(2026, 10, 28, 18, 30);
  const session: SessionRow = {
    id: crypto.randomUUID(),
    createdAt: start,
    updatedAt: start,
    date: '2026-11-28',
    place: 'Gasthof Post',
    stakePerPoint: 0.1,
    coin: 0.5,
  };
  let at = start;
  const gameId = crypto.randomUUID();
  const hands = read.value.hands.map((hand, position): HandRow => {
    at += 120_000 + Math.floor(Math.random() * 180_000);
    const id = crypto.randomUUID();
    return { id, gameId, position, hand, createdAt: at, updatedAt: at };
  });
  const { variant, players, firstDealer, houseRules } = read.value;
  const row: GameRow = {
    id: gameId,
    sessionId: session.id,
    createdAt: start,
    updatedAt: at,
    variant,
    players,
    // Roster ids travel in no file: the payload carries names only (FORMAT.md).
    playerIds: players.map(() => crypto.randomUUID()),
    firstDealer,
    houseRules,
    stoppedEarly: false,
    deleted: false,
    rev: crypto.randomUUID(),
  };
  return { row, hands, session };
}

export async function frameCounts(): Promise<FrameCount[]> {
  const counts: FrameCount[] = [];
  for (const hands of FRAME_EVENINGS) {
    const { row, hands: rows, session } = evening(hands);
    const { text, rev } = tableFile(row, rows, session, 'Anna', Date.now());
    const frames = await encodeFrames(text, { game: row.id, rev });
    const version = Math.max(...frames.map((frame) => drawQr(frame).version));
    counts.push({
      hands,
      chars: text.length,
      frames: frames.length,
      version,
      showMs: (frames.length / FRAMES_PER_SECOND) * 1000,
    });
  }
  return counts;
}

/** One line an evening, in the bench's table width, and what it means. */
export function printFrames(counts: FrameCount[], width = 0): void {
  for (const c of counts) {
    const label = `(f) QR frames, ${c.hands}-hand evening`;
    console.log(
      `${label.padEnd(width)}  ${String(c.frames).padStart(3)} frames (version <= ${c.version}, ` +
        `${c.chars.toLocaleString('en')} chars of game file)  shown once in ` +
        `${(c.showMs / 1000).toFixed(2)} s at ${FRAMES_PER_SECOND} per second`,
    );
  }
  console.log(
    `  note: (f) frames of at most ${MAX_FRAME_CHARS} characters (QR alphanumeric, ecc M, version <= 15); ` +
      'the time shown once is the least a receiving camera needs to see every frame',
  );
}

/**
 * Figure (f) of scripts/bench.ts: the QR frames an evening needs, and how long they take
 * to show once at the show screen's pace. The text is exactly what a phone shows (db
 * `eveningText`): the backup envelope of the evening, each game a FORMAT.md file with its
 * ids, the hands' ids and times and `meta.spatz.sent`, for Bauerntarock games entered at a
 * table's pace: one game of 40 or 200 hands, and an evening of three 40-hand games.
 */
import { eveningText } from '../../src/lib/files/eveningFile';
import type { GameRow, HandRow, SessionRow } from '../../src/lib/files/types';
import { readGame } from '../../src/lib/rules';
import { encodeFrames, MAX_FRAME_CHARS } from '../../src/lib/share';
import { drawQr, FRAMES_PER_SECOND } from '../../src/lib/view/qrCode';
import { longGame } from './games';

/** The evenings measured: the hands of each of their games. */
export const FRAME_EVENINGS: readonly (readonly number[])[] = [[40], [200], [40, 40, 40]];

/** "40-hand evening", "evening of 3 × 40 hands". */
export function eveningLabel(games: readonly number[]): string {
  return games.length === 1
    ? `${games[0]}-hand evening`
    : `evening of ${games.length} x ${games[0]} hands`;
}

export interface FrameCount {
  label: string;
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
export function evening(
  count: number,
  session?: SessionRow,
  offset = 0,
): { row: GameRow; hands: HandRow[]; session: SessionRow } {
  const read = readGame(longGame(count, 2026 + count + offset));
  if (!read.ok) throw new Error(`generated game invalid: ${JSON.stringify(read.problems)}`);
  const start = Date.UTC(2026, 10, 28, 18, 30) + offset * 3 * 3_600_000;
  session ??= {
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

/** The evening's text as the share screen shows it, with the games of `games` hands. */
export function eveningShown(games: readonly number[]): { text: string; id: string; rev: string } {
  const first = evening(games[0]!);
  const rows = [first, ...games.slice(1).map((n, i) => evening(n, first.session, i + 1))];
  const sender = { phone: crypto.randomUUID(), name: 'Anna' };
  const { text, rev } = eveningText(first.session, rows, sender, Date.now());
  return { text, id: first.session.id, rev };
}

export async function frameCounts(): Promise<FrameCount[]> {
  const counts: FrameCount[] = [];
  for (const games of FRAME_EVENINGS) {
    const { text, id, rev } = eveningShown(games);
    const hands = games.reduce((a, b) => a + b, 0);
    const frames = await encodeFrames(text, { game: id, rev });
    const version = Math.max(...frames.map((frame) => drawQr(frame).version));
    counts.push({
      label: eveningLabel(games),
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
    const label = `(f) QR frames, ${c.label}`;
    console.log(
      `${label.padEnd(width)}  ${String(c.frames).padStart(3)} frames (version <= ${c.version}, ` +
        `${c.chars.toLocaleString('en')} chars of evening text)  shown once in ` +
        `${(c.showMs / 1000).toFixed(2)} s at ${FRAMES_PER_SECOND} per second`,
    );
  }
  console.log(
    `  note: (f) frames of at most ${MAX_FRAME_CHARS} characters (QR alphanumeric, ecc M, version <= 15); ` +
      'the time shown once is the least a receiving camera needs to see every frame',
  );
}

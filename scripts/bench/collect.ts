/**
 * Figure (k) of scripts/bench.ts: the organizer collecting a round's sheets by the fake
 * camera (RULES.md §4), 60 players at 15 tables of 4, each table's sheet a 24-hand game as
 * its phone shows it to the table (the evening's text with its ids, db `eveningText`, in
 * QR frames, error correction M). The organizer's profile holds the tournament with round 1
 * drawn (imported once from a backup, as a restored phone would); then, for each table, the
 * organizer's browser is launched on that profile with a camera playing the table's frames
 * at 5 per second in a loop (one camera a browser process), opens the tournament and taps
 * "scan". Timed in the page from the first frame counted (`scan-progress` `data-received`
 * 1) until the sheet is taken in (the desk's camera lists its outcome, `sheet-outcome`
 * `data-ok`, after the write; the last table's sends the desk back to the round, where
 * `round-table-{t}` shows it reported), a confirm tapped the moment it is offered. Against the frames shown
 * once at the camera's pace (the limit, as (h)); and, measured in the same run, the same
 * frames received as an ordinary hand-off on a fresh profile ((h)'s way), for scale.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../../src/lib/files/backupFile';
import { eveningText } from '../../src/lib/files/eveningFile';
import type { GameRow, HandRow, SessionRow, TournamentRow } from '../../src/lib/files/types';
import { readGame } from '../../src/lib/rules';
import { encodeFrames } from '../../src/lib/share';
import { drawTournamentRound, type Tournament } from '../../src/lib/tournament';
import { launchChromium } from '../../tests/e2e/chromium';
import { fakeCameraFile, fakeCameraFlags } from '../../tests/e2e/fakeCamera';
import { appMounted } from '../../tests/e2e/pwa';
import { longGame } from './games';
import { receiveOnce } from './receive';
import { median } from './report';

const CAMERA_FPS = 5;
const PLAYERS = 60;
const HANDS = 24;

export interface CollectTime {
  table: number;
  frames: number;
  /** The frames shown once at CAMERA_FPS: the least any receiver needs. */
  limitMs: number;
  /** The first frame counted until the sheet is taken in (stored). */
  storedMs: number;
  /** The same frames as an ordinary hand-off: the first frame counted until the game shows. */
  handOffMs: number;
}

/** The tournament as the organizer's backup holds it, and each table's sheet in frames. */
export async function tournamentAndSheets(now: number) {
  const session: SessionRow = {
    id: crypto.randomUUID(),
    createdAt: now,
    updatedAt: now,
    date: '2026-12-05',
  };
  const core: Tournament = {
    id: crypto.randomUUID(),
    name: 'Preistarock Bench',
    date: '2026-12-05',
    place: 'Gasthof Post',
    variant: 'bauerntarock',
    houseRules: {},
    rounds: 4,
    roundEnd: { kind: 'hands', hands: HANDS },
    players: Array.from({ length: PLAYERS }, (_, i) => ({
      id: crypto.randomUUID(),
      name: `Spieler ${i + 1}`,
      from: 1,
      until: null,
    })),
    seed: 2026,
    draws: [],
    prizes: '',
  };
  const drawn = drawTournamentRound(core, 1, 0);
  if (!drawn.ok) throw new Error(drawn.refusal.code);
  core.draws.push({
    round: 1,
    redraw: 0,
    tables: drawn.tables,
    games: drawn.tables.map(() => crypto.randomUUID()),
  });
  const { id, ...rest } = core;
  const row: TournamentRow = { ...rest, id, createdAt: now, updatedAt: now, sessionId: session.id };
  const backup = JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(now).toISOString(),
    games: [],
    sessions: [session],
    players: [],
    settings: [],
    tournaments: [row],
  });
  const names = new Map(core.players.map((p) => [p.id, p.name]));
  const sheets: string[][] = [];
  for (const [t, seats] of drawn.tables.entries()) {
    sheets.push(
      await sheetFrames(
        core,
        t,
        seats.map((s) => names.get(s)!),
        now,
      ),
    );
  }
  return { id, backup, sheets };
}

/** Table `t`'s sheet as its phone shows it: its own evening, its game under the draw's id. */
async function sheetFrames(core: Tournament, t: number, players: string[], now: number) {
  const read = readGame({ ...longGame(HANDS, 100 + t), players, houseRules: { endAt: null } });
  if (!read.ok) throw new Error(`generated game invalid: ${JSON.stringify(read.problems)}`);
  const start = now - HANDS * 180_000;
  const session: SessionRow = {
    id: crypto.randomUUID(),
    createdAt: start,
    updatedAt: start,
    date: core.date,
  };
  const gameId = core.draws[0]!.games[t]!;
  const hands = read.value.hands.map((hand, position): HandRow => ({
    id: crypto.randomUUID(),
    gameId,
    position,
    hand,
    createdAt: start + (position + 1) * 180_000,
    updatedAt: start + (position + 1) * 180_000,
  }));
  const row: GameRow = {
    id: gameId,
    sessionId: session.id,
    createdAt: start,
    updatedAt: now,
    variant: 'bauerntarock',
    players,
    playerIds: players.map(() => crypto.randomUUID()),
    firstDealer: 0,
    houseRules: { endAt: null },
    stoppedEarly: false,
    deleted: false,
    rev: crypto.randomUUID(),
    tournament: { id: core.id, round: 1, table: t, name: core.name },
  };
  const sender = { phone: crypto.randomUUID(), name: `Tisch ${t + 1}` };
  const { text, rev } = eveningText(session, [{ row, hands }], sender, now);
  return encodeFrames(text, { game: session.id, rev });
}

/** The organizer's page: where its tournament opens. */
const tournamentAt = (url: string, id: string) => `${url}/#/tournament/${encodeURIComponent(id)}`;

/** Runs in the organizer's page: marks the first frame counted and the table reported. */
const markHooks = (table: number) => `(() => {
  const marks = {};
  globalThis.collectMarks = marks;
  new MutationObserver(() => {
    const now = performance.now();
    const progress = document.querySelector('[data-testid="scan-progress"]');
    if (marks.first === undefined && Number(progress?.getAttribute('data-received') ?? 0) > 0)
      marks.first = now;
    const confirm = document.querySelector('[data-testid="import-confirm"]');
    if (confirm instanceof HTMLButtonElement && !confirm.disabled && !marks.confirmed) {
      marks.confirmed = true;
      setTimeout(() => confirm.click(), 0);
    }
    // Taken in: the desk's camera lists the outcome (or, the round complete, shows the round).
    const taken = document.querySelector('[data-testid="sheet-outcome"][data-ok="true"]');
    const row = document.querySelector('[data-testid="round-table-${table}"]');
    if (marks.stored === undefined && (taken || row?.getAttribute('data-reported') === 'true')) {
      marks.stored = now;
      // One frame can complete before "1 of 1" is painted.
      if (marks.first === undefined) marks.first = now;
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** The organizer's profile with the tournament imported from its backup. */
async function organizerProfile(url: string, backup: string): Promise<string> {
  const profile = await mkdtemp(join(tmpdir(), 'spatz-bench-collect-'));
  const session = await launchChromium(url, { userDataDir: profile });
  try {
    const { page } = session;
    await page.goto(`${url}/`);
    await appMounted(page);
    await page.getByTestId('open-settings').click();
    await page.getByTestId('import-file').setInputFiles({
      name: 'turnier.json',
      mimeType: 'application/json',
      buffer: Buffer.from(backup, 'utf8'),
    });
    await page.getByTestId('import-confirm').click();
    await page.getByTestId('import-confirm').waitFor({ state: 'detached' });
  } finally {
    await session.close();
  }
  return profile;
}

async function collectOnce(url: string, profile: string, id: string, t: number, camera: string) {
  const session = await launchChromium(url, {
    userDataDir: profile,
    args: fakeCameraFlags(camera),
  });
  try {
    const { page } = session;
    await page.addInitScript(markHooks(t));
    await page.goto(tournamentAt(url, id));
    await page.getByTestId(`round-table-${t}`).waitFor();
    await page.getByTestId('scan-qr').click();
    await page.waitForFunction(
      () => (globalThis as { collectMarks?: { stored?: number } }).collectMarks?.stored,
      null,
      { timeout: 120_000 },
    );
    const marks = await page.evaluate(
      () => (globalThis as { collectMarks?: { first: number; stored: number } }).collectMarks!,
    );
    return marks.stored - marks.first;
  } finally {
    await session.close();
  }
}

/** (k): every table's sheet collected once, one after the other, in table order. */
export async function collectTimes(url: string): Promise<CollectTime[]> {
  const { id, backup, sheets } = await tournamentAndSheets(Date.now());
  const profile = await organizerProfile(url, backup);
  const times: CollectTime[] = [];
  try {
    for (const [t, frames] of sheets.entries()) {
      const camera = await fakeCameraFile(frames, 1);
      try {
        const storedMs = await collectOnce(url, profile, id, t, camera);
        const handOff = await receiveOnce(url, camera);
        times.push({
          table: t,
          frames: frames.length,
          limitMs: (frames.length / CAMERA_FPS) * 1000,
          storedMs,
          handOffMs: handOff.stored - handOff.first,
        });
      } finally {
        await rm(dirname(camera), { recursive: true, force: true });
      }
    }
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
  return times;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The median and the worst sheet, in the bench's table width, and what they mean. */
export function printCollect(times: CollectTime[], width = 0): void {
  const ratios = times.map((t) => t.storedMs / t.limitMs);
  const worst = times[ratios.indexOf(Math.max(...ratios))]!;
  const met = ratios.every((r) => r <= 1.2) ? 'met' : 'MISSED';
  const label = `(k) ${times.length} sheets collected`;
  console.log(
    `${label.padEnd(width)}  first frame until stored ${seconds(median(times.map((t) => t.storedMs)))} ` +
      `(median; hand-off of the same frames ${seconds(median(times.map((t) => t.handOffMs)))})  ` +
      `limit ${seconds(median(times.map((t) => t.limitMs)))} (${median(times.map((t) => t.frames))} frames)  ` +
      `ratio median ${median(ratios).toFixed(2)}x, worst ${Math.max(...ratios).toFixed(2)}x ` +
      `(table ${worst.table + 1}: ${seconds(worst.storedMs)} of ${seconds(worst.limitMs)})  target each <= 1.2x ${met}`,
  );
  console.log(
    `  note: (k) ${PLAYERS} players at 15 tables, each sheet a ${HANDS}-hand game in QR frames played by Chromium's fake camera at ${CAMERA_FPS} per second in a loop, ` +
      "one browser launch on the organizer's profile per sheet; timed in the page from the first frame counted until the sheet is taken in (its outcome listed, after the write); " +
      'the ratio is against the frames shown once (the limit); the hand-off is the same frames received on a fresh profile as (h) does',
  );
}

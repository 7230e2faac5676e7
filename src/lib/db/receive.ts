/**
 * An evening handed over from another phone (FORMAT.md "Between phones"): previewed with
 * every change a confirm would make, then stored in one transaction, merged game by game
 * and hand by hand (eveningMerge.ts). Part of the backup chunk (index.ts); the text is read
 * and checked whole by the rules engine's reader before anything is written.
 */
import type { Variant } from '../rules';
import type { DbResult } from '../files/problems';
import { readingStorage, refusedFile, type ImportPreview } from './importPreview';
import { currentDatabase } from './database';
import { readReceivedEvening, type ReceivedEvening } from '../files/eveningFile';
import type { EveningChange, PaidChange } from '../files/eveningMerge';
import type { OnProgress } from '../files/pace';
import { planReceive, type GamePlan, type ReceivePlan } from './receivePlan';
import {
  openedGame,
  shownAction,
  storeReceived,
  type ReceiveAction,
  type ReceiveOutcome,
} from './receiveWrites';
import { receiveGate, type ImportedSheet } from './sheetGate';
import { isReadOnlyCopy, type WriteResult } from '../files/types';

export type { ReceiveAction, ReceiveOutcome } from './receiveWrites';
export type { EveningChange, PaidChange } from '../files/eveningMerge';
export { readReceivedEvening, type ReceivedEvening } from '../files/eveningFile';

/** One received game in the preview: what a confirm does with it, in the screen's words. */
export interface ReceivedGameLine {
  id: string;
  variant: Variant;
  players: string[];
  /** Played hands received (a redeal takes no number). */
  hands: number;
  /** Played hands stored here, where this phone has the game. */
  storedHands?: number;
  action: ReceiveAction;
  /** For `both`: the copy beside is new, or updates one kept beside already. */
  beside?: 'new' | 'update' | 'same' | 'older';
  /** Whose sheet it is (the phone that keeps score of it), "" when unnamed. */
  keeper: string;
  /** The sheet names this phone as the one that keeps score. */
  keeperIsSelf: boolean;
  /** This phone keeps score of its stored game now (before the confirm). */
  keptHere: boolean;
  deleted: boolean;
  /** A tournament table's sheet (past the desk's gate): its table and what it changes. */
  sheet?: ImportedSheet;
}

export interface ReceivedPreview {
  /** For the import's preview box: the games, the evening if new. */
  preview: ImportPreview;
  /** What becomes of the game a confirm opens (the evening's latest). */
  action: ReceiveAction;
  /** The id of that game in `games`. */
  opened?: string;
  kind: ReceivedEvening['kind'];
  /** The sending phone's name ("" when it gave none) and when it sent (its clock). */
  from: string;
  sentAt: number;
  /** The sender's clock says a time after this phone's: shown as such, ranked as now. */
  sentInFuture: boolean;
  evening?: {
    date: string;
    place?: string;
    /** New on this phone. */
    added: boolean;
    changes: EveningChange[];
    paid?: PaidChange;
  };
  games: ReceivedGameLine[];
  /** Whether a confirm changes anything stored. */
  writes: boolean;
}

const played = (hands: readonly { hand: { kind: string } }[]) =>
  hands.filter((h) => h.hand.kind === 'played').length;

function line(
  plan: GamePlan,
  self: string | undefined,
  sheets: readonly ImportedSheet[],
): ReceivedGameLine {
  const { file, stored, action } = plan;
  const { id, variant, players, deleted } = file.row;
  const sheet = sheets.find((s) => s.gameId === id);
  return {
    id,
    variant,
    players,
    hands: played(file.hands),
    ...(stored ? { storedHands: played(stored.hands) } : {}),
    action,
    ...(plan.beside ? { beside: plan.beside.action } : {}),
    keeper: file.keeper.name,
    keeperIsSelf: self !== undefined && file.keeper.phone === self,
    keptHere: stored !== undefined && !isReadOnlyCopy(stored.row),
    deleted,
    ...(sheet ? { sheet } : {}),
  };
}

function previewOf(
  read: ReceivedEvening,
  plan: ReceivePlan,
  now: number,
  sheets: readonly ImportedSheet[],
): ReceivedPreview {
  const games = plan.games.map((g) => line(g, plan.self, sheets));
  const session = read.session;
  const merged = plan.evening;
  const preview: ImportPreview = {
    kind: 'game',
    games: games.map((g) => ({
      id: g.id,
      variant: g.variant,
      players: g.players,
      hands: g.hands,
      exists: g.storedHands !== undefined && g.action !== 'both',
      deleted: g.deleted,
      ...(g.action === 'older' ? { difference: 'older' as const } : {}),
      ...(g.action === 'update' ? { update: true } : {}),
      ...(g.storedHands !== undefined ? { storedHands: g.storedHands } : {}),
    })),
    sessions:
      session && merged
        ? [
            {
              id: session.id,
              date: session.date,
              ...(session.place ? { place: session.place } : {}),
              exists: !merged?.added,
            },
          ]
        : [],
    players: [],
    settings: [],
  };
  const open = openedGame(plan.games);
  return {
    preview,
    action: open ? shownAction(open) : 'same',
    ...(open ? { opened: open.file.row.id } : {}),
    kind: read.kind,
    from: read.from,
    sentAt: read.sentAt,
    sentInFuture: read.sentAt > now,
    ...(session && merged
      ? {
          evening: {
            date: merged.row?.date ?? plan.storedEvening?.date ?? session.date,
            ...(session.place ? { place: session.place } : {}),
            added: merged.added,
            changes: merged.changes,
            ...(merged.paid ? { paid: merged.paid } : {}),
          },
        }
      : {}),
    games,
    writes: plan.writes,
  };
}

/** The evening of a received text, or every problem; writes nothing. */
async function readReceived(
  text: string,
  onProgress?: OnProgress,
): Promise<DbResult<ReceivedEvening>> {
  onProgress?.({ step: 'checking', fraction: 0 });
  const read = await readReceivedEvening(text, Date.now());
  onProgress?.({ step: 'checking', fraction: 1 });
  return read;
}

/** What storing `text` would do, every change in it; writes nothing. */
export async function previewReceived(
  text: string,
  onProgress?: OnProgress,
): Promise<DbResult<ReceivedPreview>> {
  const read = await readReceived(text, onProgress);
  if (!read.ok) return read;
  const db = currentDatabase();
  return readingStorage(() =>
    db.transaction('r', ['games', 'hands', 'sessions', 'settings', 'tournaments'], async () => {
      const now = Date.now();
      const gate = await receiveGate(db, read.value.games);
      if (gate.problems.length > 0) return { ok: false as const, problems: gate.problems };
      const plan = await planReceive(db, read.value, now);
      return { ok: true as const, value: previewOf(read.value, plan, now, gate.sheets) };
    }),
  );
}

/**
 * Stores a received evening (see planReceive), reading and checking all of the text again
 * first: a text the reader refuses changes nothing. Nothing else is chosen: what is kept
 * beside and what is merged follows from what each phone holds (eveningMerge.ts).
 */
export async function applyReceived(
  text: string,
  _resolution?: 'newer' | 'both',
  onProgress?: OnProgress,
): Promise<WriteResult<ReceiveOutcome>> {
  const read = await readReceived(text, onProgress);
  if (!read.ok) return refusedFile(read.problems);
  onProgress?.({ step: 'saving' });
  return storeReceived(read.value);
}

import type { GameResult, Hand } from '../rules';
import type {
  CopyInfo,
  GameRow,
  GameWrite,
  HistoryState,
  LoadedGame,
  SessionRow,
  WriteResult,
} from '../db';
import type { EntryMode, StoredDraft } from '../view/handDraft';
import { GameDraft } from './gameDraft.svelte';
import { forget } from './unsavedDrafts';
import { perform, undoOrRedo, writing } from './actions';
import { quickGame, shown as firstScreenShown } from './coldStart';
import { heldWhile, Live } from './live.svelte';
import { keepScored, scoreLoaded, type ScoredGame } from './scored';
import { t } from '../i18n/index.svelte';
import { handNumber } from '../view/handNumbers';

/** What a saved hand's toast says beside its number: who, how it went, the score. */
export interface SavedWords {
  words: string;
  score: string;
}

/**
 * One game as the game screen and the hand entry see it: the stored facts
 * and the rules engine's result for them, and every write a person can make
 * to the game. A write of this tab shows the game and result its own check
 * computed; the live query brings what another tab changed (a read-back of
 * our own write is the same revision and is not scored again, see scored.ts).
 */
export class GameView {
  readonly gameId: string;
  #stored: Live<LoadedGame | undefined, ScoredGame | undefined>;
  #history: Live<HistoryState>;
  /** The hand begun and not saved, kept in storage for this game. */
  readonly drafts: GameDraft;
  /**
   * The evening (the settlement's money). Made with the view, not on first
   * use: state made while a template reads it is not tracked by that template,
   * so a lazily made query never showed its answer.
   */
  #session: Live<SessionRow | undefined>;

  constructor(gameId: string) {
    this.gameId = gameId;
    // On a cold start the totals paint from the quick read, scored there once.
    // This screen's queries: a write of the game's hands pauses them (#handWrite).
    this.#stored = new Live((db) => db.loadGame(gameId), {
      first: quickGame(gameId),
      accept: scoreLoaded,
      game: gameId,
    });
    this.#history = new Live((db) => db.historyState(), { wait: true, game: gameId });
    this.drafts = new GameDraft(gameId);
    this.#session = new Live((db) => db.sessionOfGame(gameId), { wait: true, game: gameId });
  }

  /** Stops following the database; the last screen using the view calls this. */
  dispose(): void {
    this.#stored.stop();
    this.#history.stop();
    this.#session.stop();
    this.drafts.stop();
  }

  get loaded(): boolean {
    return this.#stored.loaded;
  }

  /** Resolves once the game was first read (or could not be). */
  get ready(): Promise<void> {
    return this.#stored.ready;
  }

  get error(): Error | undefined {
    return this.#stored.error;
  }

  get row(): GameRow | undefined {
    return this.#stored.value?.row;
  }

  get game(): ScoredGame['game'] | undefined {
    return this.#stored.value?.game;
  }

  get result(): GameResult | undefined {
    return this.#stored.value?.result;
  }

  /** The totals are on screen: the database code may load once they are painted. */
  shown(): void {
    firstScreenShown();
  }

  /** Over: ended by the rules, or stopped early by the table (RULES.md §1.6). */
  get over(): boolean {
    return this.result?.status === 'finished' || (this.row?.stoppedEarly ?? false);
  }

  /** The round being played, counting from 1: every seat deals once a round. */
  get round(): number {
    const result = this.result;
    const seats = this.game?.players.length ?? 1;
    return result ? Math.floor(result.played / seats) + 1 : 1;
  }

  /** Where a received game came from (FORMAT.md "Between phones"); undefined for others. */
  get copy(): CopyInfo | undefined {
    return this.row?.copy;
  }

  /**
   * Someone else's sheet, not taken over: it is shown, but no hand, redeal or stop may be
   * entered (the storage refuses them too) until the person takes over keeping score.
   */
  get readOnlyCopy(): boolean {
    const copy = this.row?.copy;
    return this.elsewhere !== undefined || (copy !== undefined && copy.takenOverAt === undefined);
  }

  /**
   * A game this phone kept score of that another phone keeps score of now (its sheet came
   * back from there): read-only until this phone takes keeping score back.
   */
  get elsewhere(): CopyInfo | undefined {
    return this.row?.elsewhere;
  }

  /** "Take back keeping score": this phone's game again, where the sheet stands. */
  takeBack(): Promise<WriteResult<GameRow>> {
    return perform(
      async () => {
        const written = await writing((db) => db.takeBack(this.gameId));
        const current = this.#stored.value;
        if (written.ok && current) this.#stored.set(keepScored({ ...current, row: written.value }));
        return written;
      },
      t('takenBack'),
      false,
    );
  }

  /** "Take over keeping score": the copy becomes this phone's game, where the sheet stood. */
  takeOver(): Promise<WriteResult<GameRow>> {
    return perform(
      async () => {
        const written = await writing((db) => db.takeOver(this.gameId));
        const current = this.#stored.value;
        // The hands are the same: the scored game stays, with the taken-over row.
        if (written.ok && current) this.#stored.set(keepScored({ ...current, row: written.value }));
        return written;
      },
      t('takenOver'),
      false,
    );
  }

  /** The evening this game belongs to (its stake and coin). */
  get session(): SessionRow | undefined {
    return this.#session.value;
  }

  /** A hand begun and not saved (kept over a reload or a killed app). */
  get draft(): StoredDraft | undefined {
    return this.drafts.value;
  }

  get canUndo(): boolean {
    return this.#history.value?.canUndo ?? false;
  }

  get canRedo(): boolean {
    return this.#history.value?.canRedo ?? false;
  }

  /**
   * Stores a hand (append, replace hands[index], insert before it) with the
   * rules engine's check, and deletes its draft in the same transaction; says
   * so ("hand 4 saved", with undo) or why not. On success the game shows what
   * the write stored before `then` runs, so a caller can close the form in the
   * same redraw.
   */
  saveHand(
    mode: EntryMode,
    index: number,
    hand: Hand,
    { then, said }: { then?: () => void; said?: SavedWords } = {},
  ): Promise<WriteResult<GameWrite>> {
    // The number the list gives the hand, counted before the write changes the list.
    const n = this.#handNumber(mode === 'append' ? (this.game?.hands.length ?? 0) : index);
    const news = said
      ? t('handSavedSay', { n, ...said })
      : t(mode === 'edit' ? 'handEdited' : mode === 'insert' ? 'handInserted' : 'handSaved', { n });
    // The fold shown: an appended hand is checked on from it (one fold per revision).
    const shown = this.#stored.value;
    const folded = shown && { rev: shown.row.rev, result: shown.result };
    const options = { clearDraft: true, folded };
    return perform(async () => {
      const written = await this.#handWrite((db) =>
        mode === 'edit'
          ? db.editHand(this.gameId, index, hand, options)
          : mode === 'insert'
            ? db.insertHand(this.gameId, index, hand, options)
            : db.appendHand(this.gameId, hand, options),
      );
      // The saved hand took its draft with it.
      if (written.ok) forget(this.gameId);
      return this.#took(written, then);
    }, news);
  }

  /** Deletes hands[index] (and the draft of its correction), and says so. */
  deleteHand(index: number, then?: () => void): Promise<WriteResult<GameWrite>> {
    const redeal = this.game?.hands[index]?.kind === 'redeal';
    const news = redeal ? t('redealDeleted') : t('handDeleted', { n: this.#handNumber(index) });
    return perform(async () => {
      const written = await this.#handWrite((db) =>
        db.deleteHand(this.gameId, index, { clearDraft: true }),
      );
      if (written.ok) forget(this.gameId);
      return this.#took(written, then);
    }, news);
  }

  /** hands[position] as the list numbers it (a redeal takes no number). */
  #handNumber(position: number): number {
    const hands = this.game?.hands;
    return hands ? handNumber(hands, position) : position + 1;
  }

  /** RULES.md §1.1: everyone passed; the same dealer deals again. */
  redeal(): Promise<WriteResult<GameWrite>> {
    return perform(
      async () => this.#took(await this.#handWrite((db) => db.recordRedeal(this.gameId))),
      t('redealRecorded'),
    );
  }

  /**
   * RULES.md §1.6: the table stops early; the totals as they stand are settled, or, at a
   * tournament's table, its round counts as it stands and nothing is settled (§4).
   */
  stop(): Promise<WriteResult<GameRow>> {
    return perform(async () => {
      const written = await writing((db) => db.stopGame(this.gameId));
      const current = this.#stored.value;
      // The hands are the same: the scored game stays, with the stopped row.
      if (written.ok && current) this.#stored.set(keepScored({ ...current, row: written.value }));
      return written;
    }, t(this.row?.tournament ? 'tableStopped' : 'gameStopped'));
  }

  undo(): Promise<unknown> {
    return undoOrRedo('undo');
  }

  redo(): Promise<unknown> {
    return undoOrRedo('redo');
  }

  /** A write of the hands: this screen's live queries wait until its answer is painted. */
  #handWrite: typeof writing = (write) => heldWhile(this.gameId, () => writing(write));

  /** A write's answer becomes what is shown: its game and its own check's result. */
  #took(written: WriteResult<GameWrite>, then?: () => void): WriteResult<GameWrite> {
    if (written.ok) {
      const { row, game, result } = written.value;
      this.#stored.set(keepScored({ row, game, result }));
      then?.();
    }
    return written;
  }
}

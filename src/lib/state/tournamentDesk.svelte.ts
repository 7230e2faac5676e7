/**
 * Behind the organizer's desk (RULES.md §4): the tournament read live, the
 * round, its tables and the standings worked out by the pure projection
 * (view/tournamentView.ts), and every intent sent through the storage's
 * writes with the toast and its undo, as everywhere else.
 */
import type {
  ImportedGame,
  LoadedTournament,
  SheetStatus,
  TournamentRow,
  WriteResult,
} from '../db';
import type { Game } from '../rules';
import { shareOrDownload } from '../device/share';
import { sheetChange, type SheetChange } from '../tournament';
import { t } from '../i18n/index.svelte';
import type { MessageKey } from '../i18n/index.svelte';
import { storedTournamentProblems } from '../files/tournamentFile';
import { problemWords } from '../view/labels';
import { deskView, seatingLists, type DeskView, type RoundSeating } from '../view/tournamentView';
import { deskFacts, withSheet, type DeskFacts } from '../view/deskFacts';
import { compareNames } from '../rules/names';
import { foldedResult } from './foldCache';
import { perform, writeErrorText, writing } from './actions';
import { database, type DatabaseModule } from './coldStart';
import { Live } from './live.svelte';
import { Persisted } from '../persisted.svelte';
import { toast } from './toast.svelte';

/**
 * What one scanned sheet did: taken in (which table, how), or refused in words; for
 * `changed`, what a confirm would change (nothing is taken until confirmChange).
 */
export type SheetOutcome =
  | { ok: true; table: number; status: SheetStatus; words: string; change?: SheetChange }
  | { ok: false; words: string };

const STATUS_WORDS: Record<SheetStatus, MessageKey> = {
  added: 'dkSheetAdded',
  updated: 'dkSheetUpdated',
  same: 'dkSheetSame',
  own: 'dkSheetOwn',
  changed: 'dkSheetChanged',
};

export class TournamentDesk {
  readonly id: string;
  #live: Live<LoadedTournament | undefined, DeskFacts | null>;
  /** Why the stored tournament cannot be drawn (storedTournamentProblems); none: it can. */
  #faults = $derived.by(() => {
    const row = this.#live.value?.row;
    return row ? storedTournamentProblems({ ...row, id: this.id }) : [];
  });
  #view = $derived.by((): DeskView | undefined => {
    const facts = this.#live.value;
    if (!facts || this.#faults.length > 0) return undefined;
    // Each game folded once per stored revision, a sheet just stored too.
    const fold = (id: string, game: Game) => foldedResult(id, facts.revs.get(id), game);
    return deskView({ ...facts.row, id: this.id }, facts.games, compareNames, fold);
  });

  /** When the standings were last printed here: a sheet taken after it says they are out of date. */
  #printed: Persisted<string>;

  constructor(id: string) {
    this.id = id;
    this.#printed = new Persisted(`spatz.printed.${id}`, '', (v): v is string => v !== '');
    this.#live = new Live((db) => db.loadTournament(id), { accept: deskFacts });
  }

  /** Resolves once the first answer came. */
  get ready(): Promise<void> {
    return this.#live.ready;
  }
  get loaded(): boolean {
    return this.#live.loaded;
  }
  /** Loaded, and no such tournament here (never made, or its start undone). */
  get missing(): boolean {
    return this.#live.loaded && this.#live.value === null;
  }
  get error(): Error | undefined {
    return this.#live.error;
  }
  get row(): TournamentRow | undefined {
    return this.#live.value?.row;
  }
  /**
   * The stored tournament does not add up (two tables with one game, one player at two
   * tables, a round beyond its rounds …): each fault in words, and no view, so that the desk
   * says so instead of failing to draw it.
   */
  get faults(): string[] {
    return this.#faults.map(problemWords);
  }
  get view(): DeskView | undefined {
    return this.#view;
  }
  /** Every drawn round's seating, sorted by name, for the printed list. */
  get seating(): RoundSeating[] {
    const row = this.row;
    return row && this.#faults.length === 0
      ? seatingLists({ ...row, id: this.id }, compareNames)
      : [];
  }

  /** The organizer asked for the next round while sheets of this one were still out. */
  #asked = $state(false);

  /**
   * The tables (1-based) whose sheet is still out while the next round's draw waits for a
   * yes; null when no question is open. Read live: a sheet coming in meanwhile leaves the
   * list, and with every table in the question is gone.
   */
  get drawQuestion(): readonly number[] | null {
    const missing = this.#view?.missing ?? [];
    return this.#asked && missing.length > 0 ? missing : null;
  }

  /**
   * Draws the next round (RULES.md §4 "Seats"); with tables of this round still out, asks
   * first (drawQuestion) and draws nothing: once drawn, their sheets of this round are
   * refused as another round's, and their players have no result for it.
   */
  drawNext = async (): Promise<boolean> => {
    const view = this.#view;
    if (view && view.round > 0 && view.missing.length > 0) {
      this.#asked = true;
      return false;
    }
    return this.drawAnyway();
  };

  /** The answer "draw anyway": the next round, whatever is still out. */
  drawAnyway = async (): Promise<boolean> => {
    this.#asked = false;
    return this.#draw((this.#view?.round ?? 0) + 1);
  };

  /** The answer "wait": nothing drawn, the question closed. */
  waitForSheets = (): void => {
    this.#asked = false;
  };

  /** Draws the current round again; the storage refuses once a sheet of it arrived. */
  redraw = async (): Promise<boolean> => this.#draw(this.#view?.round ?? 0);

  async #draw(round: number): Promise<boolean> {
    return this.#save((db) => db.drawRound(this.id, round), t('dkDrawn', { round }));
  }

  /** A late comer, seated from the next round. */
  addPlayer = async (name: string): Promise<boolean> =>
    this.#save(
      (db) => db.addTournamentPlayer(this.id, name),
      t('dkAdded', { name: name.trim(), round: (this.#view?.round ?? 0) + 1 }),
    );

  /** A player who leaves: not seated again, the rounds played still count. */
  removePlayer = async (playerId: string): Promise<boolean> => {
    const name = this.row?.players.find((p) => p.id === playerId)?.name ?? '';
    return this.#save(
      (db) => db.removeTournamentPlayer(this.id, playerId),
      t('dkLeaves', { name }),
    );
  };

  setPrizes = async (prizes: string): Promise<boolean> =>
    this.#save((db) => db.setTournamentPrizes(this.id, prizes), t('dkPrizesSaved'));

  async #save(
    write: (db: DatabaseModule) => Promise<WriteResult<TournamentRow>>,
    news: string,
  ): Promise<boolean> {
    const result = await perform(async () => write(await database()), news);
    const facts = this.#live.value;
    // The write hands back the row it stored: shown at once, the sheets as they were.
    if (result.ok && facts) this.#live.set({ ...facts, row: result.value });
    return result.ok;
  }

  /**
   * A text the scanner read: a table's evening hand-off, its tournament game
   * taken in as that table's sheet of the round being played (receiveSheet);
   * refused in words when it is another tournament's, another round's, or no sheet.
   */
  takeSheet = async (text: string): Promise<SheetOutcome> => {
    const round = this.#view?.round ?? 0;
    const db = await database();
    let read;
    try {
      read = await db.readReceivedEvening(text, Date.now());
    } catch (error) {
      return { ok: false, words: error instanceof Error ? error.message : String(error) };
    }
    if (!read.ok) {
      const why = read.problems.slice(0, 3).map(problemWords).join('; ');
      return { ok: false, words: t('dkSheetRefused', { why }) };
    }
    const games = read.value.games.filter((g) => !g.row.deleted);
    // The table's evening may hold other games too: its tournament game is the sheet.
    const sheet = games.find((g) => g.row.tournament?.id === this.id) ?? games[0];
    if (!sheet) return { ok: false, words: t('dkSheetRefused', { why: '—' }) };
    return this.#receive(round, sheet, false);
  };

  /** A changed sheet the organizer has not answered yet: taken only on confirmChange. */
  #pending: { round: number; sheet: ImportedGame } | null = null;

  /** The organizer prints the standings (the page is printed by the browser). */
  markPrinted = (): void => {
    this.#printed.current = 'yes';
  };

  /** The table (0-based) whose sheet was taken last, until the desk shows it (takenTable). */
  #taken: number | null = null;

  /** The table whose sheet was taken since the desk last asked: the desk's focus goes there. */
  takenTable(): number | null {
    const table = this.#taken;
    this.#taken = null;
    return table;
  }

  /** The organizer takes the changed sheet shown: stored, with an undo step. */
  confirmChange = async (): Promise<SheetOutcome | null> => {
    const pending = this.#pending;
    this.#pending = null;
    return pending ? this.#receive(pending.round, pending.sheet, true) : null;
  };

  /** The organizer keeps the stored sheet: nothing changes. */
  keepStored = (): void => {
    this.#pending = null;
  };

  async #receive(round: number, sheet: ImportedGame, confirmed: boolean): Promise<SheetOutcome> {
    const result = await writing((d) => d.receiveSheet(this.id, round, sheet, confirmed));
    if (!result.ok) {
      return { ok: false, words: t('dkSheetRefused', { why: writeErrorText(result.error) }) };
    }
    const { status, table, row, game, before } = result.value;
    // A sheet that changes the standings after they were printed says so (RULES.md §4).
    const stale = status !== 'same' && status !== 'own' && this.#printed.current !== '';
    const said = t(STATUS_WORDS[status], { table: table + 1 });
    const words = stale ? `${said}. ${t('dkAfterPrint')}` : said;
    const end = this.row?.roundEnd;
    if (status === 'changed' && before && end) {
      this.#pending = { round, sheet };
      return { ok: true, table, status, words, change: sheetChange(before, game, end) };
    }
    const facts = this.#live.value;
    // The stored sheet shows at once (the live read brings the same game back later).
    if (facts && (status === 'added' || status === 'updated')) {
      this.#live.set(withSheet(facts, row, game));
      this.#taken = table;
    }
    toast.show(words, { undoable: status === 'added' || status === 'updated' });
    return { ok: true, table, status, words };
  }

  /** The whole tournament as one backup file, shared or downloaded. */
  exportFile = async (): Promise<void> => {
    try {
      const db = await database();
      const made = await db.exportTournament(this.id);
      if (!made) return void toast.show(t('dkNotFound'), { error: true });
      const outcome = await shareOrDownload(made.file, made.text);
      if (outcome === 'failed')
        toast.show(t('dkExportFailed', { message: made.file }), { error: true });
      else if (outcome !== 'cancelled') toast.show(t('dkExported', { file: made.file }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast.show(t('dkExportFailed', { message }), { error: true });
    }
  };

  dispose(): void {
    this.#live.stop();
  }
}

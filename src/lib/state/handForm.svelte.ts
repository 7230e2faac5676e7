import type { Announced, Contract, Side, SpatzResult, Tricks } from '../rules';
import { maxCalls, ownDoublings, PLAIN_TARGET, VARIANT_RULES } from '../rules';
import type { GameWrite, WriteResult } from '../db';
import type { GameView, SavedWords } from './gameView.svelte';
import { i18n } from '../i18n/index.svelte';
import { formatPoints } from '../view/format';
import { outcomeWords } from '../view/labels';
import { checkDraft } from '../view/draftCheck';
import {
  draftFromHand,
  emptyDraft,
  reviveDraft,
  type DraftCheck,
  type DraftField,
  type DraftProblem,
  isStoredDraft,
  type EntryMode,
  type HandDraft,
} from '../view/handDraft';
import { FIELD_ORDER } from '../view/draftWords';

/** How long a save may take before its button says it is working. */
const SLOW_SAVE_MS = 300;

/**
 * The hand being entered or corrected. Every change is kept as the game's
 * draft at once (so a reload or a killed app loses nothing), and judged live
 * by the rules engine against the game it would go into.
 */
export class HandForm {
  readonly mode: EntryMode;
  readonly index: number;
  readonly #view: GameView;
  #draft = $state.raw<HandDraft | undefined>(undefined);
  #touched = false;
  #attempted = $state(false);
  /** The points field was left since it was last typed into. */
  #pointsLeft = $state(false);
  /** A save is on its way: a second tap on save does nothing. */
  #saving = false;
  /** The save has taken longer than SLOW_SAVE_MS: the button shows it is working. */
  #slow = $state(false);
  #check = $derived.by((): DraftCheck | undefined => {
    const { game, result } = this.#view;
    const draft = this.draft;
    return game && result && draft
      ? checkDraft({ game, result }, this.mode, this.index, draft)
      : undefined;
  });

  /** The form restores itself (its draft, or the hand being corrected) once the game is read. */
  constructor(view: GameView, mode: EntryMode, index: number) {
    this.#view = view;
    this.mode = mode;
    this.index = index;
    void view.ready.then(() => this.restore());
  }

  /**
   * Starts the form once the game is known: a stored draft for the same
   * place comes back; otherwise an empty hand (append, insert) or the stored one (edit).
   */
  async restore(): Promise<void> {
    const stored = await this.#view.drafts.stored();
    const game = this.#view.game;
    if (this.#touched || !game) return;
    if (isStoredDraft(stored) && stored.mode === this.mode && stored.index === this.index) {
      const draft = reviveDraft(stored.draft, game.variant);
      if (draft) {
        this.#draft = draft;
        return;
      }
    }
    const hand = this.mode === 'edit' ? game.hands[this.index] : undefined;
    this.#draft = hand ? draftFromHand(hand, game.variant) : emptyDraft(game.variant);
  }

  /** The form (undefined until restored; the fresh form then). */
  get draft(): HandDraft | undefined {
    return this.#draft;
  }

  get check(): DraftCheck | undefined {
    return this.#check;
  }

  /**
   * A save that takes a while (a slow phone's storage). A quick one changes nothing on screen
   * before the hand shows: a restyled button would cost a frame in the middle of the save.
   */
  get saving(): boolean {
    return this.#slow;
  }

  /**
   * Problems of one field, ready to show next to it. Missing values only after
   * a save was tried; a value that can never be valid as soon as it is typed,
   * except in the points field while the number may still be on its way
   * ("1" before "119"): there once no digit more could make it right (a minus,
   * a letter, three digits) or the field was left.
   */
  problems(field: DraftField) {
    const list = this.#check?.problems ?? [];
    return list.filter((entry) => entry.field === field && this.#shownNow(entry, false));
  }

  /**
   * The problem the pinned score bar shows instead of a score, in the form's
   * order: what is wrong with the values typed, at once, even a points field
   * still being typed ("1" says so until the "19" follows: the bar is live).
   * Values still missing are the bar's placeholder, until a save was tried.
   */
  get barProblem(): DraftProblem | undefined {
    const list = this.#check?.problems ?? [];
    const shown = list.filter((entry) => this.#shownNow(entry, true));
    return shown.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field))[0];
  }

  #shownNow(entry: DraftProblem, typing: boolean): boolean {
    if (this.#attempted) return true;
    const code = entry.problem.code;
    if (code === 'missing' || code === 'pointsMissing') return false;
    if (entry.field !== 'points' || typing || this.#pointsLeft) return true;
    const text = this.draft?.points ?? '';
    return /\D/.test(text) || text.length >= 3;
  }

  /** The person left the points field: what they typed is judged now. */
  leavePoints(): void {
    this.#pointsLeft = true;
  }

  /** The spritzen/Resi calls the contract leaves (RULES.md §1.2: the hand game's own doubling counts). */
  get maxCalls(): number {
    const { game, result } = this.#view;
    return game && result && this.draft
      ? maxCalls(game.variant, this.draft.contract, result.rules)
      : 0;
  }

  /** The hand game's own doubling (RULES.md §1.2, `handGameDoubles`): 1 or 0. */
  get ownDoubling(): number {
    const { game, result } = this.#view;
    return game && result && this.draft
      ? ownDoublings(VARIANT_RULES[game.variant], this.draft.contract, result.rules)
      : 0;
  }

  get isHandGame(): boolean {
    const game = this.#view.game;
    return (
      !!game && !!this.draft && VARIANT_RULES[game.variant].handGames.includes(this.draft.contract)
    );
  }

  setDeclarer(seat: number): void {
    this.#update({ declarer: seat });
  }

  setContract(contract: Contract): void {
    const { game, result } = this.#view;
    const draft = this.draft;
    if (!game || !result || !draft) return;
    const handGame = VARIANT_RULES[game.variant].handGames.includes(contract);
    // Only a hand game can announce (RULES.md §1.2); the calls left shrink by its own doubling.
    this.#update({
      contract,
      announced: handGame ? draft.announced : PLAIN_TARGET,
      doublings: Math.min(draft.doublings, maxCalls(game.variant, contract, result.rules)),
    });
  }

  setAnnounced(announced: Announced): void {
    // "All tricks" shows no score until the tricks or the card points answer it (checkDraft).
    this.#update({ announced });
  }

  setDoublings(doublings: number): void {
    this.#update({ doublings });
  }

  /** Typing into either pile's field makes that pile the one counted. */
  setPoints(side: Side, text: string): void {
    this.#pointsLeft = false;
    this.#update({ pointsSide: side, points: text.replace(/\s+/g, '') });
  }

  toggleTricks(tricks: Exclude<Tricks, 'some'>): void {
    this.#update({ tricks: this.draft?.tricks === tricks ? 'some' : tricks });
  }

  /** Tapping the chosen Spatz event again clears it (the Spatz lay in the talon). */
  setSpatz(side: Side, result: SpatzResult): void {
    const current = this.draft?.spatz;
    const same = current?.side === side && current.result === result;
    this.#update({ spatz: same ? null : { side, result } });
  }

  /** The hand's note as typed (FORMAT.md: at most 500 characters, the reader checks). */
  setNote(note: string): void {
    this.#update({ note });
  }

  toggleSpatzLast(): void {
    this.#update({ spatzLast: !this.draft?.spatzLast });
  }

  /**
   * Stores the hand when the rules engine accepts it; otherwise shows why and
   * keeps everything typed. The draft goes in the write's own transaction
   * (one commit, never a stale draft). `then` runs as soon as the game shows
   * the stored hand (the form closes in the same redraw).
   */
  async save(then?: () => void): Promise<WriteResult<GameWrite> | undefined> {
    this.#attempted = true;
    const hand = this.#check?.hand;
    if (!hand || this.#saving) return undefined;
    this.#saving = true;
    const slow = setTimeout(() => (this.#slow = true), SLOW_SAVE_MS);
    try {
      const said = this.#savedWords();
      return await this.#view.saveHand(this.mode, this.index, hand, { then, said });
    } finally {
      clearTimeout(slow);
      this.#saving = false;
      this.#slow = false;
    }
  }

  /**
   * "Anna · gewonnen, +20": what a new hand's toast (a live region) says was stored, from the
   * preview the form showed; a correction or a redeal says only its number.
   */
  #savedWords(): SavedWords | undefined {
    const preview = this.#check?.preview;
    const declarer = this.#draft?.declarer;
    const game = this.#view.game;
    if (this.mode !== 'append' || !preview || declarer == null || !game) return undefined;
    const who = game.players[declarer] ?? '?';
    return {
      words: `${who} · ${outcomeWords(preview.made, preview.value, preview.explanation.spatz)}`,
      score: formatPoints(preview.value, i18n.lang, { signed: true }),
    };
  }

  /** Deletes the hand being corrected (edit mode only). */
  remove(then?: () => void): Promise<WriteResult<GameWrite>> {
    return this.#view.deleteHand(this.index, then);
  }

  /** Leaves without saving: the draft goes, the stored game is untouched. */
  discard(): Promise<void> {
    this.#touched = true;
    return this.#view.drafts.discard();
  }

  #update(change: Partial<HandDraft>): void {
    const draft = this.#draft;
    if (!draft) return;
    this.#touched = true;
    const next = { ...draft, ...change };
    this.#draft = next;
    // Fire and forget: a failed draft write must not block typing; the save itself reports errors.
    this.#view.drafts.keep({ mode: this.mode, index: this.index, draft: next });
  }
}

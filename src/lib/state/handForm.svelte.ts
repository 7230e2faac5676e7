import type { Announced, Contract, Game, Hand, Side, SpatzResult, Tricks } from '../rules';
import { VARIANT_RULES } from '../rules';
import {
  appendHand,
  clearDraft,
  deleteHand,
  editHand,
  insertHand,
  saveDraft,
  type WriteResult,
} from '../db';
import { loadDraft } from '../db/reads';
import {
  checkDraft,
  draftFromHand,
  emptyDraft,
  maxCalls,
  reviveDraft,
  type DraftCheck,
  type DraftField,
  isStoredDraft,
  type EntryMode,
  type HandDraft,
  type StoredDraft,
} from './handDraft';

/**
 * The hand being entered or corrected. Every change is kept as the game's
 * draft at once (so a reload or a killed app loses nothing), and judged live
 * by the rules engine against the game it would go into.
 */
export class HandForm {
  readonly gameId: string;
  readonly mode: EntryMode;
  readonly index: number;
  #game: () => Game | undefined;
  #onSaved: ((before: Game, change: (hands: Hand[]) => Hand[]) => void) | undefined;
  #draft = $state.raw<HandDraft | undefined>(undefined);
  #touched = false;
  #attempted = $state(false);
  #saving = $state(false);
  #check = $derived.by((): DraftCheck | undefined => {
    const game = this.#game();
    const draft = this.draft;
    return game && draft ? checkDraft(game, this.mode, this.index, draft) : undefined;
  });

  /**
   * `onSaved` hears of a stored hand at once (the game screen shows it
   * before the database is read again).
   */
  constructor(
    gameId: string,
    mode: EntryMode,
    index: number,
    game: () => Game | undefined,
    onSaved?: (before: Game, change: (hands: Hand[]) => Hand[]) => void,
  ) {
    this.gameId = gameId;
    this.mode = mode;
    this.index = index;
    this.#game = game;
    this.#onSaved = onSaved;
  }

  /**
   * Starts the form once the game is known: a stored draft for the same
   * place comes back; otherwise an empty hand (append, insert) or the stored one (edit).
   */
  async restore(game: Game): Promise<void> {
    let stored: unknown;
    try {
      stored = await loadDraft(this.gameId);
    } catch {
      stored = undefined;
    }
    if (this.#touched) return;
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

  get saving(): boolean {
    return this.#saving;
  }

  /** Problems of one field, ready to show next to it. Missing values only after a save was tried. */
  problems(field: DraftField) {
    const list = this.#check?.problems ?? [];
    return list.filter(
      (entry) =>
        entry.field === field &&
        (this.#attempted ||
          (entry.problem.code !== 'missing' && entry.problem.code !== 'pointsMissing')),
    );
  }

  get maxCalls(): number {
    const game = this.#game();
    return game && this.draft ? maxCalls(game, this.draft.contract) : 0;
  }

  get isHandGame(): boolean {
    const game = this.#game();
    return (
      !!game && !!this.draft && VARIANT_RULES[game.variant].handGames.includes(this.draft.contract)
    );
  }

  setDeclarer(seat: number): void {
    this.#update({ declarer: seat });
  }

  setContract(contract: Contract): void {
    const game = this.#game();
    const draft = this.draft;
    if (!game || !draft) return;
    const handGame = VARIANT_RULES[game.variant].handGames.includes(contract);
    // Only a hand game can announce (RULES.md §1.2); the calls left shrink by its own doubling.
    this.#update({
      contract,
      announced: handGame ? draft.announced : 61,
      doublings: Math.min(draft.doublings, maxCalls(game, contract)),
    });
  }

  setAnnounced(announced: Announced): void {
    // A failed "all tricks" needs no card points; made needs every trick.
    this.#update({ announced });
  }

  setDoublings(doublings: number): void {
    this.#update({ doublings });
  }

  /** Typing into either pile's field makes that pile the one counted. */
  setPoints(side: Side, text: string): void {
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

  toggleSpatzLast(): void {
    this.#update({ spatzLast: !this.draft?.spatzLast });
  }

  /** Stores the hand when the rules engine accepts it; otherwise shows why and keeps everything typed. */
  async save(): Promise<WriteResult<unknown> | undefined> {
    this.#attempted = true;
    const hand = this.#check?.hand;
    if (!hand || this.#saving) return undefined;
    this.#saving = true;
    try {
      const before = this.#game();
      // The draft goes in the write's own transaction: one commit, and never a stale draft.
      const result = await this.#write(hand);
      if (result.ok && before) this.#onSaved?.(before, (hands) => this.#placed(hands, hand));
      return result;
    } finally {
      this.#saving = false;
    }
  }

  /** Deletes the hand being corrected (edit mode only). */
  remove(): Promise<WriteResult<unknown>> {
    return deleteHand(this.gameId, this.index, { clearDraft: true });
  }

  /** Leaves without saving: the draft goes, the stored game is untouched. */
  async discard(): Promise<void> {
    this.#touched = true;
    try {
      await clearDraft(this.gameId);
    } catch {
      // A draft left behind only comes back as a prefilled form; nothing stored is touched.
    }
  }

  /** The game's hands with this hand where it went. */
  #placed(hands: Hand[], hand: Hand): Hand[] {
    if (this.mode === 'edit') hands[this.index] = hand;
    else if (this.mode === 'insert') hands.splice(this.index, 0, hand);
    else hands.push(hand);
    return hands;
  }

  #write(hand: Hand): Promise<WriteResult<unknown>> {
    const options = { clearDraft: true };
    if (this.mode === 'edit') return editHand(this.gameId, this.index, hand, options);
    if (this.mode === 'insert') return insertHand(this.gameId, this.index, hand, options);
    return appendHand(this.gameId, hand, options);
  }

  #update(change: Partial<HandDraft>): void {
    const draft = this.#draft;
    if (!draft) return;
    this.#touched = true;
    const next = { ...draft, ...change };
    this.#draft = next;
    const stored: StoredDraft = { mode: this.mode, index: this.index, draft: next };
    // Fire and forget: a failed draft write must not block typing; the save itself reports errors.
    void saveDraft(this.gameId, stored).catch(() => undefined);
  }
}

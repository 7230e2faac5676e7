import { isStoredDraft, type StoredDraft } from '../view/handDraft';
import { database } from './coldStart';
import { Live } from './live.svelte';
import { answered, forget, typed, unsavedDraft } from './unsavedDrafts';

/**
 * The hand begun and not saved for one game: kept in storage over a reload or a killed app,
 * and in memory where storage refused it (a full device, unsavedDrafts.ts).
 */
export class GameDraft {
  readonly #gameId: string;
  #draft: Live<unknown>;

  constructor(gameId: string) {
    this.#gameId = gameId;
    // A write of the game's hands clears the draft too: it pauses with the game's queries.
    this.#draft = new Live((db) => db.loadDraft(gameId), { wait: true, game: gameId });
  }

  stop(): void {
    this.#draft.stop();
  }

  /** A hand begun and not saved, as the live query last read it. */
  get value(): StoredDraft | undefined {
    const value = this.#draft.value;
    return isStoredDraft(value) ? value : undefined;
  }

  /** Drops the draft of a hand left unsaved (the stored game is untouched). */
  async discard(): Promise<void> {
    forget(this.#gameId);
    try {
      await (await database()).clearDraft(this.#gameId);
    } catch {
      // A draft left behind only comes back as a prefilled form; nothing stored is touched.
    }
  }

  /** The draft as stored now (the form restores from it when it opens). */
  async stored(): Promise<unknown> {
    // A draft the database refused (a full device) is newer than any it holds.
    const unsaved = unsavedDraft(this.#gameId);
    if (unsaved) return unsaved;
    try {
      return await (await database()).loadDraft(this.#gameId);
    } catch {
      return undefined;
    }
  }

  /**
   * Keeps a half-entered hand; fire and forget (a failed draft write must not block typing).
   * Until the database confirms it, the draft is kept in memory too (unsavedDrafts.ts):
   * on a full device it stays there, and the person is told once.
   */
  keep(draft: StoredDraft): void {
    const gameId = this.#gameId;
    typed(gameId, draft);
    void database()
      .then((db) => db.saveDraft(gameId, draft))
      .then((result) => answered(gameId, draft, result))
      .catch(() => undefined);
  }
}

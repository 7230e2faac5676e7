export interface ToastMessage {
  text: string;
  /** An error stays until dismissed; news fades. */
  error: boolean;
  /** Offer "undo" next to the message. */
  undoable: boolean;
  /** Offer "redo" next to the message (after undoing a game's start, nothing else is left to tap). */
  redoable: boolean;
  id: number;
}

/** One short message at a time: what just happened ("Spiel 4 gelöscht – Rückgängig") or what failed. */
class Toast {
  #current = $state.raw<ToastMessage | undefined>(undefined);
  #timer: ReturnType<typeof setTimeout> | undefined;
  #next = 1;

  get current(): ToastMessage | undefined {
    return this.#current;
  }

  show(
    text: string,
    options: { error?: boolean; undoable?: boolean; redoable?: boolean } = {},
  ): void {
    const message = {
      text,
      error: options.error ?? false,
      undoable: options.undoable ?? false,
      redoable: options.redoable ?? false,
      id: this.#next++,
    };
    this.#current = message;
    clearTimeout(this.#timer);
    if (!message.error) {
      this.#timer = setTimeout(() => this.dismiss(message.id), 6000);
    }
  }

  dismiss(id?: number): void {
    if (id === undefined || this.#current?.id === id) this.#current = undefined;
  }
}

export const toast = new Toast();

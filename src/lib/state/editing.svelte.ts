/**
 * Whether a hand is being entered right now. The router calls `start()` whenever the hand
 * entry screen opens and `stop()` whenever any other screen does (a save or a drop leaves
 * it); the update prompt stays hidden in between, so a new version is never offered (and
 * never applied) in the middle of a hand.
 */
export class Editing {
  #active = $state(false);

  get active(): boolean {
    return this.#active;
  }

  start(): void {
    this.#active = true;
  }

  stop(): void {
    this.#active = false;
  }
}

export const editing = new Editing();

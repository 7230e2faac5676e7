/**
 * Whether a hand is being entered. The update prompt waits while it is, so a
 * new version never reloads the page in the middle of a hand (issue 5).
 */
class Editing {
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

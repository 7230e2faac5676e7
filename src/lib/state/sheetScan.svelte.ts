/**
 * The organizer's camera collecting the tables' sheets (RULES.md §4): the
 * scanner stays on, each whole transfer goes to the desk (receiveSheet for
 * this tournament and round), one after the other, in any order. The ordinary
 * receive (incoming.ts) never sees these texts.
 */
import type { ScanDevice } from '../scan/device';
import type { ScanDeps } from './scan.svelte';
import { sheetCollector } from './sheetCollector';
import type { SheetOutcome, TournamentDesk } from './tournamentDesk.svelte';

export class SheetScan {
  readonly #desk: Pick<TournamentDesk, 'takeSheet'>;
  #outcomes = $state.raw<SheetOutcome[]>([]);
  #busy = $state(false);
  /** The last text taken: a table's frames go on looping after it is in, and are not taken twice. */
  #last = '';
  #queue: Promise<void> = Promise.resolve();

  readonly #onTaken: (outcome: SheetOutcome) => void;

  /** `onTaken` hears of every sheet handled, once the desk shows it. */
  constructor(
    desk: Pick<TournamentDesk, 'takeSheet'>,
    onTaken: (outcome: SheetOutcome) => void = () => undefined,
  ) {
    this.#desk = desk;
    this.#onTaken = onTaken;
  }

  /** Newest first. */
  get outcomes(): readonly SheetOutcome[] {
    return this.#outcomes;
  }
  get busy(): boolean {
    return this.#busy;
  }

  /** The scanner's device for this desk: one transfer after the other, texts to `take`. */
  deps(device: ScanDevice): ScanDeps {
    return { ...device, collector: sheetCollector(), keepGoing: true, handIn: this.take };
  }

  /** A whole text from the camera; taken in order, each once. Resolves once it is handled. */
  take = (text: string): Promise<void> => {
    if (text === this.#last) return this.#queue;
    this.#last = text;
    this.#queue = this.#queue.then(async () => {
      this.#busy = true;
      try {
        const outcome = await this.#desk.takeSheet(text);
        this.#outcomes = [outcome, ...this.#outcomes];
        this.#busy = false;
        this.#onTaken(outcome);
      } finally {
        this.#busy = false;
      }
    });
    return this.#queue;
  };
}

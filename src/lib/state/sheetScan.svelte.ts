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
  readonly #desk: Pick<TournamentDesk, 'takeSheet' | 'confirmChange' | 'keepStored'>;
  #outcomes = $state.raw<SheetOutcome[]>([]);
  #busy = $state(false);
  /** The last text taken: a table's frames go on looping after it is in, and are not taken twice. */
  #last = '';
  #queue: Promise<void> = Promise.resolve();

  readonly #onTaken: (outcome: SheetOutcome) => void;

  /** `onTaken` hears of every sheet handled, once the desk shows it. */
  constructor(
    desk: Pick<TournamentDesk, 'takeSheet' | 'confirmChange' | 'keepStored'>,
    onTaken: (outcome: SheetOutcome) => void = () => undefined,
  ) {
    this.#desk = desk;
    this.#onTaken = onTaken;
  }

  /** The answer to the last sheet, shown at the top of the screen. */
  get latest(): SheetOutcome | undefined {
    return this.#outcomes[0];
  }

  /** A changed sheet waits for the organizer's answer (only the newest can be answered). */
  get asking(): boolean {
    return this.#outcomes[0]?.ok === true && this.#outcomes[0].status === 'changed';
  }

  /** Takes the changed sheet shown; its answer replaces the question. */
  confirm = async (): Promise<void> => {
    const outcome = await this.#desk.confirmChange();
    if (!outcome) return;
    this.#outcomes = [outcome, ...this.#outcomes.slice(1)];
    this.#onTaken(outcome);
  };

  /** Keeps the stored sheet; the question goes, in words of what stayed. */
  keep = (kept: SheetOutcome): void => {
    this.#desk.keepStored();
    this.#outcomes = [kept, ...this.#outcomes.slice(1)];
  };

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

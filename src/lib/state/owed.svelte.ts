/**
 * Money still owed, for the start screen: every evening not marked paid
 * (src/lib/stats `owed`, RULES.md §1.7 Money), read live so that marking an
 * evening paid changes the list at once. Loaded with its own small screen
 * part after the first paint, never with the first load (StartScreen.svelte).
 */
import { owed, type Owed } from '../stats';
import { Live } from './live.svelte';
import { statsFold } from './statsFold';
import type { StatsData } from './statsData';

export type { OwedTransfer } from '../stats';

export class OwedState {
  // It waits for the database code like the rest of the start screen's extras.
  #data = new Live<StatsData>((db) => db.readStats(), { wait: true });
  #owed = $derived.by((): Owed | undefined => {
    const data = this.#data.value;
    return data ? owed(data.evenings, data.roster, statsFold) : undefined;
  });

  get ready(): Promise<void> {
    return this.#data.ready;
  }

  get owed(): Owed | undefined {
    return this.#owed;
  }

  dispose(): void {
    this.#data.stop();
  }
}

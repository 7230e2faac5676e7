/**
 * Behind Stats.svelte, the regulars' table: every stored evening read live
 * (statsRead.ts), the statistics of the chosen period and variant derived by
 * src/lib/stats. This module is loaded with the statistics screen only, never
 * with the first screen (App.svelte loads screens lazily).
 */
import {
  netSeries,
  periodOf,
  periodStats,
  statsTable,
  type NetSeries,
  type PeriodStats,
  type StatsRow,
  type VariantChoice,
} from '../stats';
import { statsOf } from '../files/statsRows';
import type { Variant } from '../rules';
import { afterPaint } from '../timing';
import { quickStats, shown } from './coldStart';
import { Live } from './live.svelte';
import { localDay } from '../files/sessionValues';
import { periodChoice, storedVariants, type PeriodValue } from '../view/statsChoice';
import { statsFold } from './statsFold';
import type { StatsData, StatsEvening } from './statsData';

export type { NetSeries, StatsRow, VariantChoice } from '../stats';
export type { PeriodValue } from '../view/statsChoice';

export class StatsState {
  #data: Live<StatsData>;
  readonly #today: string;
  period = $state<PeriodValue>('all');
  variant = $state<VariantChoice>('all');
  /** The roster id whose details are open, if any. */
  open = $state<string | undefined>(undefined);
  #painted = $state(false);

  #stats = $derived.by((): PeriodStats | undefined => {
    const data = this.#data.value;
    if (!data) return undefined;
    return periodStats(data.evenings, {
      period: periodOf(periodChoice(this.period), this.#today),
      variant: this.variant,
      fold: statsFold,
    });
  });
  #rows = $derived.by((): StatsRow[] => {
    const stats = this.#stats;
    return stats && this.#data.value ? statsTable(stats, this.#data.value.roster) : [];
  });
  #series = $derived.by((): NetSeries | undefined => {
    const stats = this.#stats;
    return stats && this.#data.value ? netSeries(stats, this.#data.value.roster) : undefined;
  });

  /** `today` (YYYY-MM-DD) for "this year" and "30 days"; the local day by default. */
  constructor(today: string = localDay(Date.now())) {
    this.#today = today;
    // Live: a game imported, a hand corrected or an evening paid in another tab shows here.
    // On a cold start the quick read answers first; the live query reads again after it.
    this.#data = new Live((db) => db.readStats(), { first: quickStats(statsOf) });
  }

  get ready(): Promise<void> {
    return this.#data.ready;
  }

  get loaded(): boolean {
    return this.#data.loaded;
  }

  get error(): Error | undefined {
    return this.#data.error;
  }

  /** The ranking of the period: best first. */
  get rows(): StatsRow[] {
    return this.#rows;
  }

  /** Games of the chosen period and variant still running: counted nowhere yet. */
  get running(): number {
    return this.#stats?.running ?? 0;
  }

  /** Each player's cumulative net over the period's evenings (the chart). */
  get series(): NetSeries | undefined {
    return this.#series;
  }

  /** Whether any game is stored at all (else the screen says how the table fills). */
  get anyGames(): boolean {
    return (this.#data.value?.evenings ?? []).some((evening) => evening.games.length > 0);
  }

  /** The evenings the period select offers, newest first; only those with games. */
  get evenings(): StatsEvening[] {
    const all = this.#data.value?.evenings ?? [];
    return all.filter((evening) => evening.games.length > 0).reverse();
  }

  /** The variants stored games are of (the filter offers these). */
  get variants(): Variant[] {
    return storedVariants(this.#data.value?.evenings ?? []);
  }

  /** The row of the player whose details are open. */
  get details(): StatsRow | undefined {
    return this.#rows.find((row) => row.id === this.open);
  }

  /** The screen shows what it read: the database code may load now (coldStart.ts). */
  shown(): void {
    shown();
    afterPaint(() => (this.#painted = true));
  }

  /**
   * Whether the ranking has been painted once. The chart and the period select's list of
   * evenings (hundreds of elements with years of evenings stored) wait for that, so the
   * ranking, what the screen is opened for, is not held up behind them.
   */
  get painted(): boolean {
    return this.#painted;
  }

  dispose(): void {
    this.#data.stop();
  }
}

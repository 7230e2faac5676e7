/**
 * Behind Season.svelte, the club's season: every stored evening (this phone's games and
 * the read-only copies from other phones, statsRead.ts) read live, and the chosen season's
 * evenings, ranking and statistics derived by src/lib/stats (the money still owed across
 * the club is the start screen's OwedList, over the same rows). The seasons the club names are one setting
 * (db/seasons.ts). Loaded with the club screen only (App.svelte loads screens lazily).
 */
import {
  calendarSeasons,
  season,
  statsTable,
  type Season,
  type SeasonView,
  type StatsRow,
} from '../stats';
import { withSeason, type SeasonProblem } from '../files/seasons';
import { localDay } from '../files/sessionValues';
import { t } from '../i18n/index.svelte';
import { perform, writing } from './actions';
import { Live } from './live.svelte';
import { statsFold } from './statsFold';
import type { StatsData } from './statsData';

export type { Season, SeasonRow, SeasonView, StatsRow } from '../stats';

export class SeasonState {
  #data = new Live<StatsData>((db) => db.readStats());
  #named = new Live<Season[]>((db) => db.loadSeasons());
  readonly #today: string;
  /** The chosen season's name; none chosen: the one today falls in (`season`). */
  chosen = $state<string | undefined>(undefined);
  #problem = $state<SeasonProblem | undefined>(undefined);

  /** The named seasons, then the calendar years with evenings (a year named alike is left out). */
  #offered = $derived.by((): Season[] => {
    const named = this.#named.value ?? [];
    const withGames = (this.#data.value?.evenings ?? []).filter((e) => e.games.length > 0);
    const years = calendarSeasons([...withGames, { date: this.#today }]);
    return [...named, ...years.filter((year) => !named.some((n) => n.name === year.name))];
  });
  #season = $derived.by((): Season | undefined => {
    const offered = this.#offered;
    const today = this.#today;
    return (
      offered.find((s) => s.name === this.chosen) ??
      offered.find((s) => s.from <= today && today <= s.to) ??
      offered[0]
    );
  });
  #view = $derived.by((): SeasonView | undefined => {
    const data = this.#data.value;
    const chosen = this.#season;
    return data && chosen ? season(data.evenings, chosen, data.roster, statsFold) : undefined;
  });
  #stats = $derived.by((): StatsRow[] => {
    const view = this.#view;
    return view && this.#data.value ? statsTable(view.stats, this.#data.value.roster) : [];
  });

  /** `today` (YYYY-MM-DD) picks the season shown first; the local day by default. */
  constructor(today: string = localDay(Date.now())) {
    this.#today = today;
  }

  get ready(): Promise<void> {
    return Promise.all([this.#data.ready, this.#named.ready]).then(() => undefined);
  }

  get loaded(): boolean {
    return this.#data.loaded && this.#named.loaded;
  }

  get error(): Error | undefined {
    return this.#data.error ?? this.#named.error;
  }

  get offered(): Season[] {
    return this.#offered;
  }

  get season(): Season | undefined {
    return this.#season;
  }

  /** Whether the chosen season is one the club named (so it may be removed). */
  get named(): boolean {
    return (this.#named.value ?? []).some((s) => s.name === this.#season?.name);
  }

  get view(): SeasonView | undefined {
    return this.#view;
  }

  /** The statistics over the season's games (the statistics screen's table). */
  get stats(): StatsRow[] {
    return this.#stats;
  }

  /** What is wrong with the season last asked to be added, until the next try. */
  get problem(): SeasonProblem | undefined {
    return this.#problem;
  }

  /** Names a season and shows it; a bad one is said, and nothing is stored. */
  async add(input: Season): Promise<boolean> {
    const next = withSeason(this.#named.value ?? [], input);
    if (!next.ok) {
      this.#problem = next.problem;
      return false;
    }
    this.#problem = undefined;
    const name = input.name.trim();
    const saved = await perform(
      () => writing((db) => db.saveSeasons(next.value)),
      t('seasonAdded', { name }),
      false,
    );
    if (saved.ok) this.chosen = name;
    return saved.ok;
  }

  async remove(name: string): Promise<void> {
    const kept = (this.#named.value ?? []).filter((s) => s.name !== name);
    const saved = await perform(
      () => writing((db) => db.saveSeasons(kept)),
      t('seasonRemoved', { name }),
      false,
    );
    if (saved.ok && this.chosen === name) this.chosen = undefined;
  }

  /** The season as a spreadsheet, through the device's share sheet or a download. */
  async exportCsv(): Promise<void> {
    const view = this.#view;
    const chosen = this.#season;
    if (!view || !chosen) return;
    const { exportSeasonCsv } = await import('./csvExport');
    await exportSeasonCsv(chosen, view, statsFold);
  }

  dispose(): void {
    this.#data.stop();
    this.#named.stop();
  }
}

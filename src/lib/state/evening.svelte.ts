import type { GameRow, SessionRow } from '../db';
import type { Game, GameResult } from '../rules';
import { eveningView, type EveningView } from '../view/eveningView';
import { Live } from './live.svelte';
import { perform, writing } from './actions';
import { t } from '../i18n/index.svelte';
import { scoreLoaded } from './scored';
import type { DatabaseModule } from './coldStart';

export interface EveningData {
  session: SessionRow;
  games: { row: GameRow; game: Game }[];
}

/**
 * The stored facts of an evening: its session row and its games (not deleted), oldest
 * first. The database code is handed in (Live loads it): imported here, it would be part
 * of the first load (src/lib/db/README.md, "Cold start").
 */
export async function loadEvening(
  db: Pick<DatabaseModule, 'getSession' | 'listGames' | 'loadGame'>,
  sessionId: string,
): Promise<EveningData | null> {
  const session = await db.getSession(sessionId);
  if (!session) return null;
  const rows = await db.listGames(sessionId);
  const loaded = await Promise.all(rows.map((row) => db.loadGame(row.id)));
  return { session, games: loaded.filter((game) => game !== undefined) };
}

/** Behind Evening.svelte: the evening live from the database, everything else derived. */
export class EveningState {
  #stored: Live<EveningData | null>;
  // Each game scored once per revision (scored.ts): a change to one game folds only that one.
  #scored = $derived.by(() => this.#stored.value?.games.map((loaded) => scoreLoaded(loaded)!));
  #view = $derived.by((): EveningView | undefined => {
    const data = this.#stored.value;
    if (!data || !this.#scored) return undefined;
    return eveningView(this.#scored, data.session);
  });

  constructor(sessionId: string) {
    this.#stored = new Live((db) => loadEvening(db, sessionId));
  }

  /** False while loading; then `session` tells whether the evening exists. */
  get loaded(): boolean {
    return this.#stored.loaded;
  }

  get session(): SessionRow | undefined {
    return this.#stored.value?.session;
  }

  get view(): EveningView | undefined {
    return this.#view;
  }

  /** Every game of the evening with its result, oldest first (the printed sheet lists their hands). */
  get games(): { game: Game; result: GameResult }[] {
    return this.#scored ?? [];
  }

  get error(): Error | undefined {
    return this.#stored.error;
  }

  /** Marks the evening's money paid, or owed again; undoable from the toast. */
  markPaid(paid: boolean) {
    const id = this.session?.id;
    if (!id) return undefined;
    return perform(
      () => writing((db) => db.markEveningPaid(id, paid)),
      t(paid ? 'eveningMarkedPaid' : 'eveningMarkedOwed'),
    );
  }
}

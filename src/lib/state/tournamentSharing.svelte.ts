/**
 * The organizer shares a tournament with the club, or stops (FORMAT.md "A club's season"):
 * the choice is this phone's (db/clubShared.ts), the sync pushes the tournament on every
 * change (state/clubTournaments.ts), and the server's refusal of it is said in words.
 */
import type { TournamentSharing } from '../db';
import { t, type MessageKey } from '../i18n/index.svelte';
import { perform } from './actions';
import { database } from './coldStart';
import { Live } from './live.svelte';

const REFUSALS: Record<string, MessageKey> = {
  'not-keeper': 'dkShareRefused_not-keeper',
  'bad-tournament': 'dkShareRefused_bad-tournament',
};

export class TournamentShare {
  readonly #id: string;
  #live: Live<TournamentSharing>;

  constructor(id: string) {
    this.#id = id;
    this.#live = new Live((db) => db.tournamentSharing(id), { wait: true });
  }

  get shared(): boolean {
    return this.#live.value?.shared ?? false;
  }

  /** Why the club's server refused the version last sent, in words; none: it did not. */
  get refusal(): string | undefined {
    const code = this.#live.value?.refused;
    if (!code) return undefined;
    const key = REFUSALS[code];
    return key ? t(key) : t('dkShareRefused_other', { code: code.slice(0, 40) });
  }

  /** Shares the tournament (or stops): the sync takes it up after this write. */
  set = async (shared: boolean): Promise<boolean> => {
    const news = t(shared ? 'dkSharedNews' : 'dkUnsharedNews');
    const result = await perform(
      async () => (await database()).setTournamentShared(this.#id, shared),
      news,
      false,
    );
    return result.ok && result.value;
  };

  dispose(): void {
    this.#live.stop();
  }
}

/**
 * This phone's club, as the settings and the join screen show it: the club, the member,
 * the last sync, what waits to go up, and the sync's failure in words. The sync itself
 * (clubSync.ts, club/couch.ts) and the club's storage load only once a club is set, after
 * the database: a phone that never joined makes no request to anything but its own origin.
 */
import { readInvite, checkClub, type ClubSettings, type InviteResult } from '../club/invite';
import { untilLoaded } from '../loading';
import { whenDatabase } from './coldStart';
import type { ClubSync, SyncFailure, SyncStatus } from './clubSync';
import type { HandableGame, HandFailure } from './clubKeeping';

export type { HandableGame, HandFailure };

/** What the screens may show of the settings: never the password. */
export interface ClubShown {
  server: string;
  db: string;
  user: string;
  club: string;
  plain: boolean;
}

export type JoinFailure = SyncFailure | 'storage';

const shown = (s: ClubSettings): ClubShown => ({
  server: s.server,
  db: s.db,
  user: s.user,
  club: s.club,
  plain: s.server.startsWith('http:'),
});

const fetcher = (url: string, init: RequestInit) => globalThis.fetch(url, init);

class ClubState {
  #club = $state<ClubShown | undefined>(undefined);
  #status = $state<SyncStatus | undefined>(undefined);
  #loaded = $state(false);
  #busy = $state(false);
  #sync: ClubSync | undefined;
  #settings: ClubSettings | undefined;
  #started: Promise<void> | undefined;

  /** The club this phone belongs to (undefined: none, or not read yet; see `loaded`). */
  get club(): ClubShown | undefined {
    return this.#club;
  }
  get loaded(): boolean {
    return this.#loaded;
  }
  get status(): SyncStatus | undefined {
    return this.#status;
  }
  /** A join or leave under way. */
  get busy(): boolean {
    return this.#busy;
  }

  /**
   * Reads whether this phone has a club, and if so starts its sync. Once per page: nobody
   * asks for it again, so its code, where it did not arrive, is asked for again once the
   * network is back (loading.ts); any other failure is forgotten, for the next call.
   */
  start(): Promise<void> {
    this.#started ??= (async () => {
      await whenDatabase();
      const { readClub } = await untilLoaded(() => import('../db/clubRead'));
      const state = await readClub();
      this.#loaded = true;
      if (!state.settings) return;
      await this.#run(state.settings, state.lastSync);
    })().catch((error: unknown) => {
      this.#started = undefined;
      throw error;
    });
    return this.#started;
  }

  async #run(
    settings: ClubSettings,
    lastSync: number | undefined,
    checked?: number,
  ): Promise<void> {
    const [{ ClubSync }, store] = await Promise.all([
      untilLoaded(() => import('./clubSync')),
      untilLoaded(() => import('../db/clubWrites')),
    ]);
    this.#club = shown(settings);
    this.#settings = settings;
    this.#status = {
      running: false,
      waiting: await store.waitingCount(),
      besides: 0,
      restored: 0,
      handed: [],
      ...(lastSync !== undefined ? { lastSync } : {}),
    };
    this.#sync = new ClubSync(settings, fetcher, (status) => (this.#status = { ...status }));
    // Not awaited: a season coming in shows its progress on the club screen meanwhile.
    void this.#sync.run(checked);
  }

  /** An invite (its link, or its payload) read and checked. */
  readInvite(text: string): InviteResult {
    return readInvite(text);
  }

  /** Club details typed by hand, checked as an invite's are. */
  typed(fields: { server: string; db: string; user: string; password: string }): InviteResult {
    return checkClub({ ...fields, club: '' });
  }

  /**
   * Joins the club: the server checked first (its version, this member's access, the club's
   * design document), then the settings stored and the first sync run. Answers the failure,
   * if any; nothing is stored then.
   */
  async join(shownSettings: ClubSettings): Promise<JoinFailure | undefined> {
    // A plain object: what a screen holds may be its state's proxy, which storage cannot copy.
    const { server, db, user, password, club } = shownSettings;
    const settings: ClubSettings = { server, db, user, password, club };
    this.#busy = true;
    try {
      await this.start();
      const { Couch, CouchError } = await import('../club/couch');
      let checked: number;
      try {
        checked = await new Couch(settings, fetcher).check();
      } catch (error) {
        return error instanceof CouchError ? error.failure : 'unreachable';
      }
      const store = await import('../db/clubWrites');
      const joined = await store.joinClub(settings);
      if (!joined.ok) return joined.error.kind === 'full' ? 'full' : 'storage';
      this.#sync?.stop();
      await this.#run(settings, undefined, checked);
      return undefined;
    } finally {
      this.#busy = false;
    }
  }

  /** Leaves the club; the other members' games stay as copies (`keepCopies`) or go. */
  async leave(keepCopies: boolean): Promise<boolean> {
    this.#busy = true;
    try {
      this.#sync?.stop();
      this.#sync = undefined;
      const store = await import('../db/clubWrites');
      const left = await store.leaveClub(keepCopies);
      if (left.ok) {
        this.#club = undefined;
        this.#settings = undefined;
        this.#status = undefined;
      }
      return left.ok;
    } finally {
      this.#busy = false;
    }
  }

  /** The games this phone keeps that are at the club's server (to hand keeping on). */
  async handable(): Promise<HandableGame[]> {
    if (!this.#settings) return [];
    const { handableGames } = await untilLoaded(() => import('../db/clubHand'));
    return handableGames();
  }

  /** The club's other members (their user names), as the server knows them. */
  async members(): Promise<string[] | SyncFailure> {
    const settings = this.#settings;
    if (!settings) return [];
    const [{ otherMembers }, { CouchError }] = await Promise.all([
      untilLoaded(() => import('./clubKeeping')),
      untilLoaded(() => import('../club/couch')),
    ]);
    try {
      return await otherMembers(settings, fetcher);
    } catch (error) {
      return error instanceof CouchError ? error.failure : 'unreachable';
    }
  }

  /**
   * Hands keeping of a game to another member: what waits to go up is pushed first (never
   * lose a hand), then the game goes up naming that member; here it becomes a read-only copy.
   */
  async handOver(gameId: string, member: string): Promise<HandFailure | undefined> {
    const settings = this.#settings;
    if (!settings) return 'unreachable';
    this.#busy = true;
    try {
      // A run under way may have begun before the game's last hand: one more after it.
      await this.#sync?.idle();
      await this.#sync?.run();
      const { handOver } = await untilLoaded(() => import('./clubKeeping'));
      return await handOver(settings, fetcher, gameId, member);
    } finally {
      this.#busy = false;
    }
  }

  /** Syncs now (the settings' button); resolves when done. */
  async syncNow(): Promise<void> {
    await this.#sync?.run();
  }
}

export const club = new ClubState();

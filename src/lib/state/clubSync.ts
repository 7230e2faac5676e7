/**
 * When the club's sync (FORMAT.md "A club's season") runs: after a save (a task of its own,
 * later than the frame that shows the hand), when the network comes back, and about every
 * minute while the app is open; a failure is tried again with a growing pause. The run itself,
 * push then pull, is clubTransfer.ts's; it never blocks the table.
 * Loaded only once this phone has a club (club.svelte.ts).
 */
import { CouchError, type Fetch } from '../club/couch';
import type { ClubSettings } from '../club/invite';
import * as store from '../db/clubWrites';
import { listenForWrites } from './clubNudge';
import { Stop, type Kept, type SyncFailure } from './clubRun';
import { syncOnce } from './clubTransfer';
import type { RefusedTournament, TournamentsReceived } from './clubTournaments';

export { syncOnce, type Kept, type SyncFailure };

export interface SyncStatus {
  running: boolean;
  failure?: SyncFailure;
  /** Changes taken in of those the server has after the checkpoint, while pulling. */
  progress?: { done: number; total: number };
  lastSync?: number;
  waiting: number;
  /** Games that came back changed on both phones and are kept beside (this run). */
  besides: number;
  /** Shared tournaments that came down unreadable and were skipped (until a good one comes). */
  refused?: RefusedTournament[];
  /** This member's own games this phone got back from the club (since the app opened). */
  restored: number;
  /** Games other members handed keeping of to this member (since the app opened). */
  handed: Kept['handed'];
}

/** Pushed and pulled again about every minute while open. */
export const EVERY_MS = 60_000;
/** After a save: later than the frame that shows the hand, and one push for a few saves. */
const AFTER_SAVE_MS = 1_500;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;
/**
 * The longest one request may take (a page of documents on a slow line included): a request
 * the network left hanging ends the run, which retries, rather than hold every later one.
 */
const REQUEST_MS = 120_000;

/** Runs the sync for one club until stopped: after saves, online, every minute, with back-off. */
export class ClubSync {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running = false;
  /** The run under way, if any. */
  #current: Promise<void> | undefined;
  #again = false;
  /** When the run `#timer` is set for starts (ms since epoch); Infinity when none is set. */
  #due = Infinity;
  #stopped = false;
  #failures = 0;
  #status: SyncStatus = { running: false, waiting: 0, besides: 0, restored: 0, handed: [] };
  readonly #refused = new Map<string, RefusedTournament>();
  readonly #online = () => this.soon(0);

  constructor(
    readonly settings: ClubSettings,
    private readonly fetcher: Fetch,
    private readonly onStatus: (status: SyncStatus) => void,
  ) {
    listenForWrites(() => this.soon(AFTER_SAVE_MS));
    globalThis.addEventListener?.('online', this.#online);
  }

  get status(): SyncStatus {
    return this.#status;
  }

  #set(next: Partial<SyncStatus>): void {
    this.#status = { ...this.#status, ...next };
    this.onStatus(this.#status);
  }

  /**
   * Runs the sync after `ms`; a run already set for sooner stays (a save at the end of a run
   * is pushed after AFTER_SAVE_MS, never put off by that run's minute of pause).
   */
  soon(ms: number): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    const due = Date.now() + ms;
    if (due >= this.#due) return;
    clearTimeout(this.#timer);
    this.#due = due;
    this.#timer = setTimeout(() => {
      this.#due = Infinity;
      void this.run();
    }, ms);
  }

  /** Resolves once no run is under way. */
  async idle(): Promise<void> {
    while (this.#current) await this.#current;
  }

  /**
   * One run now (or once the one under way ends); resolves when it is done. `checked`: the
   * join's check of the server, just made (see syncOnce).
   */
  run(checked?: number): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return Promise.resolve();
    }
    const current = this.#run(checked).finally(() => {
      if (this.#current === current) this.#current = undefined;
    });
    this.#current = current;
    return current;
  }

  async #run(checked: number | undefined): Promise<void> {
    clearTimeout(this.#timer);
    this.#due = Infinity;
    this.#running = true;
    this.#set({ running: true, besides: 0 });
    const { restored, handed } = this.#status;
    let failure: SyncFailure | undefined;
    // The browser going offline ends the requests under way at once: a request it leaves
    // hanging would hold the run, and with it "what waits to go up", until the network is back.
    const cut = new AbortController();
    const goneOffline = () => cut.abort();
    globalThis.addEventListener?.('offline', goneOffline);
    const fetcher: Fetch = (url, init) =>
      this.fetcher(url, {
        ...init,
        signal: AbortSignal.any([cut.signal, AbortSignal.timeout(REQUEST_MS)]),
      });
    try {
      await syncOnce(
        this.settings,
        fetcher,
        (progress, kept, tournaments) =>
          this.#set({
            progress,
            besides: kept.besides,
            restored: restored + kept.restored,
            handed: [...handed, ...kept.handed],
            ...this.#tournaments(tournaments),
          }),
        checked,
      );
      this.#failures = 0;
    } catch (error) {
      if (globalThis.navigator?.onLine === false) failure = 'offline';
      else if (error instanceof CouchError || error instanceof Stop) failure = error.failure;
      // Cut off while an answer was arriving (the request's time ran out).
      else if (error instanceof DOMException && ['AbortError', 'TimeoutError'].includes(error.name))
        failure = 'unreachable';
      else failure = 'junk';
      this.#failures++;
    } finally {
      globalThis.removeEventListener?.('offline', goneOffline);
    }
    this.#running = false;
    if (this.#stopped) return;
    const state = await store.readClub();
    const waiting = await store.waitingCount().catch(() => this.#status.waiting);
    this.#set({
      running: false,
      failure,
      progress: undefined,
      ...(state.lastSync !== undefined ? { lastSync: state.lastSync } : {}),
      waiting,
    });
    const pause = failure
      ? Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (this.#failures - 1))
      : EVERY_MS;
    if (this.#again) {
      this.#again = false;
      this.soon(AFTER_SAVE_MS);
    } else this.soon(pause);
  }

  /** The skipped shared tournaments so far, a later good version of one taking it off. */
  #tournaments(received: TournamentsReceived | undefined): Pick<SyncStatus, 'refused'> {
    if (!received) return {};
    for (const id of received.kept) this.#refused.delete(id);
    for (const refused of received.refused) this.#refused.set(refused.docId, refused);
    return { refused: [...this.#refused.values()] };
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    listenForWrites(undefined);
    globalThis.removeEventListener?.('online', this.#online);
  }
}

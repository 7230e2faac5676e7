import type { CameraProblem } from '../scan/camera';
import type { QrDecoder, ScanDevice } from '../scan/device';
import type { ShareRefusal } from '../share';
// The camera's collector (scan/browser.ts) unpacks with the loader handed in there.
import './shareCode';
import { handIn } from './incoming';
import { INVITE_ROUTE } from '../club/invite';

export type { CameraProblem };
export type { Collector } from '../scan/device';

/** With no code seen for this long, the screen says so and offers the other ways in. */
export const QUIET_MS = 10_000;

/**
 * How long the decoder (its worker script and wasm) may take to load before the scanner
 * gives up on it. A request that hangs (a Wi-Fi that drops mid-answer, a hotel portal)
 * never fails by itself and would keep "starting the camera" on screen for ever. From the
 * precache it loads in well under a second; a first visit over a slow mobile network brings
 * its 1 MB in a few seconds; past 10 s the person is better told than kept waiting.
 */
export const DECODER_LOAD_MS = 10_000;

/**
 * What a scan needs: the camera and decoder (scan/device.ts; tests hand in fakes), and
 * where a whole game text goes (state/incoming.ts `handIn`, unless a test says otherwise).
 */
export type ScanDeps = ScanDevice & {
  handIn?(text: string): void;
  /**
   * Collects one transfer after the other with the camera left on (the organizer's desk
   * reading the tables' sheets, RULES.md §4), its collector taking each transfer apart.
   */
  keepGoing?: boolean;
};

export type ScanPhase = 'starting' | 'scanning' | 'complete' | 'failed' | 'stopped';
/**
 * Why scanning cannot go on: the camera, or the decoder that did not load: its fetch failed
 * (`decoder`), there is no network (`decoderOffline`: a first visit that went offline before
 * the service worker held it), or no answer came within DECODER_LOAD_MS (`decoderHung`).
 */
export type ScanProblem = CameraProblem | 'decoder' | 'decoderOffline' | 'decoderHung';

/** The camera reading another phone's codes, frame by frame (FORMAT.md "Between phones"). */
export class ScanSession {
  phase = $state<ScanPhase>('starting');
  received = $state(0);
  total = $state<number | null>(null);
  problem = $state<ScanProblem | null>(null);
  /** The last code that was refused, until a good frame comes; scanning goes on meanwhile. */
  refusal = $state<ShareRefusal | null>(null);
  /** No code seen for QUIET_MS. */
  quiet = $state(false);

  #deps: ScanDevice;
  #handIn: (text: string) => void;
  #stream: MediaStream | null = null;
  #decoder: QrDecoder | null = null;
  #stopLoop: (() => void) | null = null;
  #lastSeen = 0;
  readonly #keepGoing: boolean;

  constructor(deps: ScanDeps) {
    this.#deps = deps;
    this.#keepGoing = deps.keepGoing ?? false;
    this.#handIn = deps.handIn ?? ((text) => handIn(text, 'scan'));
  }

  async start(): Promise<void> {
    const camera = await this.#deps.openCamera();
    if (!camera.ok) return this.#fail(camera.problem);
    // Closed while the person was still answering the permission question.
    if (this.phase === 'stopped') return this.#deps.stopCamera(camera.stream);
    this.#stream = camera.stream;
    try {
      await this.#deps.show(camera.stream);
    } catch {
      return this.#fail(this.#deps.online() ? 'decoder' : 'decoderOffline');
    }
    const decoder = await this.#openDecoder();
    if (typeof decoder === 'string') return this.#fail(decoder);
    this.#decoder = decoder;
    // Closed while the decoder was loading: stop() found none to close, so close it here.
    if (this.phase !== 'starting') return this.#release();
    this.phase = 'scanning';
    this.#lastSeen = this.#deps.now();
    this.#stopLoop = this.#deps.loop(() => this.#readOnce());
  }

  /** The decoder, or why it did not load: failed, no network, or no answer in time. */
  async #openDecoder(): Promise<QrDecoder | ScanProblem> {
    const loading = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((done) => {
      timer = setTimeout(() => done('late'), DECODER_LOAD_MS);
    });
    const opening = this.#deps.openDecoder(loading.signal);
    try {
      const first = await Promise.race([opening, late]);
      if (first !== 'late') return first;
      // Given up: the worker and its hanging request end; one that loads after all closes.
      loading.abort();
      opening.then(
        (decoder) => decoder.close(),
        () => {},
      );
      return this.#deps.online() ? 'decoderHung' : 'decoderOffline';
    } catch {
      return this.#deps.online() ? 'decoder' : 'decoderOffline';
    } finally {
      clearTimeout(timer);
    }
  }

  async #readOnce(): Promise<void> {
    const decoder = this.#decoder;
    if (!decoder || this.phase !== 'scanning') return;
    const texts = await decoder.read();
    if (texts.length === 0) {
      if (this.#deps.now() - this.#lastSeen >= QUIET_MS) this.quiet = true;
      return;
    }
    for (const text of texts) await this.take(text);
  }

  /** A decoded QR text: a frame of the transfer, a repeat, or a code that is refused. */
  async take(text: string): Promise<void> {
    if (this.phase !== 'scanning') return;
    this.#lastSeen = this.#deps.now();
    this.quiet = false;
    // A club's invite (its QR holds the link, club/invite.ts): handed in whole, for the club.
    if (text.includes(INVITE_ROUTE) && !this.#keepGoing) {
      this.phase = 'complete';
      this.#release();
      return this.#handIn(text);
    }
    const step = await this.#deps.collector.add(text);
    if (this.phase !== 'scanning') return;
    this.received = step.received;
    this.total = step.total;
    if (step.kind === 'refused') {
      this.refusal = step.reason;
      return;
    }
    if (step.kind === 'progress') {
      if (!step.repeat) this.refusal = null;
      return;
    }
    this.refusal = null;
    if (this.#keepGoing) {
      this.received = 0;
      this.total = null;
      return this.#handIn(step.text);
    }
    this.phase = 'complete';
    this.#release();
    this.#handIn(step.text);
  }

  /** Cancel, or the screen closed: the camera goes off. */
  stop(): void {
    if (this.phase === 'starting' || this.phase === 'scanning') this.phase = 'stopped';
    this.#release();
  }

  #fail(problem: ScanProblem): void {
    if (this.phase === 'stopped') return;
    this.problem = problem;
    this.phase = 'failed';
    this.#release();
  }

  #release(): void {
    this.#stopLoop?.();
    this.#stopLoop = null;
    this.#decoder?.close();
    this.#decoder = null;
    if (this.#stream) this.#deps.stopCamera(this.#stream);
    this.#stream = null;
  }
}

/**
 * Behind ShowQr.svelte: one game shown to the other phones at the table as QR
 * frames, and as a link (FORMAT.md "Between phones"). The codec and the QR
 * encoder load with this screen only, never in the first load.
 */
import { t } from '../i18n/index.svelte';
import { database } from './coldStart';
import { Live } from './live.svelte';
import { Persisted } from '../persisted.svelte';
import { FramePlayer } from './framePlayer.svelte';
import { isolate } from '../view/format';
import { toast } from './toast.svelte';
import { writeErrorText } from './actions';
import { untilLoaded } from '../loading';

/** A phone's name travels in each game sent; longer ones are cut. */
export const PHONE_NAME_MAX = 40;

const anyText = (_stored: string): _stored is string => true;

/** Whose phone this is ("Anna"): told to the receiver with every game sent. A device setting. */
export const phoneName = new Persisted<string>('spatz.phoneName', '', anyText);

/** A name as it is sent: no control characters, trimmed, at most PHONE_NAME_MAX characters. */
export function cleanPhoneName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
      .trim()
      .slice(0, PHONE_NAME_MAX)
  );
}

/** What the screen says above the code: which game, and how many games of its evening. */
export interface ShownGame {
  players: string[];
  /** The evening's day, 'YYYY-MM-DD', where the file has it. */
  date?: string;
  /** The games shown: the whole evening's (not deleted), or 1 for a single game. */
  games: number;
  single: boolean;
}

export type ShowPhase = 'loading' | 'ready' | 'notFound' | 'failed';

/** The parts of `navigator` that sharing a link needs; injected so tests can fake them. */
export interface LinkSharer {
  share?: (data: { url: string; title?: string }) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

export type LinkOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The system share sheet where the browser has one, else the clipboard. */
export async function sendLink(
  url: string,
  title: string,
  sharer: LinkSharer | undefined,
): Promise<LinkOutcome> {
  if (sharer?.share) {
    try {
      await sharer.share({ url, title });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // Refused (no gesture, not allowed): the clipboard still works.
    }
  }
  if (!sharer?.clipboard) return 'failed';
  try {
    await sharer.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

interface GameText {
  players: string[];
  meta?: { spatz?: { id?: string; session?: { date?: string } } };
}

function gameOf(shown: { text: string; kind: string; gameId: string; games: number }): ShownGame {
  const value = JSON.parse(shown.text) as GameText & {
    games?: GameText[];
    sessions?: { date?: string }[];
  };
  const single = shown.kind !== 'evening';
  const file = single
    ? value
    : (value.games?.find((g) => g.meta?.spatz?.id === shown.gameId) ?? value.games?.[0]);
  const date = single ? value.meta?.spatz?.session?.date : value.sessions?.[0]?.date;
  return { players: file?.players ?? [], ...(date ? { date } : {}), games: shown.games, single };
}

/**
 * Which transfer a frame belongs to: the game, and the very text shown. A stop or another
 * phone name changes the text but not the stored revision, and a receiver that mixed the
 * slices of two texts under one key could never put either back together.
 */
export function frameId(shown: { key: string; rev: string; text: string }): {
  game: string;
  rev: string;
} {
  return { game: shown.key, rev: `${shown.rev}\n${shown.text}` };
}

/** The frames, their loop and its pause are FramePlayer's. */
export class ShowQrState extends FramePlayer {
  readonly #gameId: string;
  #phase = $state<ShowPhase>('loading');
  #game = $state.raw<ShownGame | undefined>(undefined);
  #error = $state('');
  #text: string | undefined;
  #version = 2;
  #single = $state(false);
  #loads = 0;

  constructor(gameId: string) {
    super();
    this.#gameId = gameId;
  }

  get phase(): ShowPhase {
    return this.#phase;
  }
  get game(): ShownGame | undefined {
    return this.#game;
  }
  get error(): string {
    return this.#error;
  }
  /** Only this game is shown (the person chose so, for a phone with an older app). */
  get single(): boolean {
    return this.#single;
  }

  /** Shows the one game alone, or the whole evening again. */
  setSingle = (single: boolean): void => {
    if (single === this.#single) return;
    this.#single = single;
    this.rewind();
    void this.load();
  };

  /** Reads the game as it is stored now and encodes its frames; a later call wins. */
  load = async (): Promise<void> => {
    const run = ++this.#loads;
    try {
      const [db, share, qr] = await Promise.all([
        database(),
        untilLoaded(() => import('./shareCode')),
        untilLoaded(() => import('../view/qrCode')),
      ]);
      const from = cleanPhoneName(phoneName.current);
      const made = await db.exportForTable(this.#gameId, from, Date.now(), this.#single);
      if (run !== this.#loads) return;
      if (!made.ok) {
        if (made.error.kind !== 'notFound') this.#error = writeErrorText(made.error);
        this.#phase = made.error.kind === 'notFound' ? 'notFound' : 'failed';
        return;
      }
      const shown = made.value;
      const version = shown.kind === 'evening' ? share.FRAME_VERSION : share.GAME_FRAME_VERSION;
      const codes = await share.encodeFrames(shown.text, frameId(shown), version);
      const frames = codes.map(qr.drawQr);
      if (run !== this.#loads) return;
      this.#text = shown.text;
      this.#version = version;
      this.#game = gameOf(shown);
      this.showFrames(frames);
      this.#phase = 'ready';
    } catch (error) {
      if (run !== this.#loads) return;
      this.#error = error instanceof Error ? error.message : String(error);
      this.#phase = 'failed';
    }
  };

  /**
   * Draws the codes again whenever the stored evening changes while they show (a hand saved
   * in another tab, a stake changed): frames of a revision the phone no longer holds would hand the other
   * phones an old sheet, or mix two revisions in one transfer. Answers the way to stop.
   */
  follow(): () => void {
    let seen: string | undefined | null = null;
    const stamps = new Live((db) => db.eveningStamp(this.#gameId), {
      accept: (stamp: string | undefined) => {
        if (seen !== null && stamp !== seen) void this.load();
        seen = stamp;
        return stamp;
      },
    });
    return () => stamps.stop();
  }

  /** Keeps the phone's name on this device; the codes are made again with it. */
  setPhoneName = (name: string): void => {
    const clean = cleanPhoneName(name);
    if (clean === cleanPhoneName(phoneName.current)) return;
    if (clean === '') phoneName.remove();
    else phoneName.current = clean;
    void this.load();
  };

  /** The same game as a link (its fragment never reaches a server), shared or copied. */
  shareLink = async (sharer: LinkSharer | undefined = globalThis.navigator): Promise<void> => {
    const text = this.#text;
    if (text === undefined) return;
    try {
      const { encodeLink } = await untilLoaded(() => import('./shareCode'));
      const url = await encodeLink(text, location.origin + location.pathname, this.#version);
      const players = this.#game?.players.map(isolate).join(', ') ?? '';
      const outcome = await sendLink(url, t('showLinkTitle', { players }), sharer);
      if (outcome === 'shared') toast.show(t('showLinkShared'));
      else if (outcome === 'copied') toast.show(t('showLinkCopied'));
      else if (outcome === 'failed') toast.show(t('showLinkFailed'), { error: true });
    } catch {
      toast.show(t('showLinkFailed'), { error: true });
    }
  };
}

import { i18n, t } from '../i18n/index.svelte';
import type { Game, GameResult } from '../rules';
import { formatDate } from '../view/format';
import { settlementView, type SettlementView } from '../view/settlementView';
import { shareText } from '../view/shareText';

export type ShareStatus = 'idle' | 'shared' | 'copied' | 'failed';

/** The parts of `navigator` that sharing text needs; injected so tests can fake them. */
export interface TextSharer {
  share?: (data: { text: string; title?: string }) => Promise<void>;
  canShare?: (data: { text: string }) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * Web Share with text where the phone has it (the chat apps of the table),
 * else the clipboard. A person closing the share sheet is not a failure: it
 * gives `idle` and nothing is shown.
 */
export async function sendText(text: string, sharer: TextSharer | undefined): Promise<ShareStatus> {
  if (sharer?.share && (sharer.canShare?.({ text }) ?? true)) {
    try {
      await sharer.share({ text });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'idle';
      // Share refused (no user gesture, not allowed): fall back to the clipboard.
    }
  }
  if (sharer?.clipboard) {
    try {
      await sharer.clipboard.writeText(text);
      return 'copied';
    } catch {
      return 'failed';
    }
  }
  return 'failed';
}

export interface SettlementProps {
  game: Game;
  result: GameResult;
  session?: { date?: string; stakePerPoint?: number; coin?: number };
}

/** Behind Settlement.svelte: the derived view, its share text and the share confirmation. */
export class SettlementState {
  #props: () => SettlementProps;
  #status = $state<ShareStatus>('idle');
  #view = $derived.by(() => {
    const { game, result, session } = this.#props();
    return settlementView(game, result, session);
  });
  #text = $derived.by(() => {
    const { game, session } = this.#props();
    const date = session?.date ? formatDate(session.date, i18n.lang) : '';
    return shareText(this.#view, { variant: game.variant, date }, t, i18n.lang);
  });

  constructor(props: () => SettlementProps) {
    this.#props = props;
  }

  get view(): SettlementView {
    return this.#view;
  }

  get text(): string {
    return this.#text;
  }

  get status(): ShareStatus {
    return this.#status;
  }

  share = async (sharer: TextSharer | undefined = globalThis.navigator): Promise<void> => {
    this.#status = 'idle';
    this.#status = await sendText(this.#text, sharer);
  };
}

/**
 * A game handed from phone to phone without a network (FORMAT.md "Between
 * phones"): the game file packed (raw deflate), written in Base45 and split
 * into QR frames, or put into a link. Pure: no storage, no screen. Loaded
 * only by the screens that show or read codes, never in the first load.
 */
import type { MessageKey } from '../i18n/index.svelte';
import type { ShareRefusal } from './collector';

export {
  encodeFrames,
  parseFrame,
  FRAME_VERSION,
  GAME_FRAME_VERSION,
  MAX_FRAME_CHARS,
  type ShareId,
} from './frames';
export { FrameCollector, type CollectStep, type ShareRefusal } from './collector';
export { encodeLink, readLinkPayload, type LinkRead } from './link';

const SCAN_TEXT: Record<ShareRefusal, MessageKey> = {
  notSpatz: 'scanNotSpatz',
  otherGame: 'scanOtherGame',
  checksum: 'scanChecksum',
  newerVersion: 'scanNewerVersion',
  damaged: 'scanDamaged',
};

const LINK_TEXT: Record<ShareRefusal, MessageKey> = {
  notSpatz: 'linkNotSpatz',
  otherGame: 'linkDamaged',
  checksum: 'linkDamaged',
  newerVersion: 'linkNewerVersion',
  damaged: 'linkDamaged',
};

/** The message (both languages) that says what happened and what to do. */
export function shareRefusalKey(reason: ShareRefusal, via: 'scan' | 'link' = 'scan'): MessageKey {
  return (via === 'scan' ? SCAN_TEXT : LINK_TEXT)[reason];
}

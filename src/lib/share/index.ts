/**
 * A game handed from phone to phone without a network (FORMAT.md "Between
 * phones"): the game file packed (raw deflate), written in Base45 and split
 * into QR frames, or put into a link. Pure: no storage, no screen. Loaded
 * only by the screens that show or read codes, never in the first load.
 */

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

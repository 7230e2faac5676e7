import { FrameCollector, parseFrame, type CollectStep } from './shareCode';

/**
 * Collects every table's transfer at once, each by its own key: the camera sees the
 * tables' codes in turn (a frame of one table between another's), and each sheet is
 * handed in as soon as its last frame arrived. A finished transfer's frames are repeats.
 */
export function sheetCollector(): { add(code: string): Promise<CollectStep> } {
  const transfers = new Map<string, FrameCollector>();
  return {
    async add(code) {
      const frame = parseFrame(code);
      if (typeof frame === 'string')
        return { kind: 'refused', reason: frame, received: 0, total: null };
      let collector = transfers.get(frame.game);
      if (!collector) transfers.set(frame.game, (collector = new FrameCollector()));
      return collector.add(code);
    },
  };
}

/**
 * A decoder whose load hangs (a worker script or wasm request that never answers): the
 * scanner gives up after DECODER_LOAD_MS and says so, the hung load is aborted, the
 * camera goes off, and "try again" starts afresh. Told apart from no network at all.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FrameCollector } from '../../../src/lib/share';
import type { QrDecoder } from '../../../src/lib/scan/device';
import { DECODER_LOAD_MS, ScanSession } from '../../../src/lib/state/scan.svelte';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** A scan whose decoder loads only when `answer` is called (else never), and what it did. */
function hangingScan(online = true) {
  const log: string[] = [];
  const signals: AbortSignal[] = [];
  let answer: (() => void) | null = null;
  const decoder: QrDecoder = { read: async () => [], close: () => void log.push('decoder closed') };
  const session = new ScanSession({
    openCamera: async () => ({ ok: true, stream: {} as MediaStream }),
    show: async () => void log.push('show'),
    stopCamera: () => void log.push('camera off'),
    openDecoder: (signal) => {
      signals.push(signal);
      return new Promise<QrDecoder>((done) => (answer = () => done(decoder)));
    },
    loop: () => () => void log.push('loop stopped'),
    collector: new FrameCollector(),
    handIn: () => {},
    now: () => 0,
    online: () => online,
  });
  return { session, log, signals, answer: () => answer?.() };
}

describe('a decoder that hangs', () => {
  it('is given up after DECODER_LOAD_MS, said as a hung load, its load aborted', async () => {
    const scan = hangingScan();
    const started = scan.session.start();
    await vi.advanceTimersByTimeAsync(DECODER_LOAD_MS - 1);
    // Just before the limit: still starting, the load not aborted.
    expect(scan.session.phase).toBe('starting');
    expect(scan.signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(scan.session.phase).toBe('failed');
    expect(scan.session.problem).toBe('decoderHung');
    expect(scan.signals[0]!.aborted).toBe(true);
    expect(scan.log).toEqual(['show', 'camera off']);
    // The load answers after all: that decoder is closed, the scan stays as said.
    scan.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(scan.log).toEqual(['show', 'camera off', 'decoder closed']);
    expect(scan.session.phase).toBe('failed');
  });

  it('with no network says it is the network', async () => {
    const scan = hangingScan(false);
    const started = scan.session.start();
    await vi.advanceTimersByTimeAsync(DECODER_LOAD_MS);
    await started;
    expect(scan.session.problem).toBe('decoderOffline');
  });

  it('a load that answers in time scans, and no limit fires later', async () => {
    const scan = hangingScan();
    const started = scan.session.start();
    await vi.advanceTimersByTimeAsync(DECODER_LOAD_MS / 2);
    scan.answer();
    await started;
    expect(scan.session.phase).toBe('scanning');
    await vi.advanceTimersByTimeAsync(DECODER_LOAD_MS);
    expect(scan.session.phase).toBe('scanning');
    expect(scan.signals[0]!.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancel while it hangs: stopped, nothing said', async () => {
    const scan = hangingScan();
    const started = scan.session.start();
    await vi.advanceTimersByTimeAsync(1000);
    scan.session.stop();
    await vi.advanceTimersByTimeAsync(DECODER_LOAD_MS);
    await started;
    expect(scan.session.phase).toBe('stopped');
    expect(scan.session.problem).toBeNull();
  });
});

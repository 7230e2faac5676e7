import { describe, expect, it } from 'vitest';
import type { CameraOpen } from '../../../src/lib/scan/camera';
import { cameraProblem } from '../../../src/lib/scan/camera';
import { encodeFrames, FrameCollector, type CollectStep } from '../../../src/lib/share';
import { sentGame } from '../share/games';
import { QUIET_MS, ScanSession, type Collector } from '../../../src/lib/state/scan.svelte';

/**
 * A stand-in for the codec's collector, so these tests check only the screen's glue:
 * codes "T:<i>/<n>" are frame i of n; "X" is another game's frame; anything else is foreign.
 * The whole text is the frames' numbers joined.
 */
class FakeCollector implements Collector {
  seen = new Map<number, string>();
  total: number | null = null;
  async add(code: string): Promise<CollectStep> {
    const received = this.seen.size;
    if (code === 'X') return { kind: 'refused', reason: 'otherGame', received, total: this.total };
    const frame = /^T:(\d+)\/(\d+)$/.exec(code);
    if (!frame) return { kind: 'refused', reason: 'notSpatz', received, total: this.total };
    const [index, total] = [Number(frame[1]), Number(frame[2])];
    const repeat = this.seen.has(index);
    this.seen.set(index, code);
    this.total = total;
    if (this.seen.size < total) {
      return { kind: 'progress', received: this.seen.size, total, repeat };
    }
    const text = [...this.seen.keys()].sort().join(',');
    return { kind: 'complete', text, received: total, total };
  }
}

/** A scan with a fake camera and a decoder that returns the scripted pictures one per read. */
function fakeScan(
  pictures: string[][],
  camera: CameraOpen | 'decoderFails' = okCamera(),
  online = true,
) {
  const log: string[] = [];
  const handedIn: string[] = [];
  let read: (() => Promise<void>) | null = null;
  let clock = 0;
  const session = new ScanSession({
    openCamera: async () => (camera === 'decoderFails' ? okCamera() : camera),
    show: async () => void log.push('show'),
    stopCamera: () => void log.push('camera off'),
    openDecoder: async () => {
      if (camera === 'decoderFails') throw new Error('wasm');
      log.push('decoder');
      return {
        read: async () => pictures.shift() ?? [],
        close: () => void log.push('decoder closed'),
      };
    },
    loop: (next) => {
      read = next;
      log.push('loop');
      return () => {
        read = null;
        log.push('loop stopped');
      };
    },
    collector: new FakeCollector(),
    handIn: (text) => void handedIn.push(text),
    now: () => clock,
    online: () => online,
  });
  return {
    session,
    log,
    handedIn,
    /** One read of the loop, `ms` later. */
    async tick(ms = 110) {
      clock += ms;
      await read?.();
    },
    get looping() {
      return read !== null;
    },
  };
}

function okCamera(): CameraOpen {
  return { ok: true, stream: {} as MediaStream };
}

describe('scanning another phone', () => {
  it('counts frames in any order, ignores repeats, and hands the whole text in once', async () => {
    const scan = fakeScan([[], ['T:2/3'], ['T:2/3'], ['T:0/3'], [], ['T:1/3']]);
    await scan.session.start();
    expect(scan.session.phase).toBe('scanning');
    expect(scan.log).toEqual(['show', 'decoder', 'loop']);
    expect([scan.session.received, scan.session.total]).toEqual([0, null]);

    await scan.tick();
    await scan.tick();
    expect([scan.session.received, scan.session.total]).toEqual([1, 3]);
    await scan.tick(); // the same frame again: still 1 of 3
    expect([scan.session.received, scan.session.total]).toEqual([1, 3]);
    await scan.tick();
    await scan.tick();
    expect([scan.session.received, scan.session.total]).toEqual([2, 3]);
    expect(scan.handedIn).toEqual([]);

    await scan.tick();
    expect(scan.session.phase).toBe('complete');
    expect([scan.session.received, scan.session.total]).toEqual([3, 3]);
    expect(scan.handedIn).toEqual(['0,1,2']);
    // The camera is off before the receive screen opens, and nothing reads any more.
    expect(scan.log.slice(3)).toEqual(['loop stopped', 'decoder closed', 'camera off']);
    expect(scan.looping).toBe(false);
  });

  it('a foreign code or another game’s frame is refused, what arrived is kept, scanning goes on', async () => {
    const scan = fakeScan([['T:0/2'], ['WIFI:S:Pub;T:WPA;P:x;;'], ['X'], ['T:1/2']]);
    await scan.session.start();
    await scan.tick();
    await scan.tick();
    expect(scan.session.refusal).toBe('notSpatz');
    expect([scan.session.received, scan.session.total]).toEqual([1, 2]);
    expect(scan.session.phase).toBe('scanning');
    await scan.tick();
    expect(scan.session.refusal).toBe('otherGame');
    expect(scan.session.received).toBe(1);
    await scan.tick();
    expect(scan.session.refusal).toBeNull();
    expect(scan.handedIn).toEqual(['0,1']);
  });

  it(`says so after ${QUIET_MS / 1000} s with no code, and stops saying it when one comes`, async () => {
    const scan = fakeScan([[], [], [], ['T:0/2']]);
    await scan.session.start();
    await scan.tick(5_000);
    expect(scan.session.quiet).toBe(false);
    await scan.tick(4_999);
    expect(scan.session.quiet).toBe(false);
    await scan.tick(1);
    expect(scan.session.quiet).toBe(true);
    await scan.tick();
    expect(scan.session.quiet).toBe(false);
    expect(scan.session.received).toBe(1);
  });

  it.each(['denied', 'busy', 'noCamera'] as const)(
    'a camera that does not open (%s) is said, with nothing left running',
    async (problem) => {
      const scan = fakeScan([], { ok: false, problem });
      await scan.session.start();
      expect(scan.session.phase).toBe('failed');
      expect(scan.session.problem).toBe(problem);
      expect(scan.log).toEqual([]);
    },
  );

  it('a decoder that does not load is said, and the camera goes off', async () => {
    const scan = fakeScan([], 'decoderFails');
    await scan.session.start();
    expect(scan.session.phase).toBe('failed');
    expect(scan.session.problem).toBe('decoder');
    expect(scan.log).toEqual(['show', 'camera off']);
  });

  it('a decoder that does not load with no network says it is the network, not the phone', async () => {
    const scan = fakeScan([], 'decoderFails', false);
    await scan.session.start();
    expect(scan.session.phase).toBe('failed');
    expect(scan.session.problem).toBe('decoderOffline');
    expect(scan.log).toEqual(['show', 'camera off']);
  });

  it("hands a club's invite link in whole at once, and the camera goes off", async () => {
    const link = 'https://spatz.example/#/club/eyJ2IjoxfQ';
    const scan = fakeScan([[link]]);
    await scan.session.start();
    await scan.tick();
    expect(scan.handedIn).toEqual([link]);
    expect(scan.session.phase).toBe('complete');
    expect(scan.log).toContain('camera off');
  });

  it('cancel turns everything off and nothing is handed in afterwards', async () => {
    const scan = fakeScan([['T:0/1']]);
    await scan.session.start();
    scan.session.stop();
    expect(scan.session.phase).toBe('stopped');
    expect(scan.log.slice(3)).toEqual(['loop stopped', 'decoder closed', 'camera off']);
    await scan.session.take('T:0/1');
    expect(scan.handedIn).toEqual([]);
  });

  it('closed while the permission question is open: the camera that then opens goes off', async () => {
    let grant: (open: CameraOpen) => void = () => {};
    const stopped: MediaStream[] = [];
    const stream = {} as MediaStream;
    const session = new ScanSession({
      openCamera: () => new Promise((done) => (grant = done)),
      show: async () => {},
      stopCamera: (s) => void stopped.push(s),
      openDecoder: async () => ({ read: async () => [], close() {} }),
      loop: () => () => {},
      collector: new FakeCollector(),
      handIn: () => {},
      now: () => 0,
      online: () => true,
    });
    const started = session.start();
    session.stop();
    grant({ ok: true, stream });
    await started;
    expect(session.phase).toBe('stopped');
    expect(stopped).toEqual([stream]);
  });

  it('closed while the decoder is still loading: the decoder that then loads is closed', async () => {
    let loaded: () => void = () => {};
    let closed = 0;
    const session = new ScanSession({
      openCamera: async () => okCamera(),
      show: async () => {},
      stopCamera: () => {},
      openDecoder: () =>
        new Promise((done) => {
          loaded = () => done({ read: async () => [], close: () => void (closed += 1) });
        }),
      loop: () => () => {},
      collector: new FakeCollector(),
      handIn: () => {},
      now: () => 0,
      online: () => true,
    });
    const started = session.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    session.stop();
    loaded();
    await started;
    expect(session.phase).toBe('stopped');
    expect(closed).toBe(1);
  });

  it('with the real collector, a 40-hand game’s frames (shuffled, repeated) hand in exactly its text', async () => {
    const { text, id } = sentGame('dobbm', 40);
    const rev = (JSON.parse(text) as { meta: { spatz: { sent: { rev: string } } } }).meta.spatz.sent
      .rev;
    const frames = await encodeFrames(text, { game: id, rev });
    expect(frames.length).toBeGreaterThan(1);
    const shown = [...frames.slice(1).reverse(), frames[1]!, 'WIFI:S:Pub;T:WPA;P:x;;', frames[0]!];
    const handedIn: string[] = [];
    let read: () => Promise<void> = async () => {};
    const session = new ScanSession({
      openCamera: async () => okCamera(),
      show: async () => {},
      stopCamera: () => {},
      openDecoder: async () => ({ read: async () => [shown.shift() ?? ''], close() {} }),
      loop: (next) => ((read = next), () => {}),
      collector: new FrameCollector(),
      handIn: (whole) => void handedIn.push(whole),
      now: () => 0,
      online: () => true,
    });
    await session.start();
    for (let i = 0; i < frames.length + 1; i++) await read();
    expect(session.refusal).toBe('notSpatz');
    expect([session.received, session.total]).toEqual([frames.length - 1, frames.length]);
    await read();
    expect(session.phase).toBe('complete');
    expect(handedIn).toEqual([text]);
  });

  it('reads getUserMedia’s errors by name', () => {
    const named = (name: string) => Object.assign(new Error(name), { name });
    expect(cameraProblem(named('NotAllowedError'))).toBe('denied');
    expect(cameraProblem(named('SecurityError'))).toBe('denied');
    expect(cameraProblem(named('NotReadableError'))).toBe('busy');
    expect(cameraProblem(named('NotFoundError'))).toBe('noCamera');
    expect(cameraProblem(named('OverconstrainedError'))).toBe('noCamera');
    expect(cameraProblem('nonsense')).toBe('noCamera');
  });
});

/**
 * Figure (h) of scripts/bench.ts: the evenings of (f) (a 40-hand and a 200-hand game, and
 * three 40-hand games) received through the camera. Chromium's fake camera plays the sender's frames (drawn as the show screen draws
 * them: QR, error correction M) at 5 video frames per second, one frame each, in a loop; the
 * receiving page, on a fresh profile, opens the scanner from the start screen. Timed inside
 * that page from the test hooks' changes: the first frame counted (`scan-progress`
 * `data-received` 1) until the preview's `import-confirm` shows (every frame in, put
 * together and read), which the page taps at once, until the game screen shows the stored
 * game (`game-status`). The limit is the frames shown once at the camera's pace.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { encodeFrames } from '../../src/lib/share';
import { launchChromium } from '../../tests/e2e/chromium';
import { fakeCameraFile, fakeCameraFlags } from '../../tests/e2e/fakeCamera';
import { appMounted } from '../../tests/e2e/pwa';
import { median } from './report';
import { eveningLabel, eveningShown, FRAME_EVENINGS } from './frames';

/** The fake camera's video frames per second (tests/e2e/fakeCamera.ts), one QR frame each. */
const CAMERA_FPS = 5;

export interface ReceiveTime {
  label: string;
  frames: number;
  /** Every frame shown once at CAMERA_FPS: the least any receiver needs. */
  limitMs: number;
  /** Per run: the first frame counted until the preview is ready. */
  previewMs: number[];
  /** Per run: the first frame counted until the stored game shows. */
  storedMs: number[];
}

interface Marks {
  first?: number;
  preview?: number;
  stored?: number;
}

/**
 * Runs in the receiving page before the app: marks the hooks' changes and taps the import
 * the moment it is offered. Plain script text: tsx would wrap a function's inner helpers
 * in its own `__name`, which the page does not have.
 */
const MARK_HOOKS = `(() => {
  const marks = {};
  globalThis.receiveMarks = marks;
  new MutationObserver(() => {
    const now = performance.now();
    const progress = document.querySelector('[data-testid="scan-progress"]');
    if (marks.first === undefined && Number(progress?.getAttribute('data-received') ?? 0) > 0)
      marks.first = now;
    const confirm = document.querySelector('[data-testid="import-confirm"]');
    if (marks.preview === undefined && confirm instanceof HTMLButtonElement && !confirm.disabled) {
      marks.preview = now;
      // A single-frame game completes before "1 of 1" is painted.
      if (marks.first === undefined) marks.first = now;
      // After the update that showed it has run to its end.
      setTimeout(() => confirm.click(), 0);
    }
    if (marks.preview !== undefined && marks.stored === undefined &&
        document.querySelector('[data-testid="game-status"]'))
      marks.stored = now;
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** One receiver on a fresh profile whose camera plays `camera`: its marks. */
export async function receiveOnce(url: string, camera: string): Promise<Required<Marks>> {
  const profile = await mkdtemp(join(tmpdir(), 'spatz-bench-receive-'));
  const session = await launchChromium(url, {
    userDataDir: profile,
    args: fakeCameraFlags(camera),
  });
  try {
    const { page } = session;
    await page.addInitScript(MARK_HOOKS);
    await page.goto(`${url}/`);
    await appMounted(page);
    await page.getByTestId('scan-qr').click();
    await page
      .getByTestId('game-status')
      .waitFor({ timeout: 120_000 })
      .catch(async () => {
        const progress = page.getByTestId('scan-progress');
        const seen = (await progress.count()) ? await progress.getAttribute('data-received') : '-';
        throw new Error(`no game stored after 2 minutes: at ${page.url()}, ${seen} frames counted`);
      });
    const marks = await page.evaluate(
      () => (globalThis as { receiveMarks?: Marks }).receiveMarks ?? {},
    );
    if (marks.first === undefined || marks.preview === undefined || marks.stored === undefined)
      throw new Error(`receiving left marks out: ${JSON.stringify(marks)}`);
    return marks as Required<Marks>;
  } finally {
    await session.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** (h) for each evening of FRAME_EVENINGS: `runs` receivers, one after the other. */
export async function receiveTimes(url: string, runs: number): Promise<ReceiveTime[]> {
  const times: ReceiveTime[] = [];
  for (const games of FRAME_EVENINGS) {
    const { text, id, rev } = eveningShown(games);
    const frames = await encodeFrames(text, { game: id, rev });
    const camera = await fakeCameraFile(frames, 1);
    const time: ReceiveTime = {
      label: eveningLabel(games),
      frames: frames.length,
      limitMs: (frames.length / CAMERA_FPS) * 1000,
      previewMs: [],
      storedMs: [],
    };
    try {
      for (let run = 0; run < runs; run++) {
        const marks = await receiveOnce(url, camera);
        time.previewMs.push(marks.preview - marks.first);
        time.storedMs.push(marks.stored - marks.first);
      }
    } finally {
      await rm(dirname(camera), { recursive: true, force: true });
    }
    times.push(time);
  }
  return times;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One line an evening, in the bench's table width, and what it means. */
export function printReceive(times: ReceiveTime[], width = 0): void {
  for (const t of times) {
    const stored = median(t.storedMs);
    const label = `(h) received, ${t.label}`;
    console.log(
      `${label.padEnd(width)}  first frame until stored ${seconds(stored).padStart(8)} ` +
        `(preview ready ${seconds(median(t.previewMs))})  limit ${seconds(t.limitMs)} ` +
        `(${t.frames} frames once at ${CAMERA_FPS}/s)  ratio ${(stored / t.limitMs).toFixed(2)}x` +
        `  runs ${t.storedMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s`,
    );
  }
  console.log(
    `  note: (h) Chromium's fake camera playing the sender's frames at ${CAMERA_FPS} per second in a loop, ` +
      'read by the bundled decoder (no BarcodeDetector on Linux); timed in the receiving page from the ' +
      'first frame counted until the stored game shows, the import tapped the moment it is offered; medians',
  );
}

import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { encode } from 'uqr';

const run = promisify(execFile);

/** The fake camera's picture size and frame rate (Chromium plays the y4m in a loop). */
const WIDTH = 640;
const HEIGHT = 480;
const FPS = 5;

/**
 * A y4m file for Chromium's fake camera that shows each text as a QR code (error
 * correction M, as the sender draws them), `repeat` video frames each, in order. Made with
 * ffmpeg from grey-scale pictures (PGM), the way the sender's screen would look to a camera.
 */
export async function fakeCameraFile(texts: string[], repeat = 2): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'spatz-camera-'));
  let n = 0;
  for (const text of texts) {
    const picture = qrPicture(text);
    for (let i = 0; i < repeat; i++) {
      await writeFile(join(dir, `frame${String(n++).padStart(3, '0')}.pgm`), picture);
    }
  }
  const out = join(dir, 'camera.y4m');
  await run('ffmpeg', [
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    join(dir, 'frame%03d.pgm'),
    '-pix_fmt',
    'yuv420p',
    out,
  ]);
  return out;
}

/** Chromium's flags for a camera that plays `file` (and a permission granted without asking). */
export function fakeCameraFlags(file: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

/** A binary PGM: the QR code centred on white, as large as fits with its quiet zone. */
function qrPicture(text: string): Buffer {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / size);
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const pixels = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!data[y]![x]) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = (top + y * scale + dy) * WIDTH + left + x * scale;
        pixels.fill(0, row, row + scale);
      }
    }
  }
  return Buffer.concat([Buffer.from(`P5\n${WIDTH} ${HEIGHT}\n255\n`), pixels]);
}

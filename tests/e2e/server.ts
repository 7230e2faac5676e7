import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export interface StaticServer {
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  readonly url: string;
  readonly port: number;
  /** Serve another folder from now on, on the same origin (build A → build B). */
  setRoot(dir: string): void;
  /** How many requests reached the server (for "nothing left the device" checks). */
  readonly requests: readonly string[];
  close(): Promise<void>;
}

/**
 * A tiny static server for a built `dist/`, like `vite preview`: files as they are,
 * any path without a file extension falls back to index.html, and `sw.js` is never
 * cached so the browser's update check sees a new build at once. With `under` (`/spatz`)
 * the app lives in that folder, as on a server that holds other things too: nothing is
 * served outside it.
 */
export async function serveStatic(root: string, port = 0, under = ''): Promise<StaticServer> {
  let current = resolve(root);
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const full = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(full);
    const path = full.startsWith(`${under}/`) ? full.slice(under.length) : undefined;
    const answer =
      path === undefined
        ? Promise.resolve({ status: 404, body: 'not found', type: 'text/plain' })
        : respond(current, path);
    void answer.then(
      ({ status, body, type }) => {
        res.writeHead(status, {
          'Content-Type': type,
          'Cache-Control': path?.startsWith('/assets/') ? 'max-age=31536000' : 'no-cache',
        });
        res.end(body);
      },
      (error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(error));
      },
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    requests,
    setRoot(dir) {
      current = resolve(dir);
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

async function respond(
  root: string,
  path: string,
): Promise<{ status: number; body: Buffer | string; type: string }> {
  const file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) {
    return { status: 403, body: 'forbidden', type: 'text/plain' };
  }
  const found = await stat(file).catch(() => undefined);
  if (found?.isFile()) {
    return {
      status: 200,
      body: await readFile(file),
      type: TYPES[extname(file)] ?? 'application/octet-stream',
    };
  }
  if (found?.isDirectory() || extname(path) === '') {
    return { status: 200, body: await readFile(join(root, 'index.html')), type: TYPES['.html']! };
  }
  return { status: 404, body: 'not found', type: 'text/plain' };
}

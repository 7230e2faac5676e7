// Ad-hoc: where does a save's time go? (not committed)
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { launchChromium } from '../tests/e2e/chromium';
import { serveStatic } from '../tests/e2e/server';
import { enterHand, HOOKS, importIntoApp, saveToShown, startOnline } from '../scripts/bench/browser';
import { longGame } from '../scripts/bench/games';

const out = await mkdtemp(join(tmpdir(), 'prof-'));
await build({ logLevel: 'silent', build: { outDir: out, minify: false, emptyOutDir: true } });
const server = await serveStatic(out);
const profile = await mkdtemp(join(tmpdir(), 'prof-profile-'));
const own = await startOnline(server.url, profile);
await importIntoApp(own.page, 'x.json', JSON.stringify(longGame(1000)));
await own.close();
const s = await launchChromium(server.url, { userDataDir: profile });
const { page } = s;
await page.goto(`${server.url}/`);
await page.click(HOOKS.resume);
await page.waitForSelector(HOOKS.total(0));
await page.waitForTimeout(1500);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const times: number[] = [];
for (let i = 0; i < 6; i++) {
  const before = await page.getAttribute(HOOKS.total(0), 'data-value');
  await enterHand(page, 0);
  if (i === 5) await cdp.send('Profiler.start');
  times.push(await saveToShown(page, 0, before));
  await page.waitForTimeout(300);
}
const { profile: prof } = await cdp.send('Profiler.stop');
for (let k = 0; k < 3; k++) {
  const before = await page.getAttribute(HOOKS.total(0), 'data-value');
  await enterHand(page, 0);
  await page.evaluate(() => performance.clearMarks());
  const ms = await saveToShown(page, 0, before);
  const marks = await page.evaluate(() => {
    const m = performance.getEntriesByType('mark');
    const t0 = m.find((x) => x.name === 'submit')?.startTime ?? m[0]!.startTime;
    return m.map((x) => `${x.name}@${(x.startTime - t0).toFixed(1)}`).join(' ');
  });
  console.log(ms.toFixed(1), marks);
  await page.waitForTimeout(300);
}
console.log('save ms', times.map((t) => t.toFixed(1)).join(' '));
const self = new Map<string, number>();
const byId = new Map(prof.nodes.map((n: any) => [n.id, n]));
const dt = prof.timeDeltas as number[];
(prof.samples as number[]).forEach((id, i) => {
  const n: any = byId.get(id);
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30);
for (const [k, v] of top) console.log(v.toFixed(2).padStart(7), k);
await s.close();
await server.close();

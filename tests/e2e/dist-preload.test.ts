import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, expect, inject, test } from 'vitest';
import { listFiles } from '../../scripts/dist';

/*
 * vite.config.ts `modulePreload`: the statistics and the season, opened straight from a
 * bookmark or a reload, ask for every file of theirs at once; no other screen inserts a link
 * per import (the shell loads them in the background, where each link costs a task's time).
 */
let assets: string[];
const code = new Map<string, string>();

beforeAll(async () => {
  const dist = inject('distDir');
  assets = (await listFiles(dist)).filter((file) => /^assets\/[^/]+\.js$/.test(file));
  for (const file of assets) code.set(file, await readFile(join(dist, file), 'utf8'));
});

/** A chunk and every chunk it imports, to the end, but the entry (loaded already). */
function withImports(file: string, entry: string, found = new Set<string>()): Set<string> {
  if (file === entry || found.has(file)) return found;
  found.add(file);
  for (const [, name] of code.get(file)!.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
    withImports(`assets/${name}`, entry, found);
  }
  return found;
}

test('the statistics and the season ask for all their code at once, and only they', () => {
  const entry = assets.find((file) => /^assets\/app-[\w-]+\.js$/.test(file))!;
  const screen = (name: string) =>
    assets.find((file) => new RegExp(`^assets/${name}-[\\w-]+\\.js$`).test(file))!;
  const list = /__vite__mapDeps=.*?m\.f=\[([^\]]*)\]/.exec(code.get(entry)!)?.[1] ?? '';
  const preloaded = [...list.matchAll(/"\.\/([\w.-]+\.js)"/g)].map(([, name]) => `assets/${name}`);
  const expected = new Set([
    ...withImports(screen('Stats'), entry),
    ...withImports(screen('Season'), entry),
  ]);
  // Three levels of imports, so the list is more than the two screens.
  expect(expected.size).toBeGreaterThan(6);
  expect(new Set(preloaded)).toEqual(expected);
});

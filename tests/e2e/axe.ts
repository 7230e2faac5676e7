import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core from node_modules (never a CDN: the tests run offline as the app does). */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

/** Every axe-core violation on the page as "rule: selector (help)"; none is the goal. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResult> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  );
  return result.violations.flatMap((v) =>
    v.nodes.map((node) => `${where}: ${v.id} ${node.target.join(' ')} (${v.help})`),
  );
}

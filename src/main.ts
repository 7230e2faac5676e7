import { mount } from 'svelte';
import App from './App.svelte';
import { i18n } from './lib/i18n/index.svelte';
import { beginColdStart, databaseGate } from './lib/state/coldStart';
import { lastGameHint } from './lib/state/lastGame';
import { offline } from './lib/state/offline.svelte';
import { openTournamentHint } from './lib/state/openTournament';
import { router } from './lib/state/router.svelte';
import { isLoadFailure, onOnline, untilLoaded } from './lib/loading';
import { afterPaint, nextTask, whenIdle } from './lib/timing';

// The first reads start now, while the language pack and the screens load; the screens find
// them under way. (Plain IndexedDB: the database code loads after them, see coldStart.ts.)
// The organizer's phone restarted with a tournament's desk open opens on it again.
const openDesk = router.route.name === 'start' ? openTournamentHint() : null;
if (openDesk) router.go({ name: 'tournament', id: openDesk }, true);
beginColdStart(router.route, lastGameHint());

const target = document.getElementById('app');
if (!target) throw new Error('#app missing from index.html');
// The language pack comes first (one small chunk, precached), so no screen shows message keys.
await i18n.ready;
// The first screen is built in a task of its own, not in the one that ran this module: two
// shorter tasks with a chance to answer a tap between them, instead of one long one.
await nextTask();
const app = mount(App, { target });

// A game or backup file the app was opened with goes to the import preview. The browser keeps
// it until asked, so the code that asks loads once the first screen is up, and only where the
// browser can open files with the app.
if ('launchQueue' in globalThis) {
  whenIdle(
    () =>
      void untilLoaded(() => import('./lib/state/received.svelte')).then(({ received }) =>
        received.follow(),
      ),
  );
}

/*
 * The service worker is registered as soon as the first screen is painted: until it has stored
 * the app's shell, a reload without a network shows the browser's own error page, so every
 * second counts on a first visit (its install stores the shell first, src/sw.ts). It is not
 * left to the update prompt's chunk: where that chunk does not arrive (a first visit cut
 * short), the app is still stored as soon as the network lets the worker install.
 */
const promptTarget = document.getElementById('update-prompt');
if (promptTarget && 'serviceWorker' in navigator) {
  afterPaint(() => {
    const base = import.meta.env.BASE_URL;
    offline.follow(
      navigator.serviceWorker.register(`${base}sw.js`, { scope: base }),
      navigator.serviceWorker,
    );
  });
  /**
   * The update prompt and the service-worker client behind it are not needed for the first
   * paint, so they load after the app, as their own chunk (precached like everything else),
   * once the first screen has shown and the browser is idle: a cold start with a long game
   * stored needs the main thread.
   */
  const loadPrompt = (): void => {
    import('./components/UpdatePrompt.svelte').then(
      ({ default: UpdatePrompt }) => mount(UpdatePrompt, { target: promptTarget }),
      (error: unknown) => {
        console.warn('Update prompt not loaded', error);
        if (isLoadFailure(error)) onOnline(loadPrompt);
      },
    );
  };
  void databaseGate().then(() => whenIdle(loadPrompt));
}

export default app;

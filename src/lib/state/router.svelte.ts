import { afterPaint } from '../timing';
import { editing } from './editing.svelte';
import { toast } from './toast.svelte';

export type Route =
  /** `resume`: the home-screen shortcut "continue" opens the running game, if there is one. */
  | { name: 'start'; resume?: true }
  | { name: 'newGame'; after?: string }
  | { name: 'game'; gameId: string }
  | { name: 'hand'; gameId: string; mode: 'append' | 'edit' | 'insert'; index: number }
  | { name: 'evening'; sessionId: string }
  /** `received`: a file opened with the app or shared to it, shown in the import preview. */
  | { name: 'settings'; gameId?: string; received?: true }
  /** The game's QR codes for the other phones (FORMAT.md "Between phones"). */
  | { name: 'show'; gameId: string }
  /** The camera, reading another phone's codes. */
  | { name: 'scan' }
  /** A received game's preview: from a link (`payload`, base64url) or handed in by the scanner. */
  | { name: 'receive'; payload?: string }
  /** The roster: rename and merge players. */
  | { name: 'players' }
  /** The regulars' table: statistics across evenings. */
  | { name: 'stats' }
  /** The club's season (FORMAT.md "A club's season"): its evenings, ranking, statistics, money. */
  | { name: 'season' }
  /**
   * The organizer's desk (RULES.md §4): the new tournament's form (no id), a tournament's
   * round and standings, or the camera collecting its tables' sheets (`scan`); or another
   * member's tournament shared through the club, read-only (`shared`).
   */
  | { name: 'tournament'; id?: string; scan?: boolean; shared?: boolean }
  /** The club: its settings, or an invite's join preview (`#/club/<payload>`, club/invite.ts). */
  | { name: 'club'; payload?: string }
  /** An address that does not decode (a link cut short in a messenger): said so, not a blank page. */
  | { name: 'broken' };

/** One part of the address, or `undefined` when it is no valid escape (`%ZZ`, half a character). */
function decodePart(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/** `#/game/<id>/edit/3` and friends: the screen survives a reload and works as an offline deep link. */
export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodePart);
  if (parts.some((part) => part === undefined)) return { name: 'broken' };
  const [screen, id, action, position] = parts as string[];
  const index = Number(position);
  switch (screen) {
    case 'new':
      return id ? { name: 'newGame', after: id } : { name: 'newGame' };
    case 'game':
      if (!id) break;
      if (action === 'hand') return { name: 'hand', gameId: id, mode: 'append', index: -1 };
      if (action === 'show') return { name: 'show', gameId: id };
      if ((action === 'edit' || action === 'insert') && Number.isInteger(index) && index >= 0) {
        return { name: 'hand', gameId: id, mode: action, index };
      }
      return { name: 'game', gameId: id };
    case 'evening':
      if (id) return { name: 'evening', sessionId: id };
      break;
    case 'settings':
      return id ? { name: 'settings', gameId: id } : { name: 'settings' };
    case 'import':
      return { name: 'settings', received: true };
    case 'continue':
      return { name: 'start', resume: true };
    case 'scan':
      return { name: 'scan' };
    case 'receive':
      return id ? { name: 'receive', payload: id } : { name: 'receive' };
    case 'players':
      return { name: 'players' };
    case 'season':
      return { name: 'season' };
    case 'stats':
      return { name: 'stats' };
    case 'club':
      return id ? { name: 'club', payload: id } : { name: 'club' };
    case 'tournament':
      if (!id) return { name: 'tournament' };
      if (action === 'shared') return { name: 'tournament', id, shared: true };
      return action === 'scan'
        ? { name: 'tournament', id, scan: true }
        : { name: 'tournament', id };
  }
  return { name: 'start' };
}

export function routeHash(route: Route): string {
  const e = encodeURIComponent;
  switch (route.name) {
    case 'start':
      return route.resume ? '#/continue' : '#/';
    case 'broken':
      return '#/';
    case 'newGame':
      return route.after ? `#/new/${e(route.after)}` : '#/new';
    case 'game':
      return `#/game/${e(route.gameId)}`;
    case 'hand':
      return route.mode === 'append'
        ? `#/game/${e(route.gameId)}/hand`
        : `#/game/${e(route.gameId)}/${route.mode}/${route.index}`;
    case 'evening':
      return `#/evening/${e(route.sessionId)}`;
    case 'settings':
      if (route.received) return '#/import';
      return route.gameId ? `#/settings/${e(route.gameId)}` : '#/settings';
    case 'show':
      return `#/game/${e(route.gameId)}/show`;
    case 'scan':
      return '#/scan';
    case 'receive':
      return route.payload ? `#/receive/${e(route.payload)}` : '#/receive';
    case 'players':
      return '#/players';
    case 'season':
      return '#/season';
    case 'stats':
      return '#/stats';
    case 'club':
      return route.payload ? `#/club/${e(route.payload)}` : '#/club';
    case 'tournament':
      if (!route.id) return '#/tournament';
      return `#/tournament/${e(route.id)}${route.shared ? '/shared' : route.scan ? '/scan' : ''}`;
  }
}

/** Which screen is open, kept in the URL hash. */
class Router {
  #route = $state.raw<Route>(parseRoute(globalThis.location?.hash ?? ''));

  constructor() {
    this.#track();
    globalThis.addEventListener?.('hashchange', () => {
      this.#route = parseRoute(location.hash);
      this.#track();
    });
  }

  get route(): Route {
    return this.#route;
  }

  /** Opens a screen; `replace` keeps Back from returning to a form that was just saved. */
  go(route: Route, replace = false): void {
    // The news of a change (with its undo) belongs to the screen it happened on: a game's, or
    // the desk's, whose camera is part of it (a sheet taken there keeps its undo on the desk).
    if (route.name !== 'game' && route.name !== this.#route.name) toast.dismiss();
    this.#route = route;
    this.#track();
    const hash = routeHash(route);
    // The address follows once the new screen is painted: a history write costs a few ms,
    // and after a save the hand should show first (bench (c)). Writes keep their order.
    const write = () => {
      if (location.hash === hash) return;
      if (replace) history.replaceState(null, '', hash);
      else history.pushState(null, '', hash);
    };
    if (globalThis.location) afterPaint(write);
    globalThis.scrollTo?.(0, 0);
  }

  /** The update prompt waits while a hand is being entered. */
  #track(): void {
    if (this.#route.name === 'hand') editing.start();
    else editing.stop();
  }
}

export const router = new Router();

import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash, type Route } from '../../src/lib/state/router.svelte';

describe('routes in the URL hash', () => {
  const routes: Route[] = [
    { name: 'start' },
    { name: 'newGame' },
    { name: 'newGame', after: 'g-1' },
    { name: 'game', gameId: 'g-1' },
    { name: 'hand', gameId: 'g-1', mode: 'append', index: -1 },
    { name: 'hand', gameId: 'g-1', mode: 'edit', index: 3 },
    { name: 'hand', gameId: 'g-1', mode: 'insert', index: 0 },
    { name: 'evening', sessionId: 's 1' },
    { name: 'settings' },
    { name: 'settings', gameId: 'g-1' },
    { name: 'settings', received: true },
    { name: 'start', resume: true },
    { name: 'show', gameId: 'g-1' },
    { name: 'scan' },
    { name: 'receive' },
    { name: 'receive', payload: 'eJzL-SM_1a' },
    { name: 'players' },
    { name: 'stats' },
    { name: 'season' },
    { name: 'tournament' },
    { name: 'tournament', id: 't 1' },
    { name: 'tournament', id: 't-1', scan: true },
    { name: 'tournament', id: 't-1', shared: true },
  ];
  it.each(routes)('round trip %j', (route) => {
    expect(parseRoute(routeHash(route))).toEqual(route);
  });

  it('the players screen is #/players', () => {
    expect(routeHash({ name: 'players' })).toBe('#/players');
  });

  it('the organizer’s desk is #/tournament/<id>, its camera for the sheets …/scan', () => {
    expect(routeHash({ name: 'tournament' })).toBe('#/tournament');
    expect(routeHash({ name: 'tournament', id: 't1', scan: true })).toBe('#/tournament/t1/scan');
    expect(parseRoute('#/tournament/t1/other')).toEqual({ name: 'tournament', id: 't1' });
  });

  it("the manifest's shortcut and share target open #/continue and #/import", () => {
    expect(parseRoute('#/continue')).toEqual({ name: 'start', resume: true });
    expect(parseRoute('#/import')).toEqual({ name: 'settings', received: true });
  });

  it('the statistics screen is #/stats', () => {
    expect(routeHash({ name: 'stats' })).toBe('#/stats');
  });

  it('anything unknown opens the start screen', () => {
    expect(parseRoute('')).toEqual({ name: 'start' });
    expect(parseRoute('#/nonsense/1')).toEqual({ name: 'start' });
    expect(parseRoute('#/game')).toEqual({ name: 'start' });
    expect(parseRoute('#/game/g/edit/-1')).toEqual({ name: 'game', gameId: 'g' });
  });
});

describe('a link that does not decode', () => {
  // `%E0%A4%A` ends inside an escape, `%ZZ` is no escape, `%E0%A4` is half a character:
  // decodeURIComponent throws on each (a blank page before).
  it.each(['#/receive/%E0%A4%A', '#/game/%ZZ', '#/evening/%E0%A4', '#/game/%ZZ/edit/2'])(
    '%s opens the broken-link screen',
    (hash) => {
      expect(parseRoute(hash)).toEqual({ name: 'broken' });
    },
  );

  it('the broken-link screen has the start screen as its address', () => {
    expect(routeHash({ name: 'broken' })).toBe('#/');
  });

  it('a route that decodes still opens its screen', () => {
    expect(parseRoute('#/game/%C3%A4')).toEqual({ name: 'game', gameId: 'ä' });
  });
});

/**
 * The German words the first screens (start, game) show: they come with the
 * app, so a cold start paints without waiting for a second file. Every other
 * German word is in `later.ts`, loaded once the first screen has shown and
 * before any other screen opens (../index.svelte.ts, `withWords`); `all.ts`
 * holds both, typed against the English keys.
 */
import { de as first } from './first';
import { de as pwa } from './pwa';
import { de as screen } from './screen';
import { de as storage } from './storage';
import { de as table } from './table';
import { de as variants } from './variants';

export const messages = {
  ...first,
  ...pwa,
  ...screen,
  ...storage,
  ...table,
  ...variants,
};

/**
 * The German words of every screen but the first ones (index.ts): one chunk,
 * loaded once the first screen has shown, and awaited before another screen
 * or a part loaded later (settlement, chart, print, owed list) shows.
 */
import { de as club } from './club';
import { de as csv } from './csv';
import { de as evening } from './evening';
import { de as handover } from './handover';
import { de as players } from './players';
import { de as receive } from './receive';
import { de as scan } from './scan';
import { de as season } from './season';
import { de as settings } from './settings';
import { de as settle } from './settle';
import { de as sheet } from './sheet';
import { de as show } from './show';
import { de as stats } from './stats';
import { de as tournament } from './tournament';
import { de as transfer } from './transfer';

export const messages = {
  ...club,
  ...csv,
  ...evening,
  ...handover,
  ...players,
  ...receive,
  ...scan,
  ...season,
  ...settings,
  ...settle,
  ...sheet,
  ...show,
  ...stats,
  ...tournament,
  ...transfer,
};

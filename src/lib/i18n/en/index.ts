/** Every English message: one pack, loaded only when English is the language. */
import { en as club } from './club';
import { en as csv } from './csv';
import { en as evening } from './evening';
import { en as first } from './first';
import { en as handover } from './handover';
import { en as players } from './players';
import { en as pwa } from './pwa';
import { en as receive } from './receive';
import { en as scan } from './scan';
import { en as season } from './season';
import { en as screen } from './screen';
import { en as settings } from './settings';
import { en as settle } from './settle';
import { en as sheet } from './sheet';
import { en as show } from './show';
import { en as stats } from './stats';
import { en as storage } from './storage';
import { en as table } from './table';
import { en as tournament } from './tournament';
import { en as transfer } from './transfer';
import { en as variants } from './variants';

export const messages = {
  ...club,
  ...csv,
  ...evening,
  ...first,
  ...handover,
  ...players,
  ...pwa,
  ...receive,
  ...scan,
  ...season,
  ...screen,
  ...settings,
  ...settle,
  ...sheet,
  ...show,
  ...stats,
  ...storage,
  ...table,
  ...tournament,
  ...transfer,
  ...variants,
};

// The problem texts come with the pack (see ../problems.ts); i18n makes them known on load,
// so that this chunk imports nothing from the app's first chunk (whose start awaits it).
export { problems } from './problems';

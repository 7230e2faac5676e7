/** Every German message: one pack, loaded only when German is the language. */
import type { messages as english } from '../en';
import { de as evening } from './evening';
import { de as handover } from './handover';
import { de as players } from './players';
import { de as pwa } from './pwa';
import { de as receive } from './receive';
import { de as scan } from './scan';
import { de as screen } from './screen';
import { de as settings } from './settings';
import { de as settle } from './settle';
import { de as sheet } from './sheet';
import { de as show } from './show';
import { de as stats } from './stats';
import { de as storage } from './storage';
import { de as table } from './table';
import { de as tournament } from './tournament';
import { de as transfer } from './transfer';

// Typed against the English keys: a missing German text does not compile.
export const messages: Record<keyof typeof english, string> = {
  ...evening,
  ...handover,
  ...players,
  ...pwa,
  ...receive,
  ...scan,
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
};

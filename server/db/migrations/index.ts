import type { Migration } from 'kysely';
import * as m001 from './001-content';
import * as m002 from './002-submissions';
import * as m003 from './003-accounts';
import * as m004 from './004-content-version';
import * as m005 from './005-content-sync';
import * as m006 from './006-tender-board';
import * as m007 from './007-shared-limits';
import * as m008 from './008-tender-emd';
import * as m009 from './009-staff';
import * as m010 from './010-leads';
import * as m011 from './011-bids';
import * as m012 from './012-questions-profiles';
import * as m013 from './013-bookings';
import * as m016 from './016-availability-desk';
import * as m017 from './017-content-marathi';
import * as m018 from './018-sealed-in-browser';
import * as m019 from './019-tender-trades';
import * as m020 from './020-staff-provenance';
import * as m021 from './021-tender-description';

/** Versioned migrations, applied in key order at start. Never edit one that has shipped: add a new one. */
export const migrations: Record<string, Migration> = {
  '001-content': m001,
  '002-submissions': m002,
  '003-accounts': m003,
  '004-content-version': m004,
  '005-content-sync': m005,
  '006-tender-board': m006,
  '007-shared-limits': m007,
  '008-tender-emd': m008,
  '009-staff': m009,
  '010-leads': m010,
  '011-bids': m011,
  '012-questions-profiles': m012,
  '013-bookings': m013,
  '016-availability-desk': m016,
  '017-content-marathi': m017,
  '018-sealed-in-browser': m018,
  '019-tender-trades': m019,
  '020-staff-provenance': m020,
  '021-tender-description': m021,
};

import type { ContentTables } from './tables/content.tables';
import type { SubmissionTables } from './migrations/002-submissions.tables';
import type { AccountTables } from './migrations/003-accounts.tables';
import type { ContentVersionTables } from './migrations/004-content-version.tables';
import type { TenderTables } from './migrations/006-tender-board.tables';
import type { OpsTables } from './migrations/007-shared-limits.tables';
import type { StaffTables } from './migrations/009-staff.tables';
import type { LeadTables } from './migrations/010-leads.tables';
import type { BidTables } from './migrations/011-bids.tables';
import type { SealedInBrowserTables } from './migrations/018-sealed-in-browser.tables';
import type { QuestionProfileTables } from './migrations/012-questions-profiles.tables';
import type { BookingTables } from './migrations/013-bookings.tables';
import type { TradeTables } from './migrations/019-tender-trades.tables';
import type { ProvenanceTables } from './migrations/020-staff-provenance.tables';

/**
 * Every table the API host owns. Each area's table types sit beside the migration that creates them
 * (`migrations/NNN-area.tables.ts`), written column by column, so a column renamed in one and not the
 * other is a compile error in the queries, not a failure at the first insert.
 */
export interface DB extends ContentTables, SubmissionTables, AccountTables, ContentVersionTables, TenderTables, OpsTables, StaffTables, LeadTables, BidTables, SealedInBrowserTables, QuestionProfileTables, BookingTables, TradeTables, ProvenanceTables {}

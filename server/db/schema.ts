import type { ContentTables } from './tables/content';
import type { SubmissionTables } from './tables/submissions';
import type { AccountTables } from './tables/accounts';
import type { ContentVersionTables } from './tables/content-version';
import type { TenderTables } from './tables/tenders';

/** Every table the API host owns, one interface per area (see `tables/`). */
export interface DB extends ContentTables, SubmissionTables, AccountTables, ContentVersionTables, TenderTables {}

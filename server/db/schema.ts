import type { ContentTables } from './tables/content';
import type { SubmissionTables } from './tables/submissions';
import type { AccountTables } from './tables/accounts';
import type { ContentVersionTables } from './tables/content-version';
import type { OpsTables } from './tables/ops';

/** Every table the API host owns, one interface per area (see `tables/`). */
export interface DB extends ContentTables, SubmissionTables, AccountTables, ContentVersionTables, OpsTables {}

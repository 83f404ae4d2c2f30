import type { Translation } from '@/shared/i18n';
import type { tenderCountsEn } from './tenders-text';

export default {
  count: { one: '{{count}} निविदा', other: '{{count}} निविदा' },
  closesIn: { one: '{{count}} दिवसात बंद होते', other: '{{count}} दिवसांत बंद होते' },
} satisfies Translation<typeof tenderCountsEn>;

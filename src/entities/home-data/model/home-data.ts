import type { z } from 'zod';
import type { homeDataSchema } from './home-data.schema';

export type HomeData = z.output<typeof homeDataSchema>;

/** docs/spec-fields.md §7: `{ success, data }`, the client uses `data[0]`. */
export const HOME_DATA_READ = { path: '/homeData', failureLog: 'Error fetching home data' } as const;

export interface HomeDataAnswer {
  success: boolean;
  data: HomeData[];
}

/** `/homeData` answers `{ success, data }`; only the first record is used. */
export function firstHomeData(answer: unknown): HomeData | null {
  if (!answer || typeof answer !== 'object') return null;
  const { success, data } = answer as { success?: unknown; data?: unknown };
  if (success === false || !Array.isArray(data) || data.length === 0) return null;
  return data[0] as HomeData;
}

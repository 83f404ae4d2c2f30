import type { z } from 'zod';
import type { homeDataRead } from './home-data.contract';
import type { homeDataSchema } from './home-data.schema';

export type HomeData = z.output<typeof homeDataSchema>;

/** `/homeData`'s answer, `{ success, data }`, as its contract has it. */
export type HomeDataAnswer = z.output<(typeof homeDataRead.answers)[200]>;

/** `/homeData` answers `{ success, data }`; only the first record is used. */
export function firstHomeData(answer: unknown): HomeData | null {
  if (!answer || typeof answer !== 'object') return null;
  const { success, data } = answer as { success?: unknown; data?: unknown };
  if (success === false || !Array.isArray(data) || data.length === 0) return null;
  return data[0] as HomeData;
}

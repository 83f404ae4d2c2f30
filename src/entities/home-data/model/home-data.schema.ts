import { z } from 'zod';
import { contentSchema, text } from '@/shared/lib/record-schema';

/** The home's texts (docs/spec-fields.md §3): the first record is used. */
export const homeDataSchema = z.object({
  whoWeAre: text,
  ourMission: text,
  ourVision: text,
  experties: text,
  quality: text,
  clientApproch: text,
  timelyDelivery: text,
});

/** A record of `content/`: shown unless it says `Published: false`. */
export const homeDataContentSchema = contentSchema(homeDataSchema, {
  published: 'default',
  translated: ['whoWeAre', 'ourMission', 'ourVision', 'experties', 'quality', 'clientApproch', 'timelyDelivery'],
});

// Promotion and marketing banner entities of spec §3; cities carry lists of both.
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';

export const promotionSchema = z.object({
  alias: z.string().min(1),
  name: z.string(),
  subtitle: z.string().nullable(),
  /** Trusted HTML authored by the brand's editors. */
  description: z.string(),
  images: z.object({ big: z.string() }),
});
export type Promotion = z.infer<typeof promotionSchema>;

const bannerMomentSchema = z.object({ date: isoDateSchema, time: z.string().regex(/^\d{2}:\d{2}$/) });

export const bannerSchema = z.object({
  id: idSchema,
  page_url: z.array(z.string()),
  schedule: z.object({
    show_time: z.object({ from: bannerMomentSchema, to: bannerMomentSchema }),
    display_frequency: z.number().int().nonnegative(),
    display_frequency_type: z.enum(['day', 'hours']),
    /** Seconds after page load. */
    delay: z.number().nonnegative(),
  }),
  images: z.object({ small: z.string(), big: z.string() }),
  name: z.string(),
  description: z.string().nullable(),
  click_url: z.string().nullable(),
  button_text: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

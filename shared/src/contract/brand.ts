// Brands served by one API; the client names its brand in the `x-brand` header.
import { z } from 'zod';

export const BRAND_HEADER = 'x-brand';

export const brandAliasSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, 'Brand alias: lowercase latin letters, digits, hyphen; up to 32.');
export type BrandAlias = z.infer<typeof brandAliasSchema>;

export const brandSchema = z.object({
  alias: brandAliasSchema,
  name: z.string().min(1),
  /** Spec §1: the bonus program exists for one brand only. */
  has_bonus_program: z.boolean(),
});
export type Brand = z.infer<typeof brandSchema>;

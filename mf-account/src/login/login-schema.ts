// Sign-in's client checks (spec §5) as zod schemas for react-hook-form: the phone whole in the mask
// it is typed in and sent as the API takes it (digits only), the privacy agreement, the 4-digit code.
import {
  checkVerificationCodeRequestSchema,
  loginRequestSchema,
  VALIDATION_KEYS,
} from '@storefront/shared/contract';
import { isPhoneComplete, type PhoneMaskRule } from '@storefront/shared/domain';
import { z } from 'zod';

export function loginPhoneSchema(mask: PhoneMaskRule) {
  return z.object({
    phone: z
      .string()
      .refine((value) => isPhoneComplete(value, mask), VALIDATION_KEYS.phone)
      .pipe(loginRequestSchema.shape.phone),
    agreed: z.boolean().refine((agreed) => agreed, VALIDATION_KEYS.privacy),
  });
}
export type LoginPhoneValues = z.input<ReturnType<typeof loginPhoneSchema>>;
export type LoginPhoneFields = z.output<ReturnType<typeof loginPhoneSchema>>;

export const loginCodeSchema = checkVerificationCodeRequestSchema;
export type LoginCodeValues = z.input<typeof loginCodeSchema>;

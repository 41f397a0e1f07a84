// The profile form (spec §2 profile tab, §5): its values, the client checks (name required, e-mail
// shape, birthday between 120 years ago and today) and the PUT /user/update body. The phone is
// read-only and not sent.
import { type UpdateUserRequest, type User, VALIDATION_KEYS } from '@storefront/shared/contract';
import { z } from 'zod';
import { formatBirthday, isBirthdayAllowed, parseBirthday } from './birthday';

/** Marks a birthday outside the allowed range; the form shows the range instead. */
export const BIRTHDAY_RANGE_ERROR = 'birthday-range';
/** Marks typing the date field refused (it says why itself): the form is not sent. */
export const BIRTHDAY_TYPING_ERROR = 'birthday-typing';

export const profileFormSchema = z.object({
  name: z.string().trim().min(1, VALIDATION_KEYS.required).max(100, VALIDATION_KEYS.tooLong),
  /** '' is "not specified": a new account has no sex until the customer picks one. */
  sex: z.enum(['', 'male', 'female']),
  birthday: z
    .date({ error: BIRTHDAY_TYPING_ERROR })
    .nullable()
    .refine((date) => date === null || isBirthdayAllowed(date), BIRTHDAY_RANGE_ERROR),
  email: z.union([z.literal(''), z.email(VALIDATION_KEYS.email).max(254, VALIDATION_KEYS.tooLong)]),
  is_subscribed: z.boolean(),
  is_print_fiscal_receipt: z.boolean(),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export function formValuesOf(user: User): ProfileFormValues {
  return {
    name: user.name,
    sex: user.sex ?? '',
    birthday: user.birthday ? parseBirthday(user.birthday) : null,
    email: user.email ?? '',
    is_subscribed: user.is_subscribed,
    is_print_fiscal_receipt: user.is_print_fiscal_receipt,
  };
}

export function updateRequestOf(values: ProfileFormValues, cityId: number | null): UpdateUserRequest {
  return {
    ...(cityId === null ? {} : { city_id: cityId }),
    name: values.name.trim(),
    sex: values.sex || null,
    birthday: values.birthday ? formatBirthday(values.birthday) : null,
    email: values.email.trim() || null,
    is_subscribed: values.is_subscribed,
    is_print_fiscal_receipt: values.is_print_fiscal_receipt,
  };
}

/** Server field errors shown under the form's fields (spec §5); the rest go above the button. */
export const PROFILE_ERROR_FIELDS = ['phone', 'name', 'sex', 'birthday', 'email'] as const;

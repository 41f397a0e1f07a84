// The profile (spec §3 User, §5): the customer as the API shows it, and the update rules that need
// the server (the read-only phone, the birthday range on the app's clock, the city of the brand).
import {
  birthdayToIso,
  type FieldErrors,
  isoToBirthday,
  type User,
  type updateUserRequestSchema,
} from '@storefront/shared/contract';
import { BIRTHDAY_RANGE_YEARS, phoneDigits, wallClock } from '@storefront/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { customers } from '../../db/schema';
import { requestLang, text } from '../../http/texts';
import type { ModuleDeps } from '../../http/types';
import { requireBrand } from '../brands/resolve-brand';
import { invalid } from '../location/context';
import type { CustomerRow, SignedIn } from '../session/customer';
import { bonusStatus } from './balance';
import { updateCustomer } from './repo';

/** Spec §5: a phone under this many digits does not replace the stored one (counts as not sent). */
const PHONE_MIN_DIGITS = 4;

export function userView(customer: CustomerRow, balance: number | null): User {
  return {
    id: customer.id,
    phone: customer.phone,
    name: customer.name,
    sex: customer.sex,
    email: customer.email,
    birthday: customer.birthday ? isoToBirthday(customer.birthday) : null,
    is_subscribed: customer.isSubscribed,
    is_print_fiscal_receipt: customer.isPrintFiscalReceipt,
    balance,
  };
}

/** The user answer of sign-in, get, update and check-session, with the balance where it applies. */
export async function userAnswer(
  deps: ModuleDeps,
  request: FastifyRequest,
  signedIn: SignedIn,
): Promise<User> {
  const bonus = await bonusStatus(deps, request, signedIn);
  return userView(signedIn.customer, bonus.balance);
}

/** `YYYY-MM-DD` minus whole years (string bounds compare correctly even for 29 February). */
function yearsBefore(iso: string, years: number): string {
  return `${String(Number(iso.slice(0, 4)) - years).padStart(4, '0')}${iso.slice(4)}`;
}

export async function updateProfile(
  deps: ModuleDeps,
  request: FastifyRequest,
  signedIn: SignedIn,
  body: z.output<typeof updateUserRequestSchema>,
): Promise<CustomerRow> {
  const lang = requestLang(request);
  const snapshot = await deps.snapshots.get(requireBrand(request));
  const customer = signedIn.customer;
  const errors: FieldErrors = {};

  const phone = phoneDigits(body.phone);
  if (phone.length >= PHONE_MIN_DIGITS && phone !== customer.phone)
    errors.phone = [text(lang, 'user:phone_read_only')];

  const cityId = body.city_id;
  if (cityId && !snapshot.cities.has(cityId)) errors.city_id = [text(lang, 'user:unknown_city')];

  // "Today" on the calendar of the customer's city (UTC when none is known).
  const city = snapshot.cities.get(cityId ?? customer.cityId ?? 0);
  const today = city ? wallClock(deps.now(), city.row.timezone).date : deps.now().toISOString().slice(0, 10);
  const earliest = yearsBefore(today, BIRTHDAY_RANGE_YEARS);
  const birthday = body.birthday ? birthdayToIso(body.birthday) : body.birthday;
  if (birthday && (birthday < earliest || birthday > today))
    errors.birthday = [
      text(lang, 'user:birthday_range', { min: isoToBirthday(earliest), max: isoToBirthday(today) }),
    ];

  if (Object.keys(errors).length > 0) throw invalid(errors);

  const changes: Partial<typeof customers.$inferInsert> = { name: body.name, updatedAt: deps.now() };
  if (cityId) changes.cityId = cityId;
  if (body.sex !== undefined) changes.sex = body.sex;
  if (birthday !== undefined) changes.birthday = birthday;
  if (body.email !== undefined) changes.email = body.email;
  if (body.is_subscribed !== undefined) changes.isSubscribed = body.is_subscribed;
  if (body.is_print_fiscal_receipt !== undefined) changes.isPrintFiscalReceipt = body.is_print_fiscal_receipt;
  const row = await updateCustomer(deps.database.db, customer.id, changes);
  return row ?? customer;
}

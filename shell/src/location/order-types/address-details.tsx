// The apartment, entrance and floor of a new saved address (spec §4, §5): the profile's "add address"
// saves the place the courier is sent to, so it asks what checkout's delivery form asks: the
// apartment is required, entrance and floor are optional, each within the lengths the API takes.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../../i18n/location';
import { setByAddressRequestSchema, VALIDATION_KEYS } from '@storefront/shared/contract';
import { TextField, useErrorText } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from './order-types.module.css';

const request = setByAddressRequestSchema.shape;

/** The details as typed, and as the set-by-address request takes them (empty → null). */
export const addressDetailsSchema = z.object({
  room: request.room.unwrap().unwrap().min(1, VALIDATION_KEYS.required),
  entrance: request.entrance.unwrap().unwrap(),
  floor: request.floor.unwrap().unwrap(),
});

export type AddressDetails = z.input<typeof addressDetailsSchema>;
export type AddressDetailsErrors = Partial<Record<keyof AddressDetails, string>>;
export const EMPTY_DETAILS: AddressDetails = { room: '', entrance: '', floor: '' };

/** The typed details checked: the request's fields, or the first error of each field. */
export function checkAddressDetails(
  values: AddressDetails,
):
  | { ok: true; details: { room: string; entrance: string | null; floor: string | null } }
  | { ok: false; errors: AddressDetailsErrors } {
  const parsed = addressDetailsSchema.safeParse(values);
  if (parsed.success) {
    const { room, entrance, floor } = parsed.data;
    return { ok: true, details: { room, entrance: entrance || null, floor: floor || null } };
  }
  const errors: AddressDetailsErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof AddressDetails;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

interface AddressDetailsFieldsProps {
  values: AddressDetails;
  errors: AddressDetailsErrors;
  onChange(values: AddressDetails): void;
}

export function AddressDetailsFields({ values, errors, onChange }: AddressDetailsFieldsProps) {
  const { t } = useTranslation('shell-location');
  const errorText = useErrorText();
  const field = (name: keyof AddressDetails) => ({
    value: values[name],
    error: errorText(errors[name]),
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
  });
  return (
    <div className={styles.details}>
      <TextField label={t('orderTypes.apartment')} required autoComplete="off" {...field('room')} />
      <TextField label={t('orderTypes.entrance')} autoComplete="off" {...field('entrance')} />
      <TextField label={t('orderTypes.floor')} autoComplete="off" {...field('floor')} />
    </div>
  );
}

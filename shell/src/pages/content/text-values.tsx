// The values every content page fills its placeholders with: names, the phone and the e-mail come
// from the site settings (never from a translation), the company by city like the footer's.
import type { City, Settings } from '@storefront/shared/contract';
import { formatPhone, phoneHref } from '@storefront/shared/domain';
import { siteHost } from '../../app/site-host';
import type { TextValues } from './rich-text';
import styles from './text-sections.module.css';

export function commonTextValues(settings: Settings, city: City | null): TextValues {
  const email = settings.emails.feedback;
  return {
    brand: settings.brand.name,
    company: companyName(settings, city),
    site: siteHost(),
    phone: (
      <a className={styles.contact} href={phoneHref(settings.default_phone)}>
        {formatPhone(settings.default_phone, city?.phone_masks ?? [])}
      </a>
    ),
    email: (
      <a className={styles.contact} href={`mailto:${email}`}>
        {email}
      </a>
    ),
    ...(city ? { city: city.name } : {}),
  };
}

/** The legal name for the city (settings.company_names by city id), else the default one. */
export function companyName(settings: Settings, city: Pick<City, 'id'> | null): string {
  return (city && settings.company_names[String(city.id)]) || settings.company_names.default || '';
}

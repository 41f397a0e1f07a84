// How to pay (spec §1, §2): one card per payment kind, the PCI DSS note, what happens after an
// online payment, change from cash, refunds. Amounts are the spec's constants in the city's currency.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/pages';
import type { City } from '@storefront/shared/contract';
import {
  CASH_MAX,
  CASH_ROUNDING_COUNTRY,
  CASH_ROUNDING_STEP_TR,
  formatPrice,
  PAYMENT_DEADLINE_MS,
} from '@storefront/shared/domain';
import {
  Banknote,
  BellRing,
  CreditCard,
  Globe,
  type LucideIcon,
  QrCode,
  ShieldCheck,
  ShoppingBag,
  Smartphone,
  SmartphoneNfc,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCityContext } from '../routes/city-context';
import { ContentGate, type LoadedPage } from './content/content-gate';
import { RichText, type TextValues } from './content/rich-text';
import { TextBlocks } from './content/text-sections';
import { commonTextValues } from './content/text-values';
import { ContentPage } from './content-page';
import styles from './payment-info-page.module.css';

type Method = keyof LoadedPage['content']['paymentInfo']['methods'];

/** The payment kinds of spec §1, in the order a customer meets them. */
const METHODS: [Method, LucideIcon][] = [
  ['cash', Banknote],
  ['card', CreditCard],
  ['onlineCard', Globe],
  ['applePay', Smartphone],
  ['googlePay', SmartphoneNfc],
  ['sbp', QrCode],
  ['sberPay', BellRing],
  ['aggregator', ShoppingBag],
];

export function PaymentInfoPage() {
  const { t } = useTranslation('shell-pages');
  const { city } = useCityContext();
  return (
    <ContentPage title={t('pages.paymentInfo.title')} lead={t('pages.paymentInfo.lead')} wide>
      <ContentGate>{(page) => <PaymentInfoBody page={page} city={city} />}</ContentGate>
    </ContentPage>
  );
}

function PaymentInfoBody({ page, city }: { page: LoadedPage; city: City }) {
  const info = page.content.paymentInfo;
  const currency = city.prices.currency;
  const values: TextValues = {
    ...commonTextValues(page.settings, city),
    cashMax: formatPrice(CASH_MAX, { currency }),
    cashStep: formatPrice(CASH_ROUNDING_STEP_TR, { currency }),
    paymentMinutes: PAYMENT_DEADLINE_MS / 60_000,
  };

  return (
    <>
      <p className={styles.prose}>{info.intro}</p>

      <section className={styles.section}>
        <h2 className={styles.heading}>{info.methodsHeading}</h2>
        <ul className={styles.methods}>
          {METHODS.map(([key, Icon]) => (
            <li key={key} className={styles.method}>
              <span className={styles.icon}>
                <Icon aria-hidden="true" size={24} />
              </span>
              <div>
                <h3 className={styles.methodTitle}>{info.methods[key].title}</h3>
                <p className={styles.methodText}>{info.methods[key].text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.callout}`}>
        <ShieldCheck className={styles.calloutIcon} aria-hidden="true" size={28} />
        <div>
          <h2 className={styles.heading}>{info.security.heading}</h2>
          <TextBlocks blocks={info.security.body} values={values} />
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>{info.after.heading}</h2>
        <ol className={styles.steps}>
          {info.after.steps.map((step) => (
            <li key={step} className={styles.step}>
              <RichText text={step} values={values} />
            </li>
          ))}
        </ol>
        <p className={styles.prose}>
          <RichText text={info.after.failed} values={values} />
        </p>
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>{info.cash.heading}</h2>
        <div className={styles.prose}>
          <TextBlocks blocks={info.cash.body} values={values} />
          {city.country.code === CASH_ROUNDING_COUNTRY && (
            <p>
              <RichText text={info.cash.turkey} values={values} />
            </p>
          )}
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>{info.refunds.heading}</h2>
        <div className={styles.prose}>
          <TextBlocks blocks={info.refunds.body} values={values} />
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>{info.help.heading}</h2>
        <p className={styles.prose}>
          <RichText text={info.help.text} values={values} />
        </p>
      </section>
    </>
  );
}

/** The router loads the page with its text (content/load.ts). */
export { withPageText } from './content/load';

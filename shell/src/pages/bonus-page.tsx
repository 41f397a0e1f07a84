// Bonus info (spec §1, §2, §5): where the program applies, that accrual is paused and until when
// bonuses could be spent, and the write-off rule with a worked example. Guests clicking bonuses land
// here. A brand without the program gets a polite note instead.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/pages';
import { canSpendBonuses, formatPrice } from '@storefront/shared/domain';
import { buttonClass } from '@storefront/shared/ui';
import { CalendarClock, CirclePause, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCityContext } from '../routes/city-context';
import { BonusExampleTable } from './bonus-example-table';
import styles from './bonus-page.module.css';
import { ContentGate, type LoadedPage } from './content/content-gate';
import { formatLongDate, todayIn } from './content/format-date';
import { RichText, type TextValues } from './content/rich-text';
import { TextSections } from './content/text-sections';
import { commonTextValues } from './content/text-values';
import { ContentPage } from './content-page';

export function BonusPage() {
  const { t } = useTranslation('shell-pages');
  return (
    <ContentPage title={t('pages.bonus.title')} lead={t('pages.bonus.lead')} wide>
      <ContentGate>{(page) => <BonusBody page={page} />}</ContentGate>
    </ContentPage>
  );
}

function BonusBody({ page }: { page: LoadedPage }) {
  const { city } = useCityContext();
  const bonus = page.content.bonus;
  const currency = city.prices.currency;
  // The programme's dates are the API's (the same the cart and checkout write bonuses off by), not a
  // date of this page's own: one source of truth.
  const program = page.settings.bonus_program;
  const deadline = program?.spend_deadline ?? null;
  const values: TextValues = {
    ...commonTextValues(page.settings, city),
    deadline: deadline ? formatLongDate(deadline, page.lng) : '',
    bonusUnit: formatPrice(1, { currency }),
  };

  if (!page.settings.brand.has_bonus_program) {
    return (
      <section className={styles.section}>
        <h2 className={styles.heading}>{bonus.noProgram.heading}</h2>
        <p className={styles.prose}>
          <RichText text={bonus.noProgram.text} values={values} />
        </p>
        <Link className={buttonClass()} to={`/${city.alias}/promotions`}>
          {bonus.noProgram.promotions}
        </Link>
      </section>
    );
  }

  const canSpend = canSpendBonuses(todayIn(city.timezone), deadline);
  return (
    <>
      {!city.has_loyalty_program && (
        <p className={styles.notice}>
          <Info className={styles.noticeIcon} aria-hidden="true" size={20} />
          <span>
            <RichText text={bonus.notInCity} values={values} />
          </span>
        </p>
      )}

      <section className={styles.section}>
        <h2 className={styles.heading}>{bonus.status.heading}</h2>
        <ul className={styles.status}>
          {program?.accrual_paused && (
            <li className={styles.statusItem}>
              <CirclePause className={styles.statusIcon} aria-hidden="true" size={24} />
              <span>{bonus.status.accrualPaused}</span>
            </li>
          )}
          {deadline && (
            <li className={styles.statusItem}>
              <CalendarClock className={styles.statusIcon} aria-hidden="true" size={24} />
              <span>
                <RichText
                  text={canSpend ? bonus.status.spendUntil : bonus.status.spendEnded}
                  values={values}
                />
              </span>
            </li>
          )}
        </ul>
      </section>

      <TextSections sections={[bonus.how, bonus.rule]} values={values} />

      <section className={styles.section}>
        <h2 className={styles.heading}>{bonus.example.heading}</h2>
        <BonusExampleTable
          text={bonus.example}
          values={values}
          currencyCode={city.prices.currency_code}
          currency={currency}
        />
      </section>

      <TextSections sections={[{ heading: bonus.help.heading, body: [bonus.help.text] }]} values={values} />
    </>
  );
}

/** The router loads the page with its text (content/load.ts). */
export { withPageText } from './content/load';

// The legal texts (spec §2: /legal-info, /privacy-policy, /user-agreement), outside any city. The
// company is the one the footer names for the remembered city, with its numbers when they are known.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/pages';
import { COOKIE_DAYS, PAYMENT_DEADLINE_MS } from '@storefront/shared/domain';
import { useLocationStore } from '@storefront/shared/stores';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { legalLine } from '../layout/legal-line';
import { ContentGate, type LoadedPage } from './content/content-gate';
import { formatLongDate, LEGAL_EFFECTIVE_DATES } from './content/format-date';
import { RichText, type TextValues } from './content/rich-text';
import { TextSections } from './content/text-sections';
import { commonTextValues } from './content/text-values';
import { ContentPage } from './content-page';
import styles from './legal-page.module.css';

export type LegalKind = 'legalInfo' | 'privacyPolicy' | 'userAgreement';

const PATHS: Record<LegalKind, string> = {
  legalInfo: '/legal-info',
  privacyPolicy: '/privacy-policy',
  userAgreement: '/user-agreement',
};

export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation(['shell', 'shell-pages']);
  return (
    <main className={styles.main} id="main">
      <Link className={styles.back} to="/">
        <ArrowLeft aria-hidden="true" size={18} />
        {t('header.home')}
      </Link>
      <ContentPage title={t(`pages.${kind}.title`)} lead={t(`shell-pages:pages.${kind}.lead`)}>
        <ContentGate>{(page) => <LegalBody kind={kind} page={page} />}</ContentGate>
      </ContentPage>
    </main>
  );
}

function LegalBody({ kind, page }: { kind: LegalKind; page: LoadedPage }) {
  const { t } = useTranslation('shell');
  const city = useLocationStore((state) => state.city);
  const address = useLocationStore((state) => state.deliveryAddress);
  const { ui, legal } = page.content;
  const effective = LEGAL_EFFECTIVE_DATES[kind];
  const values: TextValues = {
    ...commonTextValues(page.settings, city),
    deadline: page.settings.bonus_program?.spend_deadline
      ? formatLongDate(page.settings.bonus_program.spend_deadline, page.lng)
      : '',
    paymentMinutes: PAYMENT_DEADLINE_MS / 60_000,
    cookieDays: COOKIE_DAYS,
  };
  const company = legalLine(page.settings, city, address);

  return (
    <>
      <p className={styles.effective}>
        <RichText
          text={ui.effectiveFrom}
          values={{ date: <time dateTime={effective}>{formatLongDate(effective, page.lng)}</time> }}
        />
      </p>

      {kind === 'legalInfo' && (
        <section className={styles.section}>
          <h2 className={styles.heading}>{legal.legalInfo.seller.heading}</h2>
          <p>
            <RichText text={legal.legalInfo.seller.text} values={values} />
          </p>
          {company && (
            <dl className={styles.details}>
              <dt>{ui.company}</dt>
              <dd>{company.company}</dd>
              {company.inn && (
                <>
                  <dt>{ui.inn}</dt>
                  <dd>{company.inn}</dd>
                </>
              )}
              {company.ogrn && (
                <>
                  <dt>{ui.ogrn}</dt>
                  <dd>{company.ogrn}</dd>
                </>
              )}
            </dl>
          )}
        </section>
      )}

      <TextSections sections={legal[kind].sections} values={values} variant="document" />

      <nav className={styles.section} aria-labelledby="legal-other-documents">
        <h2 className={styles.heading} id="legal-other-documents">
          {legal.otherDocuments}
        </h2>
        <ul className={styles.documents}>
          {(Object.keys(PATHS) as LegalKind[])
            .filter((other) => other !== kind)
            .map((other) => (
              <li key={other}>
                <Link to={PATHS[other]}>{t(`pages.${other}.title`)}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}

/** The router loads the page with its text (content/load.ts). */
export { withPageText } from './content/load';

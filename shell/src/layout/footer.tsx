// Footer (spec §2): feedback e-mail and question form, call-me-back, the company's legal text (by shop
// or delivery address once one is chosen, else the city's company), external links and the year.
import type { City, Settings } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { useShops } from '@storefront/shared/query';
import { useLocationStore, useModalStore } from '@storefront/shared/stores';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './footer.module.css';
import { legalLine } from './legal-line';
import { useInView } from './use-in-view';

export function Footer({ city, settings }: { city: City | null; settings: Settings | undefined }) {
  const { t } = useTranslation('shell');
  const open = useModalStore((state) => state.open);
  const address = useLocationStore((state) => state.deliveryAddress);
  const orderType = useLocationStore((state) => state.orderType);
  const shopId = useLocationStore((state) => state.shopId);
  // The city's shops carry the legal data: asked for when the footer comes into view (never on the
  // first screen's path), or at once for a chosen takeaway shop (the header has them already).
  const footerRef = useRef<HTMLElement>(null);
  const seen = useInView(footerRef);
  const { data: shops } = useShops(city && (seen || (orderType === 'takeaway' && shopId)) ? city.id : null);
  const year = new Date().getFullYear();
  const links = settings?.links;
  const external = [
    { href: links?.job, label: t('footer.vacancies') },
    { href: links?.franchise, label: t('footer.franchise') },
    { href: links?.partners, label: t('footer.partners') },
    { href: links?.arenda, label: t('footer.rent') },
    { href: links?.mobileApplications, label: t('footer.mobileApps') },
    {
      href: city && links?.returnForm?.cities.includes(city.alias) ? links.returnForm.url : null,
      label: t('footer.returnForm'),
    },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  const chosen = orderType === 'takeaway' ? shops?.find((shop) => shop.id === shopId) : address;
  const legal = legalLine(settings, city, chosen, shops);

  return (
    <footer className={styles.footer} ref={footerRef}>
      <div className={styles.inner}>
        <div className={styles.contacts}>
          {settings && (
            <a href={`mailto:${settings.emails.feedback}`} className={styles.mail}>
              {settings.emails.feedback}
            </a>
          )}
          <button
            type="button"
            className={styles.action}
            data-testid={testIds.forms.feedbackOpen}
            onClick={() => open('FeedbackModal')}
          >
            {t('footer.feedback')}
          </button>
          <button
            type="button"
            className={styles.action}
            data-testid={testIds.forms.callMeBackOpen}
            onClick={() => open('CallMeBackModal')}
          >
            {t('footer.callMeBack')}
          </button>
        </div>
        <div className={styles.contacts}>
          <span>{t('forms.partnersTitle')}:</span>
          <button type="button" className={styles.action} onClick={() => open('ProviderPartnerModal')}>
            {t('forms.becomeSupplier')}
          </button>
          <button type="button" className={styles.action} onClick={() => open('RentPartnerModal')}>
            {t('forms.offerPremises')}
          </button>
        </div>
        {external.length > 0 && (
          <ul className={styles.links}>
            {external.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        <nav className={styles.links} aria-label={t('footer.legal')}>
          <Link to="/legal-info">{t('pages.legalInfo.title')}</Link>
          <Link to="/privacy-policy">{t('pages.privacyPolicy.title')}</Link>
          <Link to="/user-agreement">{t('pages.userAgreement.title')}</Link>
        </nav>
        {legal && (
          <p className={styles.legal} data-legal="">
            {legal.inn ? t('footer.company', { ...legal }) : legal.company}
          </p>
        )}
        <p className={styles.copy}>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}

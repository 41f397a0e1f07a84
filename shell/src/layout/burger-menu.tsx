// The main (burger) menu of spec §2: city selector, our stores, delivery terms, how to pay, request a
// call, about us (items hidden per brand by shared/domain), and the default phone as a tel link.
import { formatPhone, type PhoneMaskRule, phoneHref } from '@storefront/shared/domain';
import { useModalStore } from '@storefront/shared/stores';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { burgerItems } from '../domain/brand-rules';
import { BonusEntry } from './bonus-entry';
import { SidePanel, sidePanelStyles as styles } from './side-panel';

interface BurgerMenuProps {
  brand: string;
  cityAlias: string;
  cityName: string;
  hasDelivery: boolean;
  phone: string | null;
  /** The city's masks: the phone reads as people dial it (`+7 (800) 301-44-55`). */
  phoneMasks?: readonly PhoneMaskRule[];
  onClose(): void;
}

export function BurgerMenu({
  brand,
  cityAlias,
  cityName,
  hasDelivery,
  phone,
  phoneMasks = [],
  onClose,
}: BurgerMenuProps) {
  const { t } = useTranslation(['shell', 'common']);
  const open = useModalStore((state) => state.open);
  const base = `/${cityAlias}`;
  const openModal = (name: 'CitiesModal' | 'CallMeBackModal') => {
    onClose();
    open(name);
  };

  const item = (key: ReturnType<typeof burgerItems>[number]) => {
    switch (key) {
      case 'city':
        return (
          <button type="button" className={styles.item} onClick={() => openModal('CitiesModal')}>
            {t('burger.city')}: <strong>{cityName}</strong>
          </button>
        );
      case 'stores':
        return <Link to={`${base}/shops`}>{t('burger.stores')}</Link>;
      case 'deliveryTerms':
        return hasDelivery ? <Link to={`${base}/delivery`}>{t('burger.deliveryTerms')}</Link> : null;
      case 'howToPay':
        return <Link to={`${base}/payment-info`}>{t('burger.howToPay')}</Link>;
      case 'requestCall':
        return (
          <button type="button" className={styles.item} onClick={() => openModal('CallMeBackModal')}>
            {t('burger.requestCall')}
          </button>
        );
      case 'about':
        return <Link to={`${base}/about`}>{t('burger.about')}</Link>;
      case 'phone':
        return phone ? <a href={phoneHref(phone)}>{formatPhone(phone, phoneMasks)}</a> : null;
    }
  };

  return (
    <SidePanel
      side="left"
      kind="navigation"
      label={t('burger.title')}
      closeLabel={t('header.closeMenu')}
      onClose={onClose}
    >
      <BonusEntry basePath={base} />
      <ul className={styles.list}>
        {burgerItems(brand).map((key) => {
          const content = item(key);
          return content && <li key={key}>{content}</li>;
        })}
      </ul>
    </SidePanel>
  );
}

// The promotions page (spec §2): heading 'promotions and discounts', a grid of promotions; 'More'
// expands inline on mobile and opens PromoModal on desktop. ?alias= scrolls to that promotion, opens
// it after 300 ms and stays in the URL; opening one writes its alias there.

// The strings this module shows, registered before it renders (not in the first screen's script).
import '../i18n/promotions';
import type { City } from '@storefront/shared/contract';
import { modalStore } from '@storefront/shared/stores';
import { useIsMobile, useReducedMotion } from '@storefront/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PROMOTION_DEEP_LINK_MS } from '../domain/constants';
import { scrollOffset } from '../domain/layout';
import { measureHeaderHeight } from '../lib/use-header-height';
import { PromotionCard } from './promotion-card';
import styles from './promotions.module.css';

export interface PromotionsViewProps {
  basePath: string;
  city: City;
}

export function PromotionsView({ basePath, city }: PromotionsViewProps) {
  const { t } = useTranslation('menu-promotions');
  const isMobile = useIsMobile();
  const reducedMotion = useReducedMotion();
  const [search, setSearch] = useSearchParams();
  const [expanded, setExpanded] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLElement>());
  const deepLink = useRef(search.get('alias'));
  const promotions = city.promotions;

  const open = (alias: string) => {
    if (isMobile) setExpanded((current) => (current === alias ? null : alias));
    else modalStore.getState().open('PromoModal', { alias });
    if (search.get('alias') !== alias) {
      const next = new URLSearchParams(search);
      next.set('alias', alias);
      setSearch(next, { replace: true, preventScrollReset: true });
    }
  };

  // ?alias=: scroll to the promotion at once, open it after the spec's 300 ms.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the alias the page was opened with
  useEffect(() => {
    const alias = deepLink.current;
    if (!alias || !promotions.some((promotion) => promotion.alias === alias)) return;
    const card = cards.current.get(alias);
    if (card) {
      const top =
        card.getBoundingClientRect().top +
        window.scrollY -
        measureHeaderHeight() -
        scrollOffset(isMobile) / 2;
      window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion ? 'auto' : 'smooth' });
    }
    const timer = window.setTimeout(() => {
      if (isMobile) setExpanded(alias);
      else modalStore.getState().open('PromoModal', { alias });
    }, PROMOTION_DEEP_LINK_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <section className={styles.page} aria-labelledby="promotions-title">
      <header className={styles.header}>
        <h1 id="promotions-title" className={styles.title}>
          {t('promotions.title')}
        </h1>
        <p className={styles.lead}>{t('promotionsPage.lead')}</p>
      </header>
      {promotions.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('promotionsPage.empty')}</p>
          <Link to={basePath} className={styles.toMenu}>
            {t('promotionsPage.toMenu')}
          </Link>
        </div>
      ) : (
        <ul className={styles.grid}>
          {promotions.map((promotion, index) => (
            <li key={promotion.alias}>
              <PromotionCard
                ref={(element) => {
                  if (element) cards.current.set(promotion.alias, element);
                  else cards.current.delete(promotion.alias);
                }}
                promotion={promotion}
                expanded={isMobile && expanded === promotion.alias}
                onMore={() => open(promotion.alias)}
                eager={index < 2}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { ProductGroup } from '@storefront/shared/contract';
import { Skeleton } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { POPULAR_GROUPS_MAX } from '../domain/constants';
import styles from './popular-groups.module.css';

export interface PopularGroupsProps {
  groups: readonly ProductGroup[];
  /** The menu is loading and the brand shows popular groups: their place is held by skeletons. */
  loading?: boolean;
  onSelect(alias: string): void;
}

/** Spec §2: on desktop, up to three show_on_main groups as top cards; "Select" scrolls to the group. */
export function PopularGroups({ groups, loading = false, onSelect }: PopularGroupsProps) {
  const { t } = useTranslation('menu');
  if (loading) {
    // The cards' place while the menu loads, so the menu below does not move when they come.
    return (
      <section className={styles.groups} aria-hidden="true">
        <p className={styles.heading}>{t('catalog.popularGroups')}</p>
        <ul className={styles.list}>
          {Array.from({ length: POPULAR_GROUPS_MAX }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
            <li key={index} className={styles.card}>
              <Skeleton width={96} height={96} />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (groups.length === 0) return null;
  return (
    <section className={styles.groups} aria-labelledby="menu-popular-groups">
      <h2 id="menu-popular-groups" className={styles.heading}>
        {t('catalog.popularGroups')}
      </h2>
      <ul className={styles.list}>
        {groups.map((group) => (
          <li key={group.alias} className={styles.card}>
            {group.images && (
              <img
                className={styles.image}
                src={group.images.big.url}
                width={group.images.big.width}
                height={group.images.big.height}
                alt=""
                decoding="async"
              />
            )}
            <div className={styles.text}>
              <h3 id={`menu-top-group-${group.alias}`} className={styles.name}>
                {group.name}
              </h3>
              <p className={styles.count}>{t('catalog.dishes', { count: group.products.length })}</p>
              <a
                className={styles.select}
                href={`?group=${encodeURIComponent(group.alias)}`}
                aria-describedby={`menu-top-group-${group.alias}`}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(group.alias);
                }}
              >
                {t('home.select')}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

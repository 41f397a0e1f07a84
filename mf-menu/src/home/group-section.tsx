import type { ProductGroup } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { EARLY_TAP_SCOPE } from '../lib/early-taps';
import { MenuProductCard } from '../product/menu-product-card';
import styles from './group-section.module.css';

export interface GroupSectionProps {
  group: ProductGroup;
  /** The first rows of the first section are above the fold: their pictures load at once. */
  eagerImages?: number;
}

/** One product group of the menu (spec §2): its heading and a grid (a list on phones) of cards. */
export function GroupSection({ group, eagerImages = 0 }: GroupSectionProps) {
  const headingId = `menu-group-${group.alias}`;
  return (
    <section
      {...EARLY_TAP_SCOPE}
      className={styles.section}
      aria-labelledby={headingId}
      data-group={group.alias}
      data-testid={testIds.menu.groupSection(group.alias)}
    >
      <h2 id={headingId} className={styles.title}>
        {group.name}
      </h2>
      <ul className={styles.grid}>
        {group.products.map((product, index) => (
          <li key={product.id} className={styles.item}>
            <MenuProductCard product={product} priority={index < eagerImages} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A group's section on the page, by its alias. The server's HTML of a group is there before the group
 * hydrates (each is its own boundary, hydrated in page order, seconds later on a phone), so what
 * measures groups (the ?group= scroll 500 ms after the load, the scroll spy) finds it this way rather
 * than through a ref that hydration hands over late.
 */
export function groupSection(alias: string): HTMLElement | null {
  return document.querySelector(`[data-group="${CSS.escape(alias)}"]`);
}

/** The group's section an element of the page is in, if any. */
export function sectionOf(element: Element): HTMLElement | null {
  return element.closest('[data-group]');
}

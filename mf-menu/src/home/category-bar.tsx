// The sticky category bar of spec §2: chips of the non-empty groups (the active one follows scroll
// and stays in view), stuck under the header once the page scrolls past the blocks above it, hidden
// on mobile near the page bottom. It also holds the menu search and the filters (beyond the spec).

import { testIds } from '@storefront/shared/qa';
import { cx, Skeleton } from '@storefront/shared/ui';
import { Search, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SKELETON_CATEGORY_CHIPS } from '../domain/constants';
import { EARLY_TAP_SCOPE } from '../lib/early-taps';
import styles from './category-bar.module.css';

/** How far below the viewport the sticky check's root reaches: further than any menu is long. */
const BELOW_THE_PAGE = 1_000_000;

export interface CategoryChip {
  alias: string;
  name: string;
}

export interface CategoryBarProps {
  groups: readonly CategoryChip[];
  active: string | null;
  loading: boolean;
  /** Where the bar sticks: right under the page header. */
  top: number;
  hidden: boolean;
  onSelect(alias: string): void;
  searchOpen: boolean;
  onSearchOpen(): void;
  /** The search field shown instead of the chips while the search is open. */
  search: ReactNode;
  filtersOpen: boolean;
  filterCount: number;
  onFiltersToggle(): void;
  filtersPanelId: string;
  /** The filter panel, dropped under the bar. */
  filters: ReactNode;
}

export function CategoryBar({
  groups,
  active,
  loading,
  top,
  hidden,
  onSelect,
  searchOpen,
  onSearchOpen,
  search,
  filtersOpen,
  filterCount,
  onFiltersToggle,
  filtersPanelId,
  filters,
}: CategoryBarProps) {
  const { t } = useTranslation('menu');
  const sentinel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [stuck, setStuck] = useState(false);

  // Stuck once the spot the bar started from has scrolled under the header: the 1 px sentinel before
  // the bar is no longer wholly inside a root that starts just under the header and reaches far below
  // the page. The far bottom margin keeps a sentinel below the fold "inside", so a jump from there to
  // far down (which never crosses the viewport) still changes its ratio and is reported.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setStuck(entry.boundingClientRect.top < top + 1);
      },
      { rootMargin: `-${top + 1}px 0px ${BELOW_THE_PAGE}px 0px`, threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [top]);

  // The active chip scrolls into the bar's view, sideways only (the page must not jump).
  useEffect(() => {
    const container = list.current;
    if (!container || !active) return;
    const chip = container.querySelector<HTMLElement>(`[data-alias="${CSS.escape(active)}"]`);
    if (!chip) return;
    const left = chip.offsetLeft - (container.clientWidth - chip.offsetWidth) / 2;
    container.scrollTo?.({ left: Math.max(0, left), behavior: 'smooth' });
  }, [active]);

  return (
    <>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div
        {...EARLY_TAP_SCOPE}
        className={cx(styles.bar, stuck && styles.stuck, hidden && styles.hidden)}
        style={{ top }}
        data-testid={testIds.menu.categoryBar}
        data-stuck={stuck || undefined}
        data-hidden={hidden || undefined}
      >
        <div className={styles.row}>
          {searchOpen ? (
            <div className={styles.search}>{search}</div>
          ) : (
            <nav className={styles.nav} aria-label={t('home.categories')} aria-busy={loading || undefined}>
              <ul ref={list} className={styles.chips}>
                {loading
                  ? Array.from({ length: SKELETON_CATEGORY_CHIPS }, (_, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
                      <li key={index} className={styles.chipSkeleton}>
                        <Skeleton width={64 + (index % 4) * 16} height={36} className={styles.skeleton} />
                      </li>
                    ))
                  : groups.map((group) => (
                      <li key={group.alias}>
                        <a
                          href={`?group=${encodeURIComponent(group.alias)}`}
                          className={cx(styles.chip, group.alias === active && styles.active)}
                          aria-current={group.alias === active ? 'true' : undefined}
                          data-alias={group.alias}
                          data-testid={testIds.menu.categoryChip(group.alias)}
                          onClick={(event) => {
                            event.preventDefault();
                            onSelect(group.alias);
                          }}
                        >
                          {group.name}
                        </a>
                      </li>
                    ))}
              </ul>
            </nav>
          )}
          {!searchOpen && (
            <button
              type="button"
              className={styles.tool}
              aria-label={t('filters.search')}
              onClick={onSearchOpen}
            >
              <Search size={20} aria-hidden="true" focusable="false" />
            </button>
          )}
          <button
            type="button"
            className={cx(styles.tool, filterCount > 0 && styles.toolActive)}
            aria-label={t('filters.open')}
            aria-expanded={filtersOpen}
            aria-controls={filtersPanelId}
            onClick={onFiltersToggle}
          >
            <SlidersHorizontal size={20} aria-hidden="true" focusable="false" />
            {filterCount > 0 && (
              <span className={styles.toolBadge} aria-hidden="true">
                {filterCount}
              </span>
            )}
          </button>
        </div>
        {filters}
      </div>
    </>
  );
}

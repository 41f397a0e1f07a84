// The home page of spec §2: promotions row, 'often ordered', desktop popular groups, the sticky
// category bar over the group sections, skeletons while the menu loads, the last-work-hour alert,
// and the menu search and filters. The shell sets the desktop side cart beside it.
import type { City, ProductGroup } from '@storefront/shared/contract';
import { MENU_ANCHOR_ID } from '@storefront/shared/domain';
import { Alert, Button, layOutInFull, useIsMobile, useReducedMotion } from '@storefront/shared/ui';
import { MapPin } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollOffset } from '../domain/layout';
import {
  EMPTY_MENU_FILTER,
  filterMenuGroups,
  groupScrollTop,
  isFilterActive,
  type MenuFilter,
  menuAllergens,
  nonEmptyGroups,
  popularGroups,
} from '../domain/menu-rules';
import { measureHeaderHeight, useHeaderHeight } from '../lib/use-header-height';
import { useMenuContext } from '../lib/use-menu-context';
import { useProducts } from '../query/products';
import { CategoryBar } from './category-bar';
import { ClosedNotice } from './closed-notice';
import { FavoriteProducts } from './favorite-products';
import { GroupSection, groupSection } from './group-section';
import styles from './home-view.module.css';
import { HydrateNear } from './hydrate-near';
import { LastHourAlert } from './last-hour-alert';
import { MenuSearch } from './menu-search';
import { MenuSkeleton } from './menu-skeleton';
import { PopularGroups } from './popular-groups';
import { PopularProducts } from './popular-products';
import { PromoBanners } from './promo-banners';
import { useHomeQuery } from './use-home-query';
import { useScrollSpy } from './use-scroll-spy';

const EMPTY_GROUPS: ProductGroup[] = [];

// The filter panel opens on a tap: the server never renders it, so its code and strings need not be in
// the first screen's script; they load with the first tap on the filter button.
const FilterPanel = lazy(() => import('./filter-panel'));

export interface HomeViewProps {
  basePath: string;
  city: City;
  onChooseCity(): void;
}

const NO_ALLERGENS: readonly string[] = [];

export function HomeView({ basePath, city, onChooseCity }: HomeViewProps) {
  const { t, i18n } = useTranslation(['menu', 'common']);
  const { settings } = useMenuContext();
  const isMobile = useIsMobile();
  const reducedMotion = useReducedMotion();
  const headerHeight = useHeaderHeight();
  const products = useProducts();
  const filtersId = useId();

  const [filter, setFilter] = useState<MenuFilter>(EMPTY_MENU_FILTER);
  const [searchOpen, setSearchOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const allGroups = products.data?.product_groups ?? EMPTY_GROUPS;
  const groups = useMemo(() => filterMenuGroups(allGroups, filter), [allGroups, filter]);
  // Read only when the filter panel opens: sorting every product's allergens with a Russian collator
  // cost a phone ≈ 25 ms of hydration for a panel most visitors never open.
  const allergens = useMemo(
    () => (filtersOpen ? menuAllergens(nonEmptyGroups(allGroups)) : NO_ALLERGENS),
    [allGroups, filtersOpen],
  );
  const topGroups = useMemo(
    () => popularGroups(allGroups, settings?.product_groups.show_popular_product_groups ?? false),
    [allGroups, settings],
  );
  const aliases = useMemo(() => groups.map((group) => group.alias), [groups]);
  const menuProducts = useMemo(() => allGroups.flatMap((group) => group.products), [allGroups]);
  const filtering = isFilterActive(filter);
  const found = groups.reduce((sum, group) => sum + group.products.length, 0);

  // A group is active once its top reaches where scrolling to it puts it (header + the §9 offset).
  const spy = useScrollSpy(aliases, headerHeight + scrollOffset(isMobile) + 2);

  const scrollToGroup = useCallback(
    (alias: string) => {
      const section = groupSection(alias);
      if (!section) return;
      spy.hold(alias);
      // The groups above it, laid out, not their estimated heights (group-section.module.css).
      layOutInFull();
      const top = section.getBoundingClientRect().top + window.scrollY;
      // The header as it is now (its measured state may lag a render behind right after hydration).
      const header = measureHeaderHeight() || headerHeight;
      window.scrollTo({
        top: groupScrollTop(top, header, scrollOffset(isMobile)),
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
    },
    [spy.hold, headerHeight, isMobile, reducedMotion],
  );

  // Each group is its own Suspense boundary. Hydrating the server's page, React hydrates the page
  // around them first; each group then waits for its turn (near the screen, the browser idle, or a
  // tap on it: hydrate-near.tsx) and hydrates in short interruptible slices, so a phone's main thread
  // is not blocked for the whole menu at once (total blocking time). The elements are memoised: new
  // props for a group still waiting would make React throw its server HTML away and render it anew.
  // A group still waiting when the visitor switches language would hydrate the server's HTML with
  // another language's strings (a mismatch React reports); the language in the key renders every
  // group anew instead.
  const language = i18n.language;
  const groupSections = useMemo(
    () =>
      groups.map((group, index) => (
        <Suspense key={`${language}:${group.alias}`} fallback={null}>
          <HydrateNear alias={group.alias}>
            <GroupSection group={group} eagerImages={index === 0 ? 4 : 0} />
          </HydrateNear>
        </Suspense>
      )),
    [groups, language],
  );

  // A search or filter deep in the menu shrinks the page under the visitor: the browser would clamp the
  // scroll to the new end, leaving the results above the screen and the footer on it. The menu's start
  // is brought back under the header instead, so the bar (with the field or panel) and the first
  // results stay in view.
  const menuStart = useRef<HTMLDivElement>(null);
  const previousFilter = useRef(filter);
  useLayoutEffect(() => {
    if (previousFilter.current === filter) return;
    previousFilter.current = filter;
    const start = menuStart.current;
    if (!start) return;
    const header = measureHeaderHeight() || headerHeight;
    const top = start.getBoundingClientRect().top;
    if (top < header) window.scrollTo({ top: top + window.scrollY - header, behavior: 'auto' });
  }, [filter, headerHeight]);

  const ready = groups.length > 0;
  useHomeQuery({ ready, aliases, active: spy.inMenu ? spy.active : null, scrollToGroup });

  const loading = products.isPending;
  const filterCount = filter.excludeAllergens.length + filter.dietary.length;

  const resetFilters = () => {
    setFilter(EMPTY_MENU_FILTER);
    setSearchOpen(false);
  };

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{t('intro.cityTitle', { city: city.name })}</h1>
          <Button
            variant="ghost"
            size="s"
            className={styles.city}
            onClick={onChooseCity}
            aria-label={isMobile ? t('intro.chooseCity') : undefined}
          >
            <MapPin size={16} aria-hidden="true" focusable="false" />
            {!isMobile && t('intro.chooseCity')}
          </Button>
        </div>

        <ClosedNotice />
        <LastHourAlert />
        <PromoBanners basePath={basePath} promotions={city.promotions} />
        <PopularProducts products={products.data?.popular_products ?? []} loading={loading} />
        <FavoriteProducts products={menuProducts} />
        {!isMobile && (
          <PopularGroups
            groups={topGroups}
            loading={loading && (settings?.product_groups.show_popular_product_groups ?? false)}
            onSelect={scrollToGroup}
          />
        )}

        <div className={styles.menu} ref={menuStart}>
          <CategoryBar
            groups={groups}
            active={spy.active ?? aliases[0] ?? null}
            loading={loading}
            top={headerHeight}
            // The bar rides away near the page bottom, but never while it holds the search field or the
            // filter panel the visitor is using (their results may well end near the bottom).
            hidden={isMobile && spy.nearBottom && !searchOpen && !filtersOpen}
            onSelect={scrollToGroup}
            searchOpen={searchOpen}
            onSearchOpen={() => setSearchOpen(true)}
            search={
              <MenuSearch
                value={filter.query}
                onChange={(query) => setFilter((current) => ({ ...current, query }))}
                onClose={() => {
                  setSearchOpen(false);
                  setFilter((current) => ({ ...current, query: '' }));
                }}
              />
            }
            filtersOpen={filtersOpen}
            filterCount={filterCount}
            onFiltersToggle={() => setFiltersOpen((open) => !open)}
            filtersPanelId={filtersId}
            filters={
              filtersOpen && (
                // Its own boundary: while the panel's chunk loads, nothing shows under the bar.
                <Suspense fallback={null}>
                  <FilterPanel
                    id={filtersId}
                    allergens={allergens}
                    filter={filter}
                    onChange={setFilter}
                    onClose={() => setFiltersOpen(false)}
                  />
                </Suspense>
              )
            }
          />

          {filtering && !loading && (
            <p className={styles.found} role="status">
              {t('filters.found', { count: found })}
            </p>
          )}

          {/* The shell's "skip to menu" link lands here: past the banners and the bar's chips, the
              first card's button is the next stop. */}
          <div id={MENU_ANCHOR_ID} tabIndex={-1} className={styles.groups}>
            {loading ? (
              <MenuSkeleton />
            ) : products.isError ? (
              <Alert
                tone="error"
                title={t('catalog.error')}
                action={
                  <Button variant="secondary" size="s" onClick={() => void products.refetch()}>
                    {t('common:actions.retry')}
                  </Button>
                }
              />
            ) : groups.length === 0 ? (
              <div className={styles.empty}>
                <p className={styles.emptyTitle}>
                  {filtering ? t('catalog.nothingFound') : t('catalog.empty')}
                </p>
                {filtering && (
                  <>
                    <p className={styles.emptyHint}>{t('catalog.nothingFoundHint')}</p>
                    <Button variant="secondary" onClick={resetFilters}>
                      {t('filters.reset')}
                    </Button>
                  </>
                )}
              </div>
            ) : (
              groupSections
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

// mf-menu home page (spec §2), rendered by the shell at /{cityAlias} with `{ basePath, cityAlias }`.
// On desktop the shell puts mf-cart's side cart in a column beside it.
import '../i18n';
import type { HeadDataOf, Prefetch } from '@storefront/shared/query';
import { useCity } from '@storefront/shared/query';
import { useModalStore } from '@storefront/shared/stores';
import { Skeleton } from '@storefront/shared/ui';
import { useMarketingBanner } from '../banners/use-marketing-banner';
import { HomeView } from '../home/home-view';
import { MenuCartProvider } from '../product/menu-cart';
import { favoritesQueryOptions } from '../query/favorites';
import { productsQueryOptions } from '../query/products-query';

export interface HomePageProps {
  basePath: string;
  cityAlias: string;
}

export default function HomePage({ basePath, cityAlias }: HomePageProps) {
  const { data: city } = useCity(cityAlias);
  const open = useModalStore((state) => state.open);
  useMarketingBanner(city, basePath);

  if (!city) return <Skeleton height={320} />;
  return (
    <MenuCartProvider>
      <HomeView basePath={basePath} city={city} onChooseCity={() => open('CitiesModal')} />
    </MenuCartProvider>
  );
}

/**
 * The shell's server asks this before it renders the page: the menu of the visitor's context and, for
 * a signed-in customer, their favourites (the row above the menu and the cards' hearts).
 */
export const prefetch: Prefetch = (queryClient, { context, user }) =>
  Promise.all([
    queryClient.prefetchQuery(productsQueryOptions(context)),
    user ? queryClient.prefetchQuery(favoritesQueryOptions(user.id)) : undefined,
  ]);

/** The menu as JSON-LD and its first picture for link previews, from what prefetch fetched. */
export const headData: HeadDataOf = async (queryClient, page) => {
  const menu = queryClient.getQueryData(productsQueryOptions(page.context).queryKey);
  if (!menu) return null;
  // A chunk of its own: the server loads it, a browser never does.
  const { absolute, menuImage, menuJsonLd } = await import('../home/menu-json-ld');
  const image = menuImage(menu);
  return {
    jsonLd: menuJsonLd({ ...page, menu, menuName: page.title }),
    ...(image ? { image: absolute(page.origin, image) } : {}),
  };
};

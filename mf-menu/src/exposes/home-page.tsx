// mf-menu home page (spec §2), rendered by the shell at /{cityAlias} with `{ basePath, cityAlias }`.
// On desktop the shell puts mf-cart's side cart in a column beside it.
import '../i18n';
import { useCity } from '@storefront/shared/query';
import { useModalStore } from '@storefront/shared/stores';
import { Skeleton } from '@storefront/shared/ui';
import { useMarketingBanner } from '../banners/use-marketing-banner';
import { HomeView } from '../home/home-view';
import { MenuCartProvider } from '../product/menu-cart';

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

// mf-menu home page (spec §2), rendered by the shell at /{cityAlias} with `{ basePath, cityAlias }`.
// The shell may pass mf-cart's side cart as `sideCart`; it gets a column beside the menu on desktop.
import { useCity } from '@storefront/shared/query';
import { useModalStore } from '@storefront/shared/stores';
import { Skeleton } from '@storefront/shared/ui';
import type { ReactNode } from 'react';
import { useMarketingBanner } from '../banners/use-marketing-banner';
import { HomeView } from '../home/home-view';

export interface HomePageProps {
  basePath: string;
  cityAlias: string;
  /** The desktop side cart (spec §2), placed by the shell. */
  sideCart?: ReactNode;
}

export default function HomePage({ basePath, cityAlias, sideCart }: HomePageProps) {
  const { data: city } = useCity(cityAlias);
  const open = useModalStore((state) => state.open);
  useMarketingBanner(city, basePath);

  if (!city) return <Skeleton height={320} />;
  return (
    <HomeView basePath={basePath} city={city} onChooseCity={() => open('CitiesModal')} sideCart={sideCart} />
  );
}

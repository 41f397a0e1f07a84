// The promotions page (spec §2), rendered by the shell at /{cityAlias}/promotions.
import '../i18n';
import { useLocationStore } from '@storefront/shared/stores';
import { Skeleton } from '@storefront/shared/ui';
import { useMarketingBanner } from '../banners/use-marketing-banner';
import { PromotionsView } from '../promotions/promotions-view';

export interface PromotionsPageProps {
  basePath: string;
}

export default function PromotionsPage({ basePath }: PromotionsPageProps) {
  const city = useLocationStore((state) => state.city);
  useMarketingBanner(city, basePath);
  if (!city) return <Skeleton height={320} />;
  return <PromotionsView basePath={basePath} city={city} />;
}

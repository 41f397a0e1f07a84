import type { City } from '@storefront/shared/contract';
import { useOutletContext } from 'react-router-dom';

export interface CityContext {
  city: City;
}

export function useCityContext(): CityContext {
  return useOutletContext<CityContext>();
}

import { Navigate } from 'react-router-dom';
import { useCityContext } from '../routes/city-context';

/** Return after a failed payment: the home page with the failure outcome (spec §2). */
export function BackToHomePage() {
  const { city } = useCityContext();
  return <Navigate to={`/${city.alias}?state=payment-failure`} replace />;
}

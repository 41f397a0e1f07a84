import '../i18n';
import { useSearchParams } from 'react-router-dom';
import { CartView } from '../cart-view/cart-view';
import { CART_CHECKOUT_STATE, type CartStep, cartStepFromState } from '../domain/cart-rules';

export interface CartPageProps {
  basePath: string;
}

/** /{city}/cart (spec §2): the full-page cart; `?state=checkout` opens step 2. */
export default function CartPage({ basePath }: CartPageProps) {
  const [search, setSearch] = useSearchParams();
  const step = cartStepFromState(search.get('state'));
  const changeStep = (next: CartStep) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 2) params.set('state', CART_CHECKOUT_STATE);
        else params.delete('state');
        return params;
      },
      { replace: false },
    );
  return <CartView variant="page" step={step} onStepChange={changeStep} basePath={basePath} />;
}

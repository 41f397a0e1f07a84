import '../i18n';
import { useLocationStore } from '@storefront/shared/stores';
import { useNavigate } from 'react-router-dom';
import { LookupForm } from '../lookup/lookup-form';

export interface UserOrderModalProps {
  onClose(): void;
}

/** UserOrderModal (spec §2): the order status lookup; a found order opens its tracking page. Content only. */
export default function UserOrderModal({ onClose }: UserOrderModalProps) {
  const navigate = useNavigate();
  const cityAlias = useLocationStore((state) => state.cityAlias);
  return (
    <LookupForm
      onFound={(orderId) => {
        // The page first, then the close: closing clears a query string, and there is none by then.
        navigate(`${cityAlias ? `/${cityAlias}` : ''}/order/${orderId}/tracking`);
        onClose();
      }}
    />
  );
}

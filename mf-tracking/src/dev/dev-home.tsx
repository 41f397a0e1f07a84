// Dev harness only: a way into the tracking page without the checkout — type an order number, or
// open the lookup by phone and number from the harness bar.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

export function DevHome() {
  const { cityAlias = 'moscow' } = useParams();
  const [orderId, setOrderId] = useState('1');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', padding: '24px 0' }}>
      <label>
        Order number{' '}
        <input value={orderId} inputMode="numeric" onChange={(event) => setOrderId(event.target.value)} />
      </label>
      <Link to={`/${cityAlias}/order/${orderId}/tracking`}>Open its tracking page</Link>
      <span>
        Orders made in this browser (same session) open directly; others through the UserOrderModal lookup.
      </span>
    </div>
  );
}

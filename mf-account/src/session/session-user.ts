import type { User } from '@storefront/shared/contract';
import type { SessionUser } from '@storefront/shared/stores';

/** What the page-wide session store keeps of a customer (the full profile stays in the query cache). */
export function toSessionUser(user: Pick<User, 'id' | 'phone' | 'name'>): SessionUser {
  return { id: user.id, phone: user.phone, name: user.name };
}

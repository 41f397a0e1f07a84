// Query keys of every call, in one place, so mutations and bus listeners invalidate by the same keys.
// Keys are hierarchical: invalidating `queryKeys.cities.all` also covers every city detail.

export const queryKeys = {
  cities: {
    all: ['cities'] as const,
    list: () => ['cities', 'list'] as const,
    detail: (alias: string) => ['cities', 'detail', alias] as const,
  },
  settings: {
    all: ['settings'] as const,
  },
  products: {
    all: ['products'] as const,
    list: (context: object | null) => ['products', 'list', context] as const,
  },
  shops: {
    all: ['shops'] as const,
    list: (cityId: number) => ['shops', 'list', cityId] as const,
  },
  address: {
    suggest: (cityId: number, text: string) => ['address', 'suggest', cityId, text] as const,
  },
  /**
   * The customer's calls. They all sit under ['user'], so signing out drops them with one
   * `removeQueries({ queryKey: queryKeys.user.all })`; the shell's session bootstrap prefetches the
   * balance and the saved addresses under the keys mf-account reads.
   */
  user: {
    all: ['user'] as const,
    profile: ['user', 'profile'] as const,
    balance: ['user', 'balance'] as const,
    addresses: ['user', 'addresses'] as const,
    ordersAll: ['user', 'orders'] as const,
    orders: (page: number) => ['user', 'orders', page] as const,
    order: (orderId: number) => ['user', 'order', orderId] as const,
    /** The signed-in customer's favourites; null for a guest (never fetched). */
    favorites: (userId: number | null) => ['user', 'favorites', userId] as const,
  },
  cart: {
    all: ['cart'] as const,
    current: (context: object | null) => ['cart', 'current', context] as const,
  },
} as const;

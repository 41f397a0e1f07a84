// Query keys of the customer's calls. They sit under ['user'], so signing out drops them all with one
// `removeQueries({ queryKey: accountKeys.all })`. The shell's session bootstrap prefetches the balance
// and the saved addresses under the same keys (shell/src/account/account-keys.ts mirrors these: the
// shared query layer has no user keys yet).
export const accountKeys = {
  all: ['user'] as const,
  profile: ['user', 'profile'] as const,
  balance: ['user', 'balance'] as const,
  addresses: ['user', 'addresses'] as const,
  ordersAll: ['user', 'orders'] as const,
  orders: (page: number) => ['user', 'orders', page] as const,
  order: (orderId: number) => ['user', 'order', orderId] as const,
};

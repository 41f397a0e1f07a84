// The customer's query keys, as mf-account names them (mf-account/src/session/account-keys.ts). The
// shell prefetches under them so the account remote finds the balance and addresses already loaded;
// the shared query layer has no user keys yet, so the two files keep them in step.
export const accountKeys = {
  all: ['user'] as const,
  balance: ['user', 'balance'] as const,
  addresses: ['user', 'addresses'] as const,
};

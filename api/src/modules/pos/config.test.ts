import { expect, it } from 'vitest';
import { posSettingsFromEnv } from './config';

const MAPPING = JSON.stringify({
  brands: [
    {
      brand: 'pizza',
      menuOrganizationId: 'org-1',
      organizations: [{ id: 'org-1', city: 'moscow', terminalGroups: { 'tg-1': 'centre' } }],
      paymentTypes: { cash: 'p-cash', card: 'p-card', online: 'p-online' },
    },
  ],
});
const FULL = {
  POS: 'iiko',
  IIKO_API_LOGIN: 'login',
  IIKO_MAPPING: MAPPING,
  IIKO_WEBHOOK_TOKEN: 'a-webhook-token-0123',
};

it('is off without POS, and reads a complete iiko set-up with the documented default URL', () => {
  expect(posSettingsFromEnv({})).toBeNull();
  expect(posSettingsFromEnv({ POS: 'none' })).toBeNull();
  expect(posSettingsFromEnv(FULL)).toMatchObject({
    apiUrl: 'https://api-ru.iiko.services',
    apiLogin: 'login',
    webhookUrl: null,
    mapping: { brands: [{ brand: 'pizza', organizations: [{ terminalGroups: { 'tg-1': 'centre' } }] }] },
  });
});

it('names the variable that is missing or wrong', () => {
  expect(() => posSettingsFromEnv({ POS: 'r_keeper' })).toThrow(/POS must be iiko/);
  expect(() => posSettingsFromEnv({ ...FULL, IIKO_API_LOGIN: ' ' })).toThrow(/IIKO_API_LOGIN/);
  expect(() => posSettingsFromEnv({ ...FULL, IIKO_WEBHOOK_TOKEN: 'short' })).toThrow(/IIKO_WEBHOOK_TOKEN/);
  expect(() => posSettingsFromEnv({ ...FULL, IIKO_MAPPING: '{' })).toThrow(/IIKO_MAPPING is not JSON/);
  expect(() =>
    posSettingsFromEnv({ ...FULL, IIKO_MAPPING: JSON.stringify({ brands: [{ brand: 'pizza' }] }) }),
  ).toThrow(/IIKO_MAPPING: brands\.0\.menuOrganizationId/);
  expect(() => posSettingsFromEnv({ ...FULL, IIKO_API_URL: 'ftp://x' })).toThrow(/IIKO_API_URL/);
});

// The missing-key check of shared's strings (each deployable checks its own the same way).
import { localeSchema } from '@storefront/shared/contract';
import { describeLocales } from '@storefront/shared/test-utils';
import { describe, expect, it } from 'vitest';
import { resources, SUPPORTED_LOCALES } from './locales';

describeLocales('shared', resources);

describe('locales', () => {
  it('are the six of spec §9, ru first', () => {
    expect(SUPPORTED_LOCALES).toEqual(['ru', 'en', 'tr', 'uz', 'de', 'uk']);
  });

  it('agree with the locales the API contract accepts in settings', () => {
    expect([...localeSchema.options].sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });
});

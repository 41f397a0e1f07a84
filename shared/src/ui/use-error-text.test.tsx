import { initI18n } from '@storefront/shared/i18n';
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useErrorText } from './use-error-text';

describe('useErrorText', () => {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
  });

  it('translates contract message keys and keeps server sentences', () => {
    const { result } = renderHook(() => useErrorText());
    expect(result.current('validation.required')).toBe('Required field');
    expect(result.current('This phone is blocked for an hour.')).toBe('This phone is blocked for an hour.');
    expect(result.current(undefined)).toBeUndefined();
  });
});

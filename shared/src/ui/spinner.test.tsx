import { initI18n } from '@storefront/shared/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  beforeAll(() => initI18n({ lng: 'ru' }));
  afterEach(cleanup);

  it('announces loading in the current language', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
  });

  it('announces what is loading when labelled', () => {
    render(<Spinner label="Загружаем меню" />);
    expect(screen.getByRole('status').textContent).toBe('Загружаем меню');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});

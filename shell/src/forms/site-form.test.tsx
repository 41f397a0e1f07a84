import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteForm } from './site-form';

describe('the site forms (spec §5)', () => {
  beforeEach(async () => {
    await initI18n({ lng: 'ru' });
  });
  afterEach(cleanup);

  it('marks the consent checkbox required, with its star', () => {
    render(
      <MemoryRouter>
        <SiteForm
          title="Перезвоните мне"
          sent={false}
          thanks=""
          failure={null}
          submitting={false}
          onSubmit={() => {}}
          onClose={() => {}}
        >
          <input aria-label="Имя" />
        </SiteForm>
      </MemoryRouter>,
    );
    const consent = screen.getByTestId(testIds.forms.privacy);
    const box = consent.matches('input') ? consent : (consent.querySelector('input') as HTMLElement);
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.closest('label')?.textContent).toContain('*');
  });
});

import type { DeliveryAddress } from '@storefront/shared/contract';
import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotDeliveredForm } from './not-delivered-form';

const address = {
  address: 'Щёлковское шоссе, 20',
  full_address: 'Москва, Щёлковское шоссе, 20',
  city_id: 1,
  map: { coordinates: { latitude: 55.81, longitude: 37.8 } },
} as unknown as DeliveryAddress;

describe('the notify-me form (an address outside every zone)', () => {
  beforeEach(async () => {
    await initI18n({ lng: 'ru' });
  });
  afterEach(cleanup);

  it('asks for the privacy agreement, with its star, before it sends the phone', () => {
    render(
      <MemoryRouter>
        <NotDeliveredForm address={address} onOtherAddress={() => {}} onTakeaway={() => {}} />
      </MemoryRouter>,
    );
    const submit = screen.getByTestId(testIds.orderTypes.notifySubmit) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const consent = screen.getByTestId(testIds.forms.privacy);
    const box = (consent.matches('input') ? consent : consent.querySelector('input')) as HTMLInputElement;
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.closest('label')?.textContent).toContain('*');
    fireEvent.click(box);
    expect(submit.disabled).toBe(false);
  });
});

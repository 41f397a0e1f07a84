import type { City } from '@storefront/shared/contract';
import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../app/runtime-config';
import { RuntimeConfigContext } from '../../app/runtime-config-context';
import { DeliveryPanel } from './delivery-panel';

const setAddressByAddress = vi.hoisted(() => vi.fn());

// The map draws with a maps library jsdom cannot run; the form around it is what is checked here.
vi.mock('@storefront/shared/maps', () => ({ StorefrontMap: () => null }));
vi.mock('@storefront/shared/query', async (original) => ({
  ...(await original<typeof import('@storefront/shared/query')>()),
  useAddressSuggestions: () => ({ data: [] }),
  useCities: () => ({ data: { cities: [] } }),
}));
vi.mock('@storefront/shared/api', async (original) => ({
  ...(await original<typeof import('@storefront/shared/api')>()),
  setAddressByAddress,
}));

const city = {
  id: 1,
  prices: { currency: '₽' },
  delivery_zones: {},
  map: { coordinates: { latitude: 55.75, longitude: 37.61 }, zoom: 10, bbox: null },
} as unknown as City;

function renderPanel(blank: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RuntimeConfigContext.Provider value={{ mapsKey: '' } as unknown as RuntimeConfig}>
        <MemoryRouter>
          <DeliveryPanel city={city} blank={blank} onDone={() => {}} onTakeaway={() => {}} />
        </MemoryRouter>
      </RuntimeConfigContext.Provider>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByTestId(testIds.orderTypes.addressInput), {
    target: { value: 'Тверская улица, 7' },
  });
}

const submit = () => fireEvent.click(screen.getByTestId(testIds.orderTypes.addressSubmit));

describe('the delivery address form', () => {
  beforeEach(async () => {
    await initI18n({ lng: 'ru' });
    setAddressByAddress.mockReset().mockReturnValue(new Promise(() => {}));
  });
  afterEach(cleanup);

  it('asks a new saved address for its apartment (required), entrance and floor, and sends them', () => {
    renderPanel(true);
    const apartment = screen.getByLabelText(/Квартира/) as HTMLInputElement;
    expect(apartment.getAttribute('aria-required')).toBe('true');
    submit();
    expect(apartment.getAttribute('aria-invalid')).toBe('true');
    expect(setAddressByAddress).not.toHaveBeenCalled();

    fireEvent.change(apartment, { target: { value: ' 12 ' } });
    fireEvent.change(screen.getByLabelText(/Подъезд/), { target: { value: '3' } });
    submit();
    expect(setAddressByAddress).toHaveBeenCalledWith(
      { city_id: 1, address: 'Тверская улица, 7', room: '12', entrance: '3', floor: null },
      expect.anything(),
    );
  });

  it('refuses a floor longer than the API takes', () => {
    renderPanel(true);
    fireEvent.change(screen.getByLabelText(/Квартира/), { target: { value: '12' } });
    const floor = screen.getByLabelText(/Этаж/);
    fireEvent.change(floor, { target: { value: '12345678901' } });
    submit();
    expect(floor.getAttribute('aria-invalid')).toBe('true');
    expect(setAddressByAddress).not.toHaveBeenCalled();
  });

  it('changes the current address without them (checkout asks for the apartment there)', () => {
    renderPanel(false);
    expect(screen.queryByLabelText(/Квартира/)).toBeNull();
    submit();
    expect(setAddressByAddress).toHaveBeenCalledWith(
      { city_id: 1, address: 'Тверская улица, 7' },
      expect.anything(),
    );
  });
});

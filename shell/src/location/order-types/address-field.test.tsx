import type { SuggestedAddress } from '@storefront/shared/contract';
import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressField } from './address-field';

const house = (address: string): SuggestedAddress => ({
  title: address,
  subtitle: 'Москва',
  type: 'house',
  address,
  full_address: `Москва, ${address}`,
  place_id: address,
});
const SUGGESTIONS = [house('Тверская улица, 7'), house('Тверская улица, 7с1'), house('Тверская улица, 7А')];

vi.mock('@storefront/shared/query', async (original) => ({
  ...(await original<typeof import('@storefront/shared/query')>()),
  useAddressSuggestions: () => ({ data: SUGGESTIONS }),
}));

const onSubmit = vi.fn();

function Field() {
  const [value, setValue] = useState('');
  return (
    <AddressField
      cityId={1}
      value={value}
      error={null}
      onChange={setValue}
      onPick={(suggestion) => setValue(suggestion.address)}
      onSubmit={onSubmit}
    />
  );
}

const input = () => screen.getByTestId(testIds.orderTypes.addressInput);
const list = () => screen.queryByRole('listbox');

function typeIn(text: string) {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
}

describe('the address field', () => {
  beforeEach(async () => {
    await initI18n({ lng: 'ru' });
    onSubmit.mockReset();
  });
  afterEach(cleanup);

  it('closes its list when a house is picked', () => {
    render(<Field />);
    typeIn('Тверская');
    expect(list()).not.toBeNull();
    fireEvent.click(screen.getAllByTestId(testIds.orderTypes.addressSuggestion)[1]!);
    expect(list()).toBeNull();
  });

  it('keeps its list while the typed house also starts others, so the one meant can be picked', () => {
    render(<Field />);
    typeIn('Тверская улица, 7');
    expect(list()).not.toBeNull();
  });

  it('closes its list on Escape, and when Enter sends the address', () => {
    render(<Field />);
    typeIn('Тверская');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(list()).toBeNull();
    typeIn('Тверская ул');
    expect(list()).not.toBeNull();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(list()).toBeNull();
  });
});

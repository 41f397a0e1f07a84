import type { PhoneMaskRule } from '@storefront/shared/domain';
import { initI18n } from '@storefront/shared/i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_COUNTRY_STORAGE_KEY, PhoneInput, type PhoneValue } from './phone-input';

const ru: PhoneMaskRule = { code: '+7', mask: '+7 (###) ###-##-##', country_code: 'RU' };
const tr = { id: 3, name: 'Турция', code: '+90', mask: '+90 (###) ###-##-##', country_code: 'TR' };
const de = { id: 5, name: 'Германия', code: '+49', mask: '+49 ### ########', country_code: 'DE' };
const storageKey = `storefront:${PHONE_COUNTRY_STORAGE_KEY}`;

beforeAll(() => initI18n({ lng: 'en' }));
beforeEach(() => localStorage.clear());
afterEach(cleanup);

function Controlled() {
  const [phone, setPhone] = useState('79161234567');
  return (
    <>
      <PhoneInput label="Phone" masks={[ru]} value={phone} onChange={(e) => setPhone(e.target.value)} />
      <output>{phone}</output>
    </>
  );
}

function RegisteredForm({ masks, onSubmit }: { masks: PhoneMaskRule[]; onSubmit(values: unknown): void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { phone: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <PhoneInput label="Phone" masks={masks} data-testid="form-phone" {...register('phone')} />
      <button type="submit">Send</button>
    </form>
  );
}

const phoneBox = () => screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(phoneBox(), { target: { value } });

describe('PhoneInput (spec §5)', () => {
  it('is a required phone field with a star by default', () => {
    render(<PhoneInput label="Phone" masks={[ru]} />);
    const input = phoneBox();
    expect(input.type).toBe('tel');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*')).toBeTruthy();
  });

  it("masks what is typed with the city's mask", () => {
    render(<PhoneInput label="Phone" masks={[ru]} />);
    type('9161234567');
    expect(phoneBox().value).toBe('+7 (916) 123-45-67');
  });

  it('rewrites a leading +8 9 to +79', () => {
    render(<PhoneInput label="Phone" masks={[ru]} />);
    type('+8 916 123 45 67');
    expect(phoneBox().value).toBe('+7 (916) 123-45-67');
    type('');
    type('89031112233');
    expect(phoneBox().value).toBe('+7 (903) 111-22-33');
  });

  it('uses the RU +7 mask when the city has none, and shows its shape as the placeholder', () => {
    render(<PhoneInput label="Phone" />);
    expect(phoneBox().placeholder).toBe('+7 (___) ___-__-__');
    type('7');
    expect(phoneBox().value).toBe('+7 (');
  });

  it('reports the digits to send and whether the phone is complete', () => {
    const onPhoneChange = vi.fn<(phone: PhoneValue) => void>();
    render(<PhoneInput label="Phone" masks={[ru]} onPhoneChange={onPhoneChange} />);
    type('916123456');
    expect(onPhoneChange.mock.lastCall?.[0]).toMatchObject({ digits: '7916123456', complete: false });
    type('+7 (916) 123-45-67');
    expect(onPhoneChange.mock.lastCall?.[0]).toMatchObject({ digits: '79161234567', complete: true });
  });

  it('empties a field left with only its prefix', () => {
    render(<PhoneInput label="Phone" masks={[ru]} />);
    type('7');
    fireEvent.blur(phoneBox());
    expect(phoneBox().value).toBe('');
  });

  it('works controlled, showing a stored digits-only phone masked', () => {
    render(<Controlled />);
    expect(phoneBox().value).toBe('+7 (916) 123-45-67');
    type('+7 (916) 123-45-6');
    expect(screen.getByRole('status').textContent).toBe('+7 (916) 123-45-6');
    type('89');
    expect(phoneBox().value).toBe('+7 (9');
  });

  it('works with react-hook-form register', async () => {
    const onSubmit = vi.fn();
    render(<RegisteredForm masks={[ru]} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByTestId('form-phone'), { target: { value: '89161234567' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ phone: '+7 (916) 123-45-67' });
  });

  describe('with more than one mask (Turkey)', () => {
    it('offers a country dropdown and re-masks the number for the chosen country', () => {
      const onMaskChange = vi.fn();
      render(<PhoneInput label="Phone" masks={[tr, ru, de]} onMaskChange={onMaskChange} />);
      const country = screen.getByRole('combobox', { name: 'Country code' });
      expect((country as HTMLSelectElement).value).toBe('TR');
      type('5321234567');
      expect(phoneBox().value).toBe('+90 (532) 123-45-67');

      fireEvent.change(country, { target: { value: 'DE' } });
      expect(phoneBox().value).toBe('+49 532 1234567');
      expect(onMaskChange).toHaveBeenCalledWith(de);
      expect(phoneBox().placeholder).toBe('+49 ___ ________');
    });

    it('remembers the chosen country for the next visit', () => {
      const { unmount } = render(<PhoneInput label="Phone" masks={[tr, ru]} />);
      fireEvent.change(screen.getByRole('combobox', { name: 'Country code' }), { target: { value: 'RU' } });
      expect(localStorage.getItem(storageKey)).toBe('RU');
      unmount();
      render(<PhoneInput label="Phone" masks={[tr, ru]} />);
      expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('RU');
    });

    it('ignores a remembered country the city does not offer', () => {
      localStorage.setItem(storageKey, 'DE');
      render(<PhoneInput label="Phone" masks={[tr, ru]} />);
      expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('TR');
    });

    it('starts with the country of a stored phone', () => {
      render(<PhoneInput label="Phone" masks={[tr, ru]} defaultValue="79161234567" />);
      expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('RU');
      expect(phoneBox().value).toBe('+7 (916) 123-45-67');
    });

    it('keeps the dropdown in react-hook-form in step', async () => {
      const onSubmit = vi.fn();
      render(<RegisteredForm masks={[tr, ru]} onSubmit={onSubmit} />);
      type('9161234567');
      fireEvent.change(screen.getByRole('combobox', { name: 'Country code' }), { target: { value: 'RU' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({ phone: '+7 (916) 123-45-67' });
    });
  });

  it('has no dropdown with a single mask', () => {
    render(<PhoneInput label="Phone" masks={[ru]} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('wires its error like the other fields', () => {
    render(<PhoneInput label="Phone" masks={[ru]} error="Enter the whole number" />);
    const input = phoneBox();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter the whole number',
    );
  });
});

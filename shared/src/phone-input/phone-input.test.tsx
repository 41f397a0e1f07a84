import type { PhoneMaskRule } from '@storefront/shared/domain';
import { initI18n } from '@storefront/shared/i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

    it("names the countries by the API's names (in the page's language), the browser's only without one", () => {
      const uz = {
        id: 8,
        name: 'Oʻzbekiston',
        code: '+998',
        mask: '+998 (##) ###-##-##',
        country_code: 'UZ',
      };
      render(<PhoneInput label="Phone" masks={[uz, ru]} />);
      expect(screen.getByRole('option', { name: /\+998/ }).textContent).toBe('Oʻzbekiston +998');
      expect(screen.getByRole('option', { name: /\+7/ }).textContent).toBe(
        `${new Intl.DisplayNames(['en'], { type: 'region' }).of('RU')} +7`,
      );
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

describe('PhoneInput typed key by key (imask)', () => {
  const setup = () => {
    const user = userEvent.setup();
    const onPhoneChange = vi.fn<(phone: PhoneValue) => void>();
    render(<PhoneInput label="Phone" masks={[ru]} onPhoneChange={onPhoneChange} />);
    return { user, onPhoneChange };
  };

  it('masks each keystroke and ends with the digits to send', async () => {
    const { user, onPhoneChange } = setup();
    await user.type(phoneBox(), '916');
    expect(phoneBox().value).toBe('+7 (916');
    await user.type(phoneBox(), '1234567');
    expect(phoneBox().value).toBe('+7 (916) 123-45-67');
    expect(onPhoneChange.mock.lastCall?.[0]).toMatchObject({ digits: '79161234567', complete: true });
  });

  it('rewrites 8 then 9 typed one key at a time to +7 (9, the caret after the 9', async () => {
    const { user } = setup();
    await user.type(phoneBox(), '8');
    expect(phoneBox().value).toBe('+7 (8');
    await user.type(phoneBox(), '9');
    expect(phoneBox().value).toBe('+7 (9');
    expect(phoneBox().selectionStart).toBe(5);
    await user.type(phoneBox(), '161234567');
    expect(phoneBox().value).toBe('+7 (916) 123-45-67');
  });

  it('takes +8 9…, 8 9… and a whole masked number typed or pasted', async () => {
    const { user } = setup();
    await user.type(phoneBox(), '+8 916 123 45 67');
    expect(phoneBox().value).toBe('+7 (916) 123-45-67');
    await user.clear(phoneBox());
    await user.click(phoneBox());
    await user.paste('89031112233');
    expect(phoneBox().value).toBe('+7 (903) 111-22-33');
    await user.clear(phoneBox());
    await user.paste('+7 (916) 123-45-67');
    expect(phoneBox().value).toBe('+7 (916) 123-45-67');
  });

  it('replaces a number selected with the mouse (no key pressed) by the one pasted over it', async () => {
    const { user } = setup();
    await user.type(phoneBox(), '9160000000');
    await user.tripleClick(phoneBox());
    await user.paste('89161234567');
    expect(phoneBox().value).toBe('+7 (916) 123-45-67');
  });

  it('takes a whole number pasted or filled in at the caret of a full field as the new number', async () => {
    const { user, onPhoneChange } = setup();
    await user.type(phoneBox(), '9160000000');
    await user.pointer({ target: phoneBox(), offset: 4, keys: '[MouseLeft]' });
    await user.paste('+7 916 123-45-67');
    expect(phoneBox().value).toBe('+7 (916) 123-45-67');
    expect(onPhoneChange.mock.lastCall?.[0]).toMatchObject({ digits: '79161234567', complete: true });
    // Part of a number pasted into a full field is refused, as a typed digit is.
    await user.pointer({ target: phoneBox(), offset: 4, keys: '[MouseLeft]' });
    await user.paste('55');
    expect(phoneBox().value).toBe('+7 (916) 123-45-67');
  });

  it('keeps a first national 7 (a code typed bare opens the prefix first)', async () => {
    const { user } = setup();
    await user.type(phoneBox(), '77011234567');
    expect(phoneBox().value).toBe('+7 (701) 123-45-67');
  });

  it('refuses text dropped on it (imask: a drop would bypass the mask)', () => {
    setup();
    expect(fireEvent.drop(phoneBox())).toBe(false);
  });

  it('refuses letters and other characters', async () => {
    const { user } = setup();
    await user.type(phoneBox(), '9a1b6!2');
    expect(phoneBox().value).toBe('+7 (916) 2');
    await user.clear(phoneBox());
    await user.type(phoneBox(), 'abc');
    expect(phoneBox().value).toBe('');
  });

  it('edits in the middle of a number without throwing the caret to the end', async () => {
    const { user } = setup();
    await user.type(phoneBox(), '9161234567');
    // Caret after `916`, delete the 6: the rest moves up, the caret stays.
    await user.pointer({ target: phoneBox(), offset: 7, keys: '[MouseLeft]' });
    await user.keyboard('{Backspace}');
    expect(phoneBox().value).toBe('+7 (911) 234-56-7');
    expect(phoneBox().selectionStart).toBe(6);
    await user.keyboard('5');
    expect(phoneBox().value).toBe('+7 (915) 123-45-67');
    expect(phoneBox().selectionStart).toBe(7);
    // A complete number takes no more digits (the old field pushed the last one out).
    await user.keyboard('0');
    expect(phoneBox().value).toBe('+7 (915) 123-45-67');
  });

  it('never gets stuck on the prefix: backspace empties the field', async () => {
    const { user } = setup();
    await user.type(phoneBox(), '9');
    expect(phoneBox().value).toBe('+7 (9');
    await user.keyboard('{Backspace}');
    expect(phoneBox().value).toBe('+7 (');
    await user.keyboard('{Backspace}');
    expect(phoneBox().value).toBe('');
  });

  it('empties the field on blur when only the prefix is left, and tells the form', async () => {
    const { user, onPhoneChange } = setup();
    await user.type(phoneBox(), '7');
    expect(phoneBox().value).toBe('+7 (');
    await user.tab();
    expect(phoneBox().value).toBe('');
    expect(onPhoneChange.mock.lastCall?.[0]).toMatchObject({ value: '', digits: '', complete: false });
  });
});

function ResetForm({ onSubmit }: { onSubmit(values: unknown): void }) {
  const { register, handleSubmit, reset } = useForm({ defaultValues: { phone: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <PhoneInput label="Phone" masks={[ru]} {...register('phone')} />
      <button type="button" onClick={() => reset({ phone: '79161234567' })}>
        Fill
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('PhoneInput with react-hook-form values set from outside', () => {
  it('masks digits written by reset once the field is focused, and edits on from there', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ResetForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Fill' }));
    await user.click(phoneBox());
    expect(phoneBox().value).toBe('+7 (916) 123-45-67');
    await user.keyboard('{Backspace}');
    expect(phoneBox().value).toBe('+7 (916) 123-45-6');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ phone: '+7 (916) 123-45-6' });
  });
});

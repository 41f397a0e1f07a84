import { initI18n } from '@storefront/shared/i18n';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BirthdayPicker } from './birthday-picker';

beforeAll(async () => {
  await initI18n({ lng: 'en' });
  // The calendar is a lazy chunk: transformed once here, not within a test's wait.
  await import('./birthday-calendar');
  // Its first transform alone took over 20 s at load 30.
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

const min = new Date(1906, 2, 15);
const max = new Date(2026, 2, 15, 23, 59, 59, 999);

function Birthday({
  initial = null,
  onChange,
}: {
  initial?: Date | null;
  onChange?(value: Date | null): void;
}) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <BirthdayPicker
      label="Birthday"
      min={min}
      max={max}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Birthday' });
const toggle = () => screen.getByRole('button', { name: 'Open calendar' });
const focusedDay = () => document.activeElement as HTMLElement;

describe('the birthday picker (spec §5: dd.MM.yyyy, 120 years back to today)', () => {
  it('takes a typed date, also without the dots as a phone keypad types it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Birthday onChange={onChange} />);
    await user.type(field(), '14.02.1990');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(new Date(1990, 1, 14));
    expect(field().value).toBe('14.02.1990');

    await user.clear(field());
    await user.type(field(), '01031985{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new Date(1985, 2, 1));
    expect(field().value).toBe('01.03.1985');
  });

  it('keeps typing it cannot take, says why, and gives the form an Invalid Date', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Birthday initial={new Date(1990, 1, 14)} onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), '31.02.1990');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(new Date(Number.NaN));
    expect(field().value).toBe('31.02.1990');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the date as dd.mm.yyyy')).toBeTruthy();

    await user.clear(field());
    await user.type(field(), '01.01.1800');
    await user.tab();
    expect(screen.getByText('This date cannot be chosen')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(new Date(Number.NaN));

    // Escape takes the refused typing back, and the form's value with it.
    await user.type(field(), '{Escape}');
    expect(field().value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('is used with the keyboard: arrows move the day, Enter picks, focus returns to the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Birthday initial={new Date(1990, 2, 5)} onChange={onChange} />);
    toggle().focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Choose a date' });
    expect(await within(dialog).findByRole('grid', { name: 'March 1990' })).toBeTruthy();
    expect(focusedDay().getAttribute('aria-label')).toMatch(/5 March 1990/);
    await user.keyboard('{ArrowRight}');
    expect(focusedDay().getAttribute('aria-label')).toMatch(/6 March 1990/);
    await user.keyboard('{ArrowDown}');
    expect(focusedDay().getAttribute('aria-label')).toMatch(/13 March 1990/);
    await user.keyboard('{PageUp}');
    expect(focusedDay().getAttribute('aria-label')).toMatch(/13 February 1990/);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new Date(1990, 1, 13));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle());
    expect(field().value).toBe('13.02.1990');
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Birthday initial={new Date(1990, 2, 5)} onChange={onChange} />);
    await user.click(toggle());
    await within(screen.getByRole('dialog')).findByRole('grid');
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(toggle());
    expect(field().value).toBe('05.03.1990');
  });

  it('opens on today with no birthday, and cannot go past today', async () => {
    const user = userEvent.setup();
    render(<Birthday />);
    await user.click(toggle());
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('grid', { name: 'March 2026' })).toBeTruthy();
    const after = within(dialog).getByRole('button', { name: /16 March 2026/ });
    expect(after.hasAttribute('disabled')).toBe(true);
    expect(
      within(dialog)
        .getByRole('button', { name: /next month/i })
        .hasAttribute('aria-disabled'),
    ).toBe(true);
  });

  it('picks month and year from dropdowns, within the 120 years', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Birthday onChange={onChange} />);
    await user.click(toggle());
    const dialog = screen.getByRole('dialog');
    const years = await within(dialog).findByRole('combobox', { name: /year/i });
    const yearOptions = within(years).getAllByRole('option');
    expect(yearOptions[0]?.textContent).toBe('1906');
    expect(yearOptions.at(-1)?.textContent).toBe('2026');
    await user.selectOptions(years, '1990');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /month/i }), '5');
    await user.click(within(dialog).getByRole('button', { name: /17 June 1990/ }));
    expect(onChange).toHaveBeenLastCalledWith(new Date(1990, 5, 17));
  });

  it('can be cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Birthday initial={new Date(1990, 2, 5)} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field().value).toBe('');
  });

  it('names months and weekdays in the interface language', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('de'));
    render(<Birthday initial={new Date(1990, 2, 5)} />);
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Datum wählen' });
    expect(await within(dialog).findByRole('grid', { name: 'März 1990' })).toBeTruthy();
    expect(within(dialog).getByText('Mo')).toBeTruthy();
  });
});

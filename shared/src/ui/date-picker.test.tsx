import type { DateRange } from '@storefront/shared/domain';
import { initI18n } from '@storefront/shared/i18n';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatePicker, type DatePickerProps } from './date-picker';
import { ModalFrame } from './modal-frame';

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(cleanup);

const day = (d: number, m = 3, y = 2025) => new Date(y, m - 1, d);

type SingleProps = Omit<Extract<DatePickerProps, { range?: false }>, 'value' | 'onChange' | 'label'>;

function Single({
  initial = null,
  onChange,
  ...props
}: SingleProps & { initial?: Date | null; onChange?(value: Date | null): void }) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <DatePicker
      label="Date"
      {...props}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

function Range({ onChange }: { onChange(value: DateRange | null): void }) {
  const [value, setValue] = useState<DateRange | null>(null);
  return (
    <DatePicker
      label="Period"
      range
      min={day(1)}
      max={day(31)}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function BirthdayForm({ onSubmit }: { onSubmit(values: unknown): void }) {
  const { control, handleSubmit } = useForm<{ birthday: Date | null }>({ defaultValues: { birthday: null } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        control={control}
        name="birthday"
        render={({ field }) => (
          <DatePicker
            label="Birthday"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
          />
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const field = () => screen.getByRole('textbox', { name: /Date|Period|Birthday/ }) as HTMLInputElement;
const openPicker = () => fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
// enGB day names: "Wednesday, 5 March 2025".
const dayButton = (date: string) => screen.getByRole('button', { name: new RegExp(`, ${date}$`) });
const typeText = (text: string) => {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.blur(field());
};

describe('DatePicker (spec §4, §5)', () => {
  describe('date mode', () => {
    it('shows the value as dd.MM.yyyy', () => {
      render(<Single initial={day(5)} />);
      expect(field().value).toBe('05.03.2025');
      expect(field().placeholder).toBe('dd.mm.yyyy');
    });

    it('takes a typed date', () => {
      const onChange = vi.fn();
      render(<Single onChange={onChange} />);
      typeText('14.02.2025');
      expect(onChange).toHaveBeenCalledWith(day(14, 2));
      expect(field().value).toBe('14.02.2025');
    });

    it('explains a typed value it cannot read, keeps the typing and reports an Invalid Date', () => {
      const onChange = vi.fn();
      render(<Single initial={day(5)} onChange={onChange} />);
      typeText('31.02.2025');
      // The form must not go on holding 05.03.2025 while the field shows something else.
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange.mock.calls[0]?.[0]).toEqual(new Date(Number.NaN));
      expect(field().value).toBe('31.02.2025');
      expect(field().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Enter the date as dd.mm.yyyy')).toBeTruthy();
    });

    it('reads dd.MM.yyyy typed without the dots, as the digit keyboard of a phone types it', () => {
      const onChange = vi.fn();
      render(<Single onChange={onChange} />);
      typeText('14022025');
      expect(onChange).toHaveBeenCalledWith(day(14, 2));
      expect(field().value).toBe('14.02.2025');
    });

    it('takes refused typing back on Escape, and a picked day replaces it', () => {
      const onChange = vi.fn();
      render(<Single onChange={onChange} />);
      typeText('99.99.2025');
      fireEvent.keyDown(field(), { key: 'Escape' });
      expect(onChange).toHaveBeenLastCalledWith(null);
      expect(field().value).toBe('');
      typeText('99.99.2025');
      openPicker();
      const today = new Date();
      fireEvent.click(
        dayButton(today.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })),
      );
      expect(onChange).toHaveBeenLastCalledWith(
        new Date(today.getFullYear(), today.getMonth(), today.getDate()),
      );
      expect(field().value).not.toBe('99.99.2025');
    });

    it('opens a calendar dialog with focus on the selected day, and picks a day', () => {
      const onChange = vi.fn();
      render(<Single initial={day(5)} onChange={onChange} />);
      openPicker();
      const dialog = screen.getByRole('dialog', { name: 'Choose a date' });
      expect(within(dialog).getByRole('grid', { name: 'March 2025' })).toBeTruthy();
      expect(document.activeElement).toBe(dayButton('5 March 2025'));
      fireEvent.click(dayButton('20 March 2025'));
      expect(onChange).toHaveBeenCalledWith(day(20));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open calendar' }));
      expect(field().value).toBe('20.03.2025');
    });

    it('moves through the grid with the keyboard', () => {
      render(<Single initial={day(31)} />);
      openPicker();
      fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(dayButton('1 April 2025'));
      expect(screen.getByRole('grid', { name: 'April 2025' })).toBeTruthy();
      fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
      expect(document.activeElement).toBe(dayButton('25 March 2025'));
      fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
      expect(document.activeElement).toBe(dayButton('30 March 2025'));
      fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
      expect(document.activeElement).toBe(dayButton('24 March 2025'));
      fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
      expect(document.activeElement).toBe(dayButton('24 April 2025'));
      fireEvent.keyDown(document.activeElement as Element, { key: 'PageUp', shiftKey: true });
      expect(document.activeElement).toBe(dayButton('24 April 2024'));
      // One tab stop in the grid: the focused day.
      const grid = screen.getByRole('grid');
      expect(
        within(grid)
          .getAllByRole('button')
          .filter((b) => b.tabIndex === 0),
      ).toHaveLength(1);
    });

    it('changes month and year from the header', () => {
      render(<Single initial={day(5)} />);
      openPicker();
      fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
      expect(screen.getByRole('grid', { name: 'April 2025' })).toBeTruthy();
      fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '2030' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '0' } });
      expect(screen.getByRole('grid', { name: 'January 2030' })).toBeTruthy();
    });

    it('closes on a press outside', () => {
      render(
        <>
          <Single />
          <p>Outside</p>
        </>,
      );
      openPicker();
      fireEvent.pointerDown(screen.getByText('Outside'));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('range selection', () => {
    it('starts on the first pick and ends on the second', () => {
      const onChange = vi.fn();
      render(<Range onChange={onChange} />);
      openPicker();
      fireEvent.click(dayButton('10 March 2025'));
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByText('Choose the end date')).toBeTruthy();
      fireEvent.click(dayButton('14 March 2025'));
      expect(onChange).toHaveBeenCalledWith({ start: day(10), end: day(14) });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(field().value).toBe('10.03.2025 – 14.03.2025');
    });

    it('re-sorts a range picked backwards', () => {
      const onChange = vi.fn();
      render(<Range onChange={onChange} />);
      openPicker();
      fireEvent.click(dayButton('20 March 2025'));
      fireEvent.click(dayButton('3 March 2025'));
      expect(onChange).toHaveBeenCalledWith({ start: day(3), end: day(20) });
    });

    it('cancels a half-picked range on Escape', () => {
      const onChange = vi.fn();
      render(<Range onChange={onChange} />);
      openPicker();
      fireEvent.click(dayButton('10 March 2025'));
      fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onChange).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open calendar' }));
    });

    it('takes a typed range and re-sorts it', () => {
      const onChange = vi.fn();
      render(<Range onChange={onChange} />);
      typeText('12.03.2025 – 02.03.2025');
      expect(onChange).toHaveBeenCalledWith({ start: day(2), end: day(12) });
    });
  });

  describe('Escape', () => {
    it('cancels what the picker changed, and does not close the modal around it', () => {
      const onChange = vi.fn();
      const onClose = vi.fn();
      render(
        <ModalFrame title="Profile" onClose={onClose}>
          <Single mode="datetime" initial={new Date(2025, 2, 5, 18, 30)} onChange={onChange} />
        </ModalFrame>,
      );
      openPicker();
      fireEvent.click(dayButton('7 March 2025'));
      expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 2, 7, 18, 30));
      fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
      expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 2, 5, 18, 30));
      expect(screen.queryByRole('dialog', { name: 'Choose a date' })).toBeNull();
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  describe('required', () => {
    it('cannot be cleared: no clear button, and an emptied field reverts', () => {
      const onChange = vi.fn();
      render(<Single required initial={day(5)} onChange={onChange} />);
      expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
      typeText('');
      expect(onChange).not.toHaveBeenCalled();
      expect(field().value).toBe('05.03.2025');
      expect(field().getAttribute('aria-required')).toBe('true');
    });

    it('an optional picker can be cleared', () => {
      const onChange = vi.fn();
      render(<Single initial={day(5)} onChange={onChange} />);
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
      expect(onChange).toHaveBeenCalledWith(null);
      expect(field().value).toBe('');
    });
  });

  describe('disabled dates', () => {
    const constraints = { min: day(3), max: day(25), disabledDates: [day(10)] };

    it('cannot pick a disabled day', () => {
      const onChange = vi.fn();
      render(<Single initial={day(5)} {...constraints} onChange={onChange} />);
      openPicker();
      const disabled = dayButton('10 March 2025');
      expect(disabled.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(disabled);
      fireEvent.click(dayButton('2 March 2025'));
      fireEvent.click(dayButton('26 March 2025'));
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog')).toBeTruthy();
    });

    it('refuses a typed value on a disabled date', () => {
      const onChange = vi.fn();
      render(<Single initial={day(5)} {...constraints} onChange={onChange} />);
      typeText('10.03.2025');
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange.mock.calls[0]?.[0]).toEqual(new Date(Number.NaN));
      expect(field().value).toBe('10.03.2025');
      expect(screen.getByText('This date cannot be chosen')).toBeTruthy();
    });

    it('refuses a given value on a disabled date', () => {
      render(<Single initial={day(28)} {...constraints} />);
      expect(field().value).toBe('');
    });

    it('does not navigate past min and max', () => {
      render(<Single initial={day(5)} {...constraints} />);
      openPicker();
      expect(screen.getByRole('button', { name: 'Previous month' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      expect(screen.getByRole('button', { name: 'Next month' }).getAttribute('aria-disabled')).toBe('true');
      fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
      expect(document.activeElement).toBe(dayButton('25 March 2025'));
    });
  });

  describe('time options', () => {
    it('offers only the hours of validHours and minutes in steps of minuteIncrement', () => {
      render(<Single mode="time" minuteIncrement={15} validHours={[10, 11, 12]} />);
      const group = screen.getByRole('group', { name: 'Date' });
      const hours = within(group).getByRole('combobox', { name: 'Hours' });
      const minutes = within(group).getByRole('combobox', { name: 'Minutes' });
      expect(
        within(hours)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['--', '10', '11', '12']);
      expect(
        within(minutes)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['--', '00', '15', '30', '45']);
    });

    it('sets a time from the selects', () => {
      const onChange = vi.fn();
      render(<Single mode="time" minuteIncrement={30} onChange={onChange} />);
      fireEvent.change(screen.getByRole('combobox', { name: 'Hours' }), { target: { value: '9' } });
      const picked = onChange.mock.lastCall?.[0] as Date;
      expect([picked.getHours(), picked.getMinutes()]).toEqual([9, 0]);
      fireEvent.change(screen.getByRole('combobox', { name: 'Minutes' }), { target: { value: '30' } });
      const next = onChange.mock.lastCall?.[0] as Date;
      expect([next.getHours(), next.getMinutes()]).toEqual([9, 30]);
    });

    it('a required time offers no empty choice once set', () => {
      render(<Single mode="time" required initial={new Date(2025, 2, 5, 10, 0)} />);
      expect(screen.getByRole('combobox', { name: 'Hours' }).querySelector('option[value=""]')).toBeNull();
    });

    it('snaps a typed date-time to the allowed options', () => {
      const onChange = vi.fn();
      render(<Single mode="datetime" minuteIncrement={15} onChange={onChange} />);
      typeText('05.03.2025 18:05');
      expect(onChange).toHaveBeenCalledWith(new Date(2025, 2, 5, 18, 15));
    });

    it('picks date and time in datetime mode', () => {
      const onChange = vi.fn();
      render(
        <Single
          mode="datetime"
          minuteIncrement={30}
          initial={new Date(2025, 2, 5, 12, 0)}
          onChange={onChange}
        />,
      );
      openPicker();
      fireEvent.click(dayButton('6 March 2025'));
      const dialog = screen.getByRole('dialog', { name: 'Choose a date' });
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Minutes' }), {
        target: { value: '30' },
      });
      expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 2, 6, 12, 30));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
      expect(field().value).toBe('06.03.2025 12:30');
    });
  });

  it('works with react-hook-form through a Controller', async () => {
    const onSubmit = vi.fn();
    render(<BirthdayForm onSubmit={onSubmit} />);
    typeText('01.06.1990');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ birthday: new Date(1990, 5, 1) });
  });

  it('names months and weekdays in the interface language', async () => {
    await act(async () => {
      await initI18n({ lng: 'ru' });
    });
    render(<Single initial={day(5)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    expect(screen.getByRole('grid', { name: 'Март 2025' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toBe('пн');
    expect(screen.getByRole('button', { name: 'среда, 5 марта 2025 г.' })).toBeTruthy();
    await act(async () => {
      await initI18n({ lng: 'tr' });
    });
    expect(screen.getByRole('grid', { name: 'Mart 2025' })).toBeTruthy();
    await act(async () => {
      await initI18n({ lng: 'en' });
    });
  });
});

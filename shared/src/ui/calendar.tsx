import {
  type DateConstraints,
  isDateDisabled,
  isDayInRange,
  monthGrid,
  type RangeDraft,
} from '@storefront/shared/domain';
import {
  addDays,
  addMonths,
  addYears,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  isToday,
  setMonth,
  setYear,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './calendar.module.css';
import { cx } from './class-names';
import { useDateLocale } from './use-date-locale';

export interface CalendarProps {
  /** The day that has keyboard focus first (its month is shown). */
  initialDay: Date;
  /** The picked day, or the range being picked (a single day is a range of one). */
  selection: RangeDraft | null;
  /** Picking a range: days between the start and the hovered day are previewed. */
  rangeMode?: boolean;
  onPick(day: Date): void;
  constraints: DateConstraints;
  /** Move DOM focus to the focused day on mount (when the picker opens). */
  autoFocus?: boolean;
}

const KEY_MOVES: Record<string, (day: Date, shift: boolean) => Date> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day, shift) => (shift ? addYears(day, -1) : addMonths(day, -1)),
  PageDown: (day, shift) => (shift ? addYears(day, 1) : addMonths(day, 1)),
};

const MONTHS = Array.from({ length: 12 }, (_, month) => month);

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A month grid with month and year pickers (the APG date-picker grid): arrow keys move by day and
 * week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by year), Enter or Space
 * picks. Disabled days are reachable but cannot be picked. Names come from the date-fns locale.
 */
export function Calendar({
  initialDay,
  selection,
  rangeMode = false,
  onPick,
  constraints,
  autoFocus = false,
}: CalendarProps) {
  const { t } = useTranslation('common');
  const locale = useDateLocale();
  const weekStartsOn = locale.options?.weekStartsOn ?? 1;
  const grid = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState(initialDay);
  const [hovered, setHovered] = useState<Date | null>(null);
  const moveFocus = useRef(autoFocus);
  const { min, max } = constraints;

  const clamp = (day: Date) =>
    min && day < startOfDay(min) ? startOfDay(min) : max && day > max ? startOfDay(max) : day;
  const month = startOfMonth(focused);
  const weekdays = Array.from({ length: 7 }, (_, offset) =>
    addDays(startOfWeek(month, { weekStartsOn }), offset),
  );
  const canPrev = !min || startOfMonth(min) < month;
  const canNext = !max || endOfMonth(max) > endOfMonth(month);
  const thisYear = new Date().getFullYear();
  const firstYear = Math.min(min?.getFullYear() ?? thisYear - 100, focused.getFullYear());
  const lastYear = Math.max(max?.getFullYear() ?? thisYear + 10, focused.getFullYear());

  // Focus follows the keyboard to the day it moved to, also across months.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${format(focused, 'yyyy-MM-dd')}"]`)?.focus();
  });

  const goTo = (day: Date, withFocus: boolean) => {
    moveFocus.current = withFocus;
    setFocused(clamp(day));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = KEY_MOVES[event.key];
    let next: Date | undefined = move?.(focused, event.shiftKey);
    if (event.key === 'Home') next = startOfWeek(focused, { weekStartsOn });
    if (event.key === 'End') next = endOfWeek(focused, { weekStartsOn });
    if (!next) return;
    event.preventDefault();
    goTo(next, true);
  };

  const preview: RangeDraft | null =
    rangeMode && selection && !selection.end && hovered
      ? hovered < selection.start
        ? { start: hovered, end: selection.start }
        : { start: selection.start, end: hovered }
      : selection;

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          aria-label={t('ui.datePicker.prevMonth')}
          aria-disabled={!canPrev || undefined}
          onClick={() => canPrev && goTo(addMonths(focused, -1), false)}
        >
          <ChevronLeft size={20} aria-hidden="true" focusable="false" />
        </button>
        <div className={styles.selects}>
          <select
            className={styles.select}
            aria-label={t('ui.datePicker.month')}
            value={focused.getMonth()}
            onChange={(event) => goTo(setMonth(focused, Number(event.target.value)), false)}
          >
            {MONTHS.map((monthIndex) => (
              <option key={monthIndex} value={monthIndex}>
                {capitalise(format(new Date(2000, monthIndex, 1), 'LLLL', { locale }))}
              </option>
            ))}
          </select>
          <select
            className={styles.select}
            aria-label={t('ui.datePicker.year')}
            value={focused.getFullYear()}
            onChange={(event) => goTo(setYear(focused, Number(event.target.value)), false)}
          >
            {Array.from({ length: lastYear - firstYear + 1 }, (_, index) => firstYear + index).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={styles.nav}
          aria-label={t('ui.datePicker.nextMonth')}
          aria-disabled={!canNext || undefined}
          onClick={() => canNext && goTo(addMonths(focused, 1), false)}
        >
          <ChevronRight size={20} aria-hidden="true" focusable="false" />
        </button>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date-picker grid is a table whose days the arrow keys move between
        role="grid"
        aria-label={capitalise(format(month, 'LLLL yyyy', { locale }))}
        className={styles.grid}
        onKeyDown={handleKeyDown}
        onMouseLeave={() => setHovered(null)}
      >
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th
                key={weekday.getDay()}
                scope="col"
                abbr={format(weekday, 'EEEE', { locale })}
                className={styles.weekday}
              >
                {format(weekday, 'EEEEEE', { locale })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, weekStartsOn).map((week) => (
            <tr key={week.find(Boolean)?.toISOString()}>
              {weekdays.map((weekday, column) => {
                const day = week[column];
                if (!day) return <td key={weekday.getDay()} className={styles.cell} />;
                const disabled = isDateDisabled(day, constraints);
                const inRange = isDayInRange(day, preview);
                const selected =
                  !!selection &&
                  (isSameDay(day, selection.start) || (!!selection.end && isSameDay(day, selection.end)));
                const isFocused = isSameDay(day, focused) && isSameMonth(day, month);
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: the day button inside the cell takes focus (roving tabindex)
                  <td
                    key={weekday.getDay()}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cells are gridcells; they carry aria-selected
                    role="gridcell"
                    aria-selected={selected || undefined}
                    className={cx(
                      styles.cell,
                      rangeMode && preview?.end && inRange && styles.inRange,
                      rangeMode && preview?.end && isSameDay(day, preview.start) && styles.rangeStart,
                      rangeMode && preview?.end && isSameDay(day, preview.end) && styles.rangeEnd,
                    )}
                  >
                    <button
                      type="button"
                      className={cx(styles.day, selected && styles.selected, isToday(day) && styles.today)}
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={format(day, 'PPPP', { locale })}
                      aria-current={isToday(day) ? 'date' : undefined}
                      aria-disabled={disabled || undefined}
                      data-day={format(day, 'yyyy-MM-dd')}
                      onClick={() => {
                        setFocused(day);
                        if (!disabled) onPick(day);
                      }}
                      onMouseEnter={() => setHovered(day)}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

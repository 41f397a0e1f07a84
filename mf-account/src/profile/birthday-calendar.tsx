// The birthday's calendar: react-day-picker with month and year dropdowns (a birthday is often decades
// back), in the interface language (its locales carry the date-fns names and translated aria labels for
// all six: ru, en-GB, tr, uz, de, uk). A chunk of its own, loaded when the calendar first opens.
import { DayPicker } from 'react-day-picker';
import { de, enGB, ru, tr, uk, uz } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import styles from './birthday-picker.module.css';

// English is the British one: weeks start on Monday, as in every other storefront language.
const LOCALES = { ru, en: enGB, tr, uz, de, uk };

export interface BirthdayCalendarProps {
  selected: Date | null;
  min: Date;
  max: Date;
  onPick(day: Date): void;
}

/**
 * Arrow keys move by day and week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by
 * year), Enter or Space picks; focus starts on the selected day (or today).
 */
export default function BirthdayCalendar({ selected, min, max, onPick }: BirthdayCalendarProps) {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'ru').slice(0, 2);
  return (
    <DayPicker
      mode="single"
      // Picking the selected day again keeps it: clearing is the field's own button.
      required
      selected={selected ?? undefined}
      onSelect={onPick}
      defaultMonth={selected ?? max}
      startMonth={min}
      endMonth={max}
      disabled={[{ before: min }, { after: max }]}
      captionLayout="dropdown"
      locale={LOCALES[language as keyof typeof LOCALES] ?? ru}
      autoFocus
      className={styles.calendar}
    />
  );
}

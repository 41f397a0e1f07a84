import { hourOptions, minuteOptions, padTimeUnit, type TimeRestrictions } from '@storefront/shared/domain';
import { setHours, setMinutes, setSeconds, startOfDay } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import fieldStyles from './field.module.css';
import styles from './time-select.module.css';

export interface TimeSelectProps extends TimeRestrictions {
  value: Date | null;
  onChange(value: Date | null): void;
  /** The day a time is set on when there is no value yet; today by default. */
  baseDate?: Date | null;
  /** No empty choice: a required time cannot be cleared. */
  required?: boolean;
  disabled?: boolean;
  /** Ids for the two selects, so a label can point at the first. */
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

/**
 * Hours and minutes as two native selects, offering only what minuteIncrement and validHours allow
 * (spec §5). A value between two steps shows the step below it until it is changed.
 */
export function TimeSelect({
  value,
  onChange,
  baseDate,
  minuteIncrement,
  validHours,
  required = false,
  disabled = false,
  id,
  invalid,
  describedBy,
  className,
}: TimeSelectProps) {
  const { t } = useTranslation('common');
  const hours = hourOptions({ validHours });
  const minutes = minuteOptions({ minuteIncrement });
  const shownMinute = value
    ? ([...minutes].reverse().find((m) => m <= value.getMinutes()) ?? minutes[0])
    : undefined;

  const set = (hour: number, minute: number) =>
    onChange(setSeconds(setMinutes(setHours(value ?? startOfDay(baseDate ?? new Date()), hour), minute), 0));

  const pickHour = (raw: string) => {
    if (raw === '') return onChange(null);
    set(Number(raw), shownMinute ?? minutes[0] ?? 0);
  };
  const pickMinute = (raw: string) => {
    if (raw === '') return onChange(null);
    set(value?.getHours() ?? hours[0] ?? 0, Number(raw));
  };

  const common = {
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    className: cx(fieldStyles.control, styles.select),
  };
  return (
    <div className={cx(styles.time, className)}>
      <select
        {...common}
        id={id}
        aria-label={t('ui.datePicker.hours')}
        value={value ? value.getHours() : ''}
        onChange={(event) => pickHour(event.target.value)}
      >
        {(!required || !value) && (
          <option value="" disabled={required}>
            --
          </option>
        )}
        {hours.map((hour) => (
          <option key={hour} value={hour}>
            {padTimeUnit(hour)}
          </option>
        ))}
      </select>
      <span className={styles.separator} aria-hidden="true">
        :
      </span>
      <select
        {...common}
        aria-label={t('ui.datePicker.minutes')}
        value={shownMinute ?? ''}
        onChange={(event) => pickMinute(event.target.value)}
      >
        {(!required || !value) && (
          <option value="" disabled={required}>
            --
          </option>
        )}
        {minutes.map((minute) => (
          <option key={minute} value={minute}>
            {padTimeUnit(minute)}
          </option>
        ))}
      </select>
    </div>
  );
}

// `@storefront/shared/ui/dates`: the date and time pickers and the date-fns locale of the interface
// language, loaded with the importing chunk (`@storefront/shared/ui` has the pickers on demand).
export { Calendar, type CalendarProps } from './calendar';
export {
  DatePicker,
  type DatePickerProps,
  type RangeDatePickerProps,
  type SingleDatePickerProps,
} from './date-picker';
export { TimeSelect, type TimeSelectProps } from './time-select';
export { dateLocaleFor, useDateLocale } from './use-date-locale';

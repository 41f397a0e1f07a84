// Weekly order windows (minutes from local midnight) and yearly exceptions. A `to` past 1440
// means the window runs past midnight (night shift, spec §9).
import type { ScheduleTemplate } from '../../db/schema/json-types';

const window = (fromHour: number, toHour: number) => [{ from: fromHour * 60, to: toHour * 60 }];

/** New Year's Eve closes early, the 1st of January opens late. */
const HOLIDAYS: ScheduleTemplate['custom'] = { '12-31': window(10, 18), '01-01': window(12, 23) };

/** Russian-style: 10:00–23:00, Friday and Saturday until 01:00. */
export const LATE_WEEKENDS: ScheduleTemplate = {
  weekly: {
    '1': window(10, 23),
    '2': window(10, 23),
    '3': window(10, 23),
    '4': window(10, 23),
    '5': window(10, 25),
    '6': window(10, 25),
    '7': window(10, 23),
  },
  custom: HOLIDAYS,
};

/** Istanbul eats late: 11:00–02:00 every day. */
export const NIGHT_OWL: ScheduleTemplate = {
  weekly: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, window(11, 26)])),
  custom: {},
};

/** Berlin: 11:00–22:00, Sunday from 12:00, Christmas Day closed. */
export const SHORT_SUNDAY: ScheduleTemplate = {
  weekly: {
    '1': window(11, 22),
    '2': window(11, 22),
    '3': window(11, 22),
    '4': window(11, 22),
    '5': window(11, 22),
    '6': window(11, 22),
    '7': window(12, 22),
  },
  custom: { '12-25': [], '12-31': window(11, 16) },
};

// Schedule answers the checkout's tests share (the §7 intervals call).

/** Friday 2026-03-06 in Moscow: the first interval after the kitchens open, 10:00–10:30. */
export const FIRST_MORNING_INTERVAL = {
  id: '2026-03-06_600',
  title: '10:00–10:30',
  day_name: 'пятница',
  disabled: false,
  start_timestamp: 1_772_780_400,
  end_timestamp: 1_772_782_200,
  date: '2026-03-06',
};

import { describe, expect, it } from 'vitest';
import {
  businessClock,
  formatClock,
  type MinuteWindow,
  openState,
  scheduledStart,
  wallClock,
} from './schedule';

const w = (fromHour: number, toHour: number): MinuteWindow[] => [{ from: fromHour * 60, to: toHour * 60 }];

describe('city wall clock', () => {
  it('reads the date and time in the city time zone', () => {
    const instant = new Date('2026-03-06T20:30:00Z');
    expect(wallClock(instant, 'Europe/Moscow')).toEqual({ date: '2026-03-06', minutes: 23 * 60 + 30 });
    expect(wallClock(instant, 'Asia/Novosibirsk')).toEqual({ date: '2026-03-07', minutes: 3 * 60 + 30 });
    expect(wallClock(instant, 'Europe/Berlin')).toEqual({ date: '2026-03-06', minutes: 21 * 60 + 30 });
  });

  it('counts times before 04:00 as the previous day (night shift)', () => {
    // 01:30 on Saturday 7 March in Moscow belongs to Friday, minute 1530.
    expect(businessClock(new Date('2026-03-06T22:30:00Z'), 'Europe/Moscow')).toEqual({
      date: '2026-03-06',
      minutes: 1530,
    });
    // 04:00 sharp is the new day.
    expect(businessClock(new Date('2026-03-07T01:00:00Z'), 'Europe/Moscow')).toEqual({
      date: '2026-03-07',
      minutes: 240,
    });
  });

  it('formats business minutes as a clock time', () => {
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(1530)).toBe('01:30');
  });
});

describe('open and closed states (spec §2 shops page, §4)', () => {
  const day = w(10, 23);

  it('is closed today with no window', () => {
    expect(openState([], 700)).toEqual({ kind: 'closed-today' });
  });

  it('is not yet open more than an hour before opening, then opens in N minutes', () => {
    expect(openState(day, 480)).toEqual({ kind: 'not-yet-open', opensAt: 600 });
    expect(openState(day, 570)).toEqual({ kind: 'opens-in', minutes: 30, opensAt: 600 });
  });

  it('is open until a time, then closes in N minutes under an hour before closing', () => {
    expect(openState(day, 700)).toEqual({ kind: 'open-until', closesAt: 1380 });
    expect(openState(day, 1340)).toEqual({ kind: 'closes-in', minutes: 40, closesAt: 1380 });
  });

  it('is still closed during a break and already closed after the last window', () => {
    const split = [
      { from: 600, to: 840 },
      { from: 960, to: 1380 },
    ];
    expect(openState(split, 850)).toEqual({ kind: 'still-closed', opensAt: 960 });
    expect(openState(split, 1400)).toEqual({ kind: 'already-closed' });
  });

  it('stays open through the night shift of the previous day', () => {
    const friday = w(10, 27); // Friday 6 March: 10:00 until 03:00 on Saturday
    const clock = businessClock(new Date('2026-03-06T22:30:00Z'), 'Europe/Moscow'); // 01:30 Saturday
    expect(openState(friday, clock.minutes)).toEqual({ kind: 'open-until', closesAt: 1620 });
  });
});

describe('scheduled start (outcome and tracking say when)', () => {
  // 05:00 in Moscow on 2026-03-06.
  const fiveAm = new Date('2026-03-06T02:00:00Z');

  it('names the time of an interval later today on the city clock', () => {
    expect(scheduledStart('2026-03-06T07:00:00Z', 'Europe/Moscow', fiveAm)).toEqual({
      time: '10:00',
      date: '2026-03-06',
      day: 'today',
    });
  });

  it('says tomorrow or a later date, and nothing once the time has come', () => {
    expect(scheduledStart('2026-03-07T07:00:00Z', 'Europe/Moscow', fiveAm)?.day).toBe('tomorrow');
    expect(scheduledStart('2026-03-09T07:00:00Z', 'Europe/Moscow', fiveAm)?.day).toBe('later');
    expect(scheduledStart('2026-03-06T01:00:00Z', 'Europe/Moscow', fiveAm)).toBeNull();
  });

  it('after midnight counts days as checkout does (night shift): 10:00 is tomorrow, 01:30 still today', () => {
    // 00:05 on Saturday 7 March in Moscow is still Friday's business day, the day checkout calls today.
    const afterMidnight = new Date('2026-03-06T21:05:00Z');
    expect(scheduledStart('2026-03-07T07:00:00Z', 'Europe/Moscow', afterMidnight)).toEqual({
      time: '10:00',
      date: '2026-03-07',
      day: 'tomorrow',
    });
    expect(scheduledStart('2026-03-06T22:30:00Z', 'Europe/Moscow', afterMidnight)).toEqual({
      time: '01:30',
      date: '2026-03-06',
      day: 'today',
    });
  });
});

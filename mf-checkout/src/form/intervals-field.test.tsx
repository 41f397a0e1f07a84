import type { IntervalsResponse } from '@storefront/shared/contract';
import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { createQueryClient } from '@storefront/shared/query';
import { testCart } from '@storefront/shared/test-utils';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, recordBodies, serveApi } from '../test/api-server';
import { IntervalsField } from './intervals-field';

serveApi();
const TODAY = '2026-03-06';
const dates: IntervalsResponse['dates'] = [
  {
    date_string: TODAY,
    formatted_string: '6 марта',
    day_name: 'пятница',
    is_today: true,
    is_tomorrow: false,
  },
  {
    date_string: '2026-03-07',
    formatted_string: '7 марта',
    day_name: 'суббота',
    is_today: false,
    is_tomorrow: true,
  },
];
const slot = (start: string, end: string) => ({
  id: `${TODAY}_${Number(start.slice(0, 2)) * 60}`,
  title: `${start}–${end}`,
  day_name: 'пятница',
  disabled: false,
  start_timestamp: 1_772_780_400,
  end_timestamp: 1_772_782_200,
  date: TODAY,
});

function renderField(
  intervals: IntervalsResponse | null,
  props: { error?: string; onChoose?: () => void; selected?: string | null } = {},
) {
  // The intervals, and the cart PUT /cart/set-interval answers with (its bodies kept).
  const setInterval = recordBodies('put', '/cart/set-interval', { cart: testCart() });
  apiServer.use(setInterval.handler);
  if (intervals) apiServer.use(answer('post', '/schedule/intervals', intervals));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IntervalsField
        context={{ city_id: 1, order_type: 'delivery', delivery_zone_id: 1 }}
        orderType="delivery"
        selected={null}
        {...props}
      />
    </QueryClientProvider>,
  );
  return setInterval.bodies;
}

/** A user whose clicks wait on the fake timers (the first load waits 1.5 s). */
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('IntervalsField (spec §4 Intervals, §8)', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await initI18n({ lng: 'ru' });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows an interval chosen in IntervalsModal as the pressed chip, though it is not among the nearest', async () => {
    const later = slot('18:00', '18:30');
    renderField(
      {
        intervals: [slot('12:00', '12:30'), slot('13:00', '13:30'), slot('14:00', '14:30'), later],
        dates,
        date_today: TODAY,
        message: null,
        code: null,
      },
      { selected: later.id },
    );
    await vi.advanceTimersByTimeAsync(1_500);
    const chosen = await screen.findByRole('button', { name: '18:00–18:30' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Как можно скорее' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getAllByRole('button', { pressed: true })).toEqual([
      screen.getByRole('button', { name: 'Сегодня' }),
      chosen,
    ]);
  });

  it("shows the server's own message when it refuses the intervals call (spec §8)", async () => {
    apiServer.use(
      answer(
        'post',
        '/schedule/intervals',
        { message: 'Доставка в эту зону сегодня не работает', errors: {} },
        422,
      ),
    );
    renderField(null);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await screen.findByText('Доставка в эту зону сегодня не работает')).toBeTruthy();
    expect(screen.queryByText('Не удалось загрузить интервалы')).toBeNull();
  });

  it("a failing intervals call says the server's message at once, and a retry loads them", async () => {
    let calls = 0;
    apiServer.use(
      http.post('/api/schedule/intervals', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Расписание временно недоступно', errors: {} }, { status: 500 })
          : HttpResponse.json({
              intervals: [slot('12:00', '12:30')],
              dates,
              date_today: TODAY,
              message: null,
              code: null,
            });
      }),
    );
    renderField(null);
    await vi.advanceTimersByTimeAsync(1_500);
    // No client retries behind a skeleton: the message is there after the one call.
    expect(await screen.findByText('Расписание временно недоступно')).toBeTruthy();
    expect(calls).toBe(1);
    await user().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: '12:00–12:30' })).toBeTruthy();
  });

  it("offers 'as soon as possible' beside today's nearest intervals", async () => {
    renderField({
      intervals: [slot('12:00', '12:30'), slot('13:00', '13:30')],
      dates,
      date_today: TODAY,
      message: null,
      code: null,
    });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await screen.findByRole('button', { name: 'Как можно скорее' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '12:00–12:30' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("once today is over, says the order can be prepared later and drops 'as soon as possible'", async () => {
    renderField({
      intervals: [],
      dates,
      date_today: TODAY,
      message: 'Сегодня заказ уже не успеем приготовить, но можем приготовить его позже.',
      code: 'no_intervals_today',
    });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await screen.findByText(/можем приготовить его позже/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Как можно скорее' })).toBeNull();
    expect(screen.getByTestId(testIds.checkout.dateOption('2026-03-07')).textContent).toBe('Завтра');
  });

  it('shows the server’s refusal of the time under the chips until another is chosen', async () => {
    const onChoose = vi.fn();
    const chosen = slot('12:00', '12:30');
    const sent = renderField(
      { intervals: [chosen], dates, date_today: TODAY, message: null, code: null },
      { error: 'Этот интервал недоступен', onChoose },
    );
    expect(screen.getByRole('alert').textContent).toBe('Этот интервал недоступен');
    await vi.advanceTimersByTimeAsync(1_500);
    await user().click(await screen.findByRole('button', { name: '12:00–12:30' }));
    expect(onChoose).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ interval: chosen.id });
  });

  describe('while closed now (spec §4 outlet states)', () => {
    it("at 05:00 drops 'as soon as possible', preselects the first interval at 10:00 and says so", async () => {
      const first = slot('10:00', '10:30');
      const sent = renderField({
        intervals: [first, slot('11:00', '11:30')],
        dates,
        date_today: TODAY,
        message: null,
        code: null,
        asap: false,
        next_interval: first,
      });
      await vi.advanceTimersByTimeAsync(1_500);
      expect(await screen.findByText('Сейчас мы закрыты')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain(
        'Выбрано ближайшее возможное время: сегодня, 10:00–10:30',
      );
      expect(screen.queryByRole('button', { name: 'Как можно скорее' })).toBeNull();
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({ interval: first.id });
    });

    it('after closing, preselects tomorrow: the day switches and the notice says tomorrow', async () => {
      const tomorrow = { ...slot('10:00', '10:30'), id: '2026-03-07_600', date: '2026-03-07' };
      const today: IntervalsResponse = {
        intervals: [],
        dates,
        date_today: TODAY,
        message: 'Сегодня заказ уже не успеем приготовить, но можем приготовить его позже.',
        code: 'no_intervals_today',
        asap: false,
        next_interval: tomorrow,
      };
      // Answers by the day asked for: the day switch and the preselection race each other.
      apiServer.use(
        answer('post', '/schedule/intervals', async (request) => {
          const body = (await request.json()) as { date?: string };
          return body.date === '2026-03-07'
            ? { ...today, intervals: [tomorrow], message: null, code: null }
            : today;
        }),
      );
      const sent = renderField(null);
      await vi.advanceTimersByTimeAsync(1_500);
      expect((await screen.findByRole('status')).textContent).toContain('завтра, 10:00–10:30');
      await vi.waitFor(() =>
        expect(
          screen.getByTestId(testIds.checkout.dateOption('2026-03-07')).getAttribute('aria-pressed'),
        ).toBe('true'),
      );
      await vi.waitFor(() => expect(sent).toContainEqual(expect.objectContaining({ interval: tomorrow.id })));
      expect(screen.queryByRole('button', { name: 'Как можно скорее' })).toBeNull();
    });
  });
});

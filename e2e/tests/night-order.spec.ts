// At night (05:00 in Moscow, kitchens open at 10:00) the menu says the kitchen is
// closed and when it opens, checkout offers no 'as soon as possible' but preselects the next
// possible time and says so, and the outcome page says cooking starts ahead of that time — not
// "we have started cooking". The journey moves its own clock to the night (clock.ts nightShiftMs:
// the browser's and, by the API's test-only clock cookie, the API's), so it runs in the normal
// suite beside the daytime journeys; in a run pinned to the night (E2E_PINNED_UTC_HOUR=2) the shift
// is 0 and the journey runs on the suite's clock.
import { afterMidnightShiftMs, nightShiftMs } from '../clock';
import { expect, needs, test } from '../fixtures';
import { CartApi, MOSCOW_ADDRESSES, PRODUCTS } from '../pages/cart';
import { CheckoutForm, expectOrderAccepted, orderFromApi, signInByApi } from '../pages/checkout';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell', '@mf-menu', '@mf-cart', '@mf-checkout'];

const shift = nightShiftMs();
test.use({ clockShiftMs: shift });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_accepted', value: '1', url: baseURL ?? '' }]);
});

test('at night the menu says closed, checkout preselects the next possible time and the outcome says when cooking starts', {
  tag: TAGS,
}, async ({ page }) => {
  needs('pinned-clock');
  if (shift !== 0) needs('clock-cookie');
  const moscowHour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/Moscow' }).format(
      await page.evaluate(() => Date.now()),
    ),
  );
  expect(moscowHour).toBeGreaterThanOrEqual(5);
  expect(moscowHour).toBeLessThan(8);

  await signInByApi(page);
  // Delivery on the session before the page loads (choosing it in the modal is the location
  // journeys'): the menu then answers for delivery at once.
  await new CartApi(page.request).deliverTo(MOSCOW_ADDRESSES.centre);
  await page.goto('/moscow');
  // The menu: delivery (the city's hours, 10:00–23:00) has not opened yet.
  const notice = page.getByRole('status').filter({ hasText: 'Сейчас мы закрыты' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Ещё не открылись: откроемся в 10:00');
  await expect(notice).toContainText('на более позднее время');

  await new CartApi(page.request).add(PRODUCTS.margherita, 2);
  // The next possible time is the API's word: 10:00–10:30 on a quiet night, a later slot once earlier
  // journeys of a night run have filled it.
  const intervals = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/schedule/intervals') && response.request().method() === 'POST',
  );
  await page.goto('/moscow/cart?state=checkout');
  const form = new CheckoutForm(page);
  await expect(form.form).toBeVisible();
  await form.field('apartment').fill('12');
  const answer = (await (await intervals).json()) as {
    asap: boolean;
    date_today: string;
    next_interval: { id: string; title: string; date: string } | null;
  };
  expect(answer.asap).toBe(false);
  const next = answer.next_interval;
  if (!next) throw new Error('the API offers no next possible time at night');
  expect(next.date).toBe(answer.date_today);
  const start = next.title.split('–')[0] ?? '';
  expect(start >= '10:00').toBe(true);
  // Checkout: no 'as soon as possible'; the next possible time is chosen and said.
  const times = form.form.getByRole('status').filter({ hasText: 'Сейчас мы закрыты' });
  await expect(times).toContainText(`Выбрано ближайшее возможное время: сегодня, ${next.title}`);
  await expect(form.form.getByRole('button', { name: 'Как можно скорее' })).toHaveCount(0);
  const chosen = form.intervals.and(page.locator('[aria-pressed="true"]'));
  await expect(chosen).toHaveText(next.title);

  await form.paymentType('cash').click();
  await form.submit.click();
  const orderId = await expectOrderAccepted(page);
  await expect(
    page.getByText(`Начнём готовить заранее, чтобы заказ был готов к ${start}, сегодня.`),
  ).toBeVisible();
  await expect(page.getByText('Мы уже начали готовить')).toHaveCount(0);
  const order = await orderFromApi(page, orderId);
  expect(order.interval?.id).toBe(next.id);
});

// 00:05 in Moscow: the calendar has turned but the business day has not (the night shift runs to
// 04:00), so the next possible time, 10:00 on the calendar's date, is "tomorrow" on every page:
// checkout's picker and the outcome (tracking: its unit test) — never "tomorrow" in one and "today" in the next.
test.describe('after midnight', () => {
  const afterMidnight = afterMidnightShiftMs();
  test.use({ clockShiftMs: afterMidnight });

  test('the menu says the day is over, checkout and the outcome both call 10:00 tomorrow', {
    tag: TAGS,
  }, async ({ page }) => {
    needs('pinned-clock', 'clock-cookie');
    const moscow = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Moscow',
    }).format(await page.evaluate(() => Date.now()));
    expect(moscow >= '00:00' && moscow < '01:00').toBe(true);

    await signInByApi(page);
    await new CartApi(page.request).deliverTo(MOSCOW_ADDRESSES.centre);
    await page.goto('/moscow');
    const notice = page.getByRole('status').filter({ hasText: 'Сейчас мы закрыты' });
    await expect(notice).toContainText('На сегодня уже закрыто');
    await expect(notice).toContainText('на завтра');

    await new CartApi(page.request).add(PRODUCTS.margherita, 2);
    const intervals = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/schedule/intervals') && response.request().method() === 'POST',
    );
    await page.goto('/moscow/cart?state=checkout');
    const form = new CheckoutForm(page);
    await expect(form.form).toBeVisible();
    await form.field('apartment').fill('12');
    const answer = (await (await intervals).json()) as {
      asap: boolean;
      date_today: string;
      next_interval: { id: string; title: string; date: string } | null;
    };
    expect(answer.asap).toBe(false);
    const next = answer.next_interval;
    if (!next) throw new Error('the API offers no next possible time after midnight');
    const start = next.title.split('–')[0] ?? '';
    const times = form.form.getByRole('status').filter({ hasText: 'Сейчас мы закрыты' });
    await expect(times).toContainText(`Выбрано ближайшее возможное время: завтра, ${next.title}`);

    await form.paymentType('cash').click();
    await form.submit.click();
    const orderId = await expectOrderAccepted(page);
    await expect(page.getByText(`чтобы заказ был готов к ${start}, завтра.`)).toBeVisible();
    await expect(page.getByText(/, сегодня/)).toHaveCount(0);
    // Tracking reads the same rule (its unit test at 00:05): here the suite's kitchen has already
    // moved the order on to cooking by the time the page opens.
    const order = await orderFromApi(page, orderId);
    expect(order.interval?.id).toBe(next.id);
  });
});

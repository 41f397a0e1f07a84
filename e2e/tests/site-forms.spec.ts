// Each site form shows its §5 errors, is gated by the privacy checkbox, and
// reaches the thanks step after the API answers 200 (the request is stored by the API).
import type { Page } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';
import { expect, test } from '../fixtures';
import { SiteFormPage } from '../pages/forms';
import { OrderTypesModal } from '../pages/order-types';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell'];

const REQUIRED = 'Обязательное поле';

async function openFromFooter(page: Page, opener: string | RegExp) {
  await page.goto('/moscow');
  const footer = page.locator('footer');
  if (typeof opener === 'string') await footer.getByTestId(opener).click();
  else await footer.getByRole('button', { name: opener }).click();
  const form = new SiteFormPage(page);
  await expect(form.submit).toBeVisible();
  return form;
}

async function gatedThenErrors(form: SiteFormPage, expectedErrors: number) {
  await expect(form.submit).toBeDisabled();
  await form.privacy.check();
  await expect(form.submit).toBeEnabled();
  await form.submit.click();
  await expect(form.dialog.getByText(REQUIRED)).toHaveCount(expectedErrors);
}

test('call-me-back: name and phone required, thanks after sending', { tag: TAGS }, async ({ page }) => {
  const form = await openFromFooter(page, testIds.forms.callMeBackOpen);
  await gatedThenErrors(form, 2);
  await form.name.fill('Анна');
  await form.phone.pressSequentially('9123456');
  await form.submit.click();
  await expect(form.dialog.getByText('Введите номер полностью')).toBeVisible();
  await form.phone.pressSequentially('789');
  await form.submit.click();
  await expect(form.thanks).toBeVisible();
});

test('feedback: e-mail and question required, then thanks', { tag: TAGS }, async ({ page }) => {
  const form = await openFromFooter(page, testIds.forms.feedbackOpen);
  await gatedThenErrors(form, 4);
  await form.name.fill('Пётр');
  await form.phone.pressSequentially('9031234567');
  await form.email.fill('petr@');
  await form.message.fill('Есть ли у вас пицца без глютена?');
  await form.submit.click();
  await expect(form.dialog.getByText('Проверьте адрес почты')).toBeVisible();
  await form.email.fill('petr@example.com');
  await form.submit.click();
  await expect(form.thanks).toBeVisible();
});

test('supplier request: company and product category required', { tag: TAGS }, async ({ page }) => {
  const form = await openFromFooter(page, /Стать поставщиком/);
  // The city is prefilled with the current one.
  await expect(form.field('Город')).toHaveValue('Москва');
  await gatedThenErrors(form, 4);
  await form.name.fill('Ольга');
  await form.phone.pressSequentially('9161112233');
  await form.field('Компания').fill('ООО «Сыроварня»');
  await form.field('Категория продукции').fill('Сыры');
  await form.submit.click();
  await expect(form.thanks).toBeVisible();
});

test('landlord request: the area is a number, letters never reach it', { tag: TAGS }, async ({ page }) => {
  const form = await openFromFooter(page, /Предложить помещение/);
  await gatedThenErrors(form, 4);
  await form.name.fill('Игорь');
  await form.phone.pressSequentially('9162223344');
  await form.field(/Помещение/).fill('ТЦ «Галерея», 1 этаж');
  // Letters never reach the area; what is left must be a number above zero.
  await form.field('Площадь, м²').fill('много');
  await expect(form.field('Площадь, м²')).toHaveValue('');
  await form.field('Площадь, м²').fill('0');
  await form.submit.click();
  await expect(form.dialog.getByText('Введите число больше нуля')).toBeVisible();
  await form.field('Площадь, м²').fill('6a4');
  await expect(form.field('Площадь, м²')).toHaveValue('64');
  await form.submit.click();
  await expect(form.thanks).toBeVisible();
});

test('an address outside every zone offers the notify-me form, and the request is accepted', {
  tag: TAGS,
}, async ({ page }) => {
  await page.goto('/moscow');
  const modal = new OrderTypesModal(page);
  await modal.open();
  await modal.delivery.click();
  await modal.address.fill('Щёлковское шоссе, 20');
  await modal.submit.click();
  await expect(modal.notDelivered).toBeVisible();
  await modal.notifyPhone.pressSequentially('9161234567');
  // A phone is personal data: the notify-me form waits for the privacy agreement, as the site forms do.
  await expect(modal.notifySubmit).toBeDisabled();
  await modal.notifyPrivacy.check();
  const sent = page.waitForRequest((request) =>
    request.url().includes('/feedback/unavailable-delivery-address'),
  );
  await modal.notifySubmit.click();
  // Spec §5: a phone is sent as digits only, not as the mask shows it.
  expect((await sent).postDataJSON()).toMatchObject({ phone: '79161234567' });
  await expect(modal.notDelivered.getByRole('status')).toBeVisible();
});

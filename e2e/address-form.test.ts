import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/a11y.js';
import { apiGet, apiSend, signUpFan, type Fan } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { keepSignedIn } from './support/fan.js';
import { useJourney } from './support/journey.js';

const journey = useJourney();
const url = () => journey.product.url;

/** A fan whose account has a name and a phone, signed in in a new profile. */
async function fanWithPhone(name: string, lang: 'en' | 'th', viewport: typeof DESKTOP, locale: 'en-US' | 'th-TH'): Promise<{ fan: Fan; page: Page }> {
  const fan = await signUpFan(url(), name, lang);
  await apiSend(url(), 'PUT', '/api/v1/users/profile', fan.token, { name, phone: '081-234-5678' });
  const context = await journey.openContext(viewport, locale);
  await keepSignedIn(context, fan);
  return { fan, page: await context.newPage() };
}

const activeOption = (page: Page) =>
  page.getByTestId('address-postal-code').evaluate((input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? null);

it('on a desktop in English, by keyboard: name and phone are the fan\'s, the postal code offers its areas, one is chosen and saved; a province that is not the code\'s is refused', async () => {
  const { page } = await fanWithPhone('Somchai Jaidee', 'en', DESKTOP, 'en-US');
  await page.goto(`${url()}/account`);
  await page.getByTestId('account-add-address').click();
  const dialog = page.getByTestId('address-dialog');
  await dialog.waitFor();
  expect(await dialog.getByLabel('Recipient name').inputValue()).toBe('Somchai Jaidee');
  expect(await dialog.getByLabel('Phone number').inputValue()).toBe('0812345678');

  await dialog.getByLabel('Address', { exact: true }).fill('1 Stadium Road');
  const postcode = dialog.getByRole('combobox', { name: 'Postal code' });
  await postcode.focus();
  await page.keyboard.type('31000');
  const places = dialog.getByRole('listbox', { name: 'Areas with postal code 31000' });
  await places.waitFor();
  await dialog.getByRole('status').getByText(/areas have postal code 31000: choose yours below/).waitFor();
  // Each area in English, its Thai name under it.
  await places.getByRole('option', { name: 'Nai Mueang, Mueang Buri Ram, Buri Ram ในเมือง, เมืองบุรีรัมย์, บุรีรัมย์' }).waitFor();
  expect(await postcode.getAttribute('aria-expanded')).toBe('true');
  expect(await axeViolations(page, '[data-testid=address-dialog]')).toEqual([]);

  // Escape closes the list, not the dialog; Down opens it at the first area (by district, then
  // sub-district, A to Z), Up from there wraps to the last; Down walks to the fan's.
  await page.keyboard.press('Escape');
  await places.waitFor({ state: 'hidden' });
  expect(await dialog.isVisible()).toBe(true);
  await page.keyboard.press('ArrowDown');
  await places.waitFor();
  expect(await activeOption(page)).toMatch(/^Ban Dan, Ban Dan, Buri Ram/);
  await page.keyboard.press('ArrowUp');
  expect(await activeOption(page)).toMatch(/^Thalung Lek, Mueang Buri Ram, Buri Ram/);
  await page.keyboard.press('ArrowDown');
  for (let step = 0; step < 31 && !(await activeOption(page))?.startsWith('Nai Mueang,'); step += 1) await page.keyboard.press('ArrowDown');
  expect(await activeOption(page)).toMatch(/^Nai Mueang, Mueang Buri Ram, Buri Ram/);
  await screenshot(page, 'address-form-desktop-en-places');
  await page.keyboard.press('Enter');
  await places.waitFor({ state: 'hidden' });
  expect(await dialog.getByLabel('Sub-district (Optional)').inputValue()).toBe('Nai Mueang');
  expect(await dialog.getByLabel('District', { exact: true }).inputValue()).toBe('Mueang Buri Ram');
  expect(await dialog.getByLabel('Province').inputValue()).toBe('Buri Ram');
  await dialog.getByRole('status').getByText('Sub-district, district and province filled in: you can still change them').waitFor();
  await screenshot(page, 'address-form-desktop-en-chosen');

  // The server checks the province against the postal code.
  await dialog.getByLabel('Province').fill('Chiang Mai');
  await dialog.getByLabel('Province').press('Enter');
  // Under the field it is about, which takes the focus.
  await expect.poll(() => dialog.locator('#address-province-error').textContent()).toBe('Postal code 31000 is in Buri Ram: please check the province or the postal code');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('address-province');
  expect(await dialog.getByTestId('address-error').count()).toBe(0);
  await dialog.getByLabel('Province').fill('Buri Ram');
  await dialog.getByLabel('Province').press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('saved-address').getByText('1 Stadium Road, Nai Mueang, Mueang Buri Ram, Buri Ram, 31000').waitFor();
  await page.getByTestId('saved-address').getByText('Somchai Jaidee').waitFor();
});

it('on a phone in Thai at the checkout: name and phone are the fan\'s, a tap on an area fills it in Thai, and the order\'s address has it; an unknown code can still be typed', async () => {
  const { fan, page } = await fanWithPhone('มาลี ศรีสุข', 'th', PHONE, 'th-TH');
  const { products } = await apiGet(url(), `/api/v1/public/merchandise/products?search=${encodeURIComponent('Club Mug')}`);
  await apiSend(url(), 'POST', '/api/v1/cart/add', fan.token, { product_id: products[0].id, quantity: 1 });
  await page.goto(`${url()}/checkout/shipping`);
  await page.getByTestId('shipping-method-delivery').check();
  await page.getByTestId('add-address').click();
  const dialog = page.getByTestId('address-dialog');
  expect(await dialog.getByLabel('ชื่อผู้รับ').inputValue()).toBe('มาลี ศรีสุข');
  expect(await dialog.getByLabel('เบอร์โทรศัพท์').inputValue()).toBe('0812345678');
  await dialog.getByLabel('ที่อยู่', { exact: true }).fill('88/8 ถนนพหลโยธิน');

  // A code the list does not know: the fan is told to type the rest, and nothing is offered.
  const postcode = dialog.getByRole('combobox', { name: 'รหัสไปรษณีย์' });
  await postcode.fill('99999');
  await dialog.getByRole('status').getByText('ไม่พบรหัสไปรษณีย์ 99999 ในรายการ กรุณากรอกตำบล/แขวง อำเภอ/เขต และจังหวัดเอง').waitFor();
  expect(await postcode.getAttribute('aria-expanded')).toBe('false');

  await postcode.fill('10900');
  const places = dialog.getByRole('listbox', { name: 'พื้นที่ของรหัสไปรษณีย์ 10900' });
  const ladYao = places.getByRole('option', { name: 'ลาดยาว, จตุจักร, กรุงเทพมหานคร', exact: true });
  await ladYao.waitFor();
  expect(await axeViolations(page, '[data-testid=address-dialog]')).toEqual([]);
  await screenshot(page, 'address-form-phone-th-places');
  await ladYao.tap();
  await places.waitFor({ state: 'hidden' });
  expect(await dialog.getByLabel('ตำบล/แขวง (ไม่บังคับ)').inputValue()).toBe('ลาดยาว');
  expect(await dialog.getByLabel('อำเภอ/เขต').inputValue()).toBe('จตุจักร');
  expect(await dialog.getByLabel('จังหวัด').inputValue()).toBe('กรุงเทพมหานคร');
  await screenshot(page, 'address-form-phone-th-chosen');
  await dialog.getByTestId('address-save').tap();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('label').filter({ has: page.getByTestId('delivery-address') }).getByText('88/8 ถนนพหลโยธิน, ลาดยาว, จตุจักร, กรุงเทพมหานคร, 10900').waitFor();
  await screenshot(page, 'address-form-phone-th-saved');
  expect(await apiGet(url(), '/api/v1/shipping/addresses', fan.token)).toMatchObject([
    { recipient_name: 'มาลี ศรีสุข', phone: '0812345678', address_line2: 'ลาดยาว', district: 'จตุจักร', province: 'กรุงเทพมหานคร', postal_code: '10900' },
  ]);
});

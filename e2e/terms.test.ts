import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOTS, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

const journey = useJourney();

/** The terms page, read once it is on screen. */
async function openTerms(page: Page): Promise<void> {
  await page.goto(`${journey.product.url}/terms-and-conditions`);
  await page.locator('#terms-contact').waitFor();
}
const updated = (page: Page) => page.locator('.terms-updated').innerText();
const contents = (page: Page) => page.locator('.terms-contents li').allInnerTexts();
/** A section's heading and its text, clauses included. */
const section = async (page: Page, id: string) => ({
  title: await page.locator(`#terms-${id}-title`).innerText(),
  text: await page.locator(`#terms-${id}`).innerText(),
});

describe('the terms', () => {
  it('say in English, on a desk, how a ticket is passed on and what the store takes back, in this revision of 28 November 2026', async () => {
    const page = await journey.openPage(DESKTOP, 'en-US');
    await openTerms(page);
    expect(await updated(page)).toBe('Last updated: 28 November 2026');
    expect(await contents(page)).toEqual(expect.arrayContaining(['Passing a ticket on', 'Store orders, returns and exchanges']));
    const transfers = await section(page, 'transfers');
    expect(transfers.title).toBe('Passing a ticket on');
    // Who, until when (the club's default cut-off), the old code, and cancelling a transfer not yet received.
    expect(transfers.text).toContain('Whoever holds a valid ticket can pass it on');
    expect(transfers.text).toContain('until 2 hours before kick-off');
    expect(transfers.text).toContain('the code of your ticket stops working');
    expect(transfers.text).toContain('You can cancel a transfer until the new holder has the ticket in their account');
    const store = await section(page, 'store');
    expect(store.title).toBe('Store orders, returns and exchanges');
    expect(store.text).toContain('cannot be returned or exchanged for another size, colour or product');
    await page.locator('#terms-transfers').scrollIntoViewIfNeeded();
    await screenshot(page, 'terms-transfers-desktop-en');
  });

  it('say the same in Thai on a phone, dated in the Buddhist year', async () => {
    const page = await journey.openPage(PHONE, 'th-TH');
    await openTerms(page);
    expect(await updated(page)).toBe('ปรับปรุงล่าสุด: 28 พฤศจิกายน 2569');
    expect(await contents(page)).toEqual(expect.arrayContaining(['การโอนตั๋วให้ผู้อื่น', 'คำสั่งซื้อสินค้า การคืนและการเปลี่ยนสินค้า']));
    const transfers = await section(page, 'transfers');
    expect(transfers.title).toBe('การโอนตั๋วให้ผู้อื่น');
    expect(transfers.text).toContain('ผู้ถือตั๋วที่ยังใช้งานได้ทุกท่านโอนตั๋วต่อได้');
    expect(transfers.text).toContain('จนถึง 2 ชั่วโมงก่อนเวลาเริ่มการแข่งขัน');
    expect(transfers.text).toContain('คิวอาร์โค้ดของตั๋วใบเดิมของท่านจะใช้ผ่านประตูเข้าสนามไม่ได้อีก');
    expect(transfers.text).toContain('ท่านยกเลิกการโอนได้จนกว่าผู้รับจะเพิ่มตั๋วเข้าบัญชีของตน');
    const store = await section(page, 'store');
    expect(store.title).toBe('คำสั่งซื้อสินค้า การคืนและการเปลี่ยนสินค้า');
    expect(store.text).toContain('ไม่สามารถคืน หรือเปลี่ยนเป็นขนาด สี หรือสินค้าอื่นได้');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'terms-full-phone-th.png'), fullPage: true });
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const HOME = { recipient_name: 'Somchai', phone: '081-234-5678', address_line1: '1 Sukhumvit Rd', district: 'Khlong Toei', province: 'Bangkok', postal_code: '10110' };
const list = async (token: string) => (await api.call('GET', '/api/v1/shipping/addresses', { token })).body.data as { id: string; recipient_name: string; is_default: boolean; phone: string }[];

it('edits and deletes the fan\'s own saved addresses, the default moving as it should', async () => {
  const fan = await api.signUp();
  const first = (await api.call('POST', '/api/v1/shipping/addresses', { token: fan.token, json: HOME })).body.data.address_id as string;
  const second = (await api.call('POST', '/api/v1/shipping/addresses', { token: fan.token, json: { ...HOME, recipient_name: 'Office' } })).body.data.address_id as string;

  const edited = await api.call('PUT', `/api/v1/shipping/addresses/${second}`, { token: fan.token, json: { ...HOME, recipient_name: 'Office 2', phone: '+66 89 876 5432', is_default: true } });
  expect(edited.status).toBe(200);
  expect(edited.body.data).toMatchObject({ id: second, recipient_name: 'Office 2', phone: '+66898765432', is_default: true });
  expect((await list(fan.token)).map((a) => [a.id, a.is_default])).toEqual([[second, true], [first, false]]);
  // Unticking the default does not leave the fan with none.
  expect((await api.call('PUT', `/api/v1/shipping/addresses/${second}`, { token: fan.token, json: { ...HOME, is_default: false } })).body.data.is_default).toBe(true);

  expect((await api.call('DELETE', `/api/v1/shipping/addresses/${second}`, { token: fan.token })).status).toBe(200);
  expect((await list(fan.token)).map((a) => [a.id, a.is_default])).toEqual([[first, true]]);
});

it('refuses a bad address with 400 and another fan\'s or an unknown one with 404, in the reader\'s language, changing nothing', async () => {
  const fan = await api.signUp();
  const other = await api.signUp();
  const id = (await api.call('POST', '/api/v1/shipping/addresses', { token: fan.token, json: HOME })).body.data.address_id as string;
  const bad = await api.call('PUT', `/api/v1/shipping/addresses/${id}`, { token: fan.token, json: { ...HOME, postal_code: '123' }, headers: { 'accept-language': 'th' } });
  expect(bad.status).toBe(400);
  expect(bad.body.error.message).toMatch(/รหัสไปรษณีย์/);
  for (const call of [
    api.call('PUT', `/api/v1/shipping/addresses/${id}`, { token: other.token, json: HOME, headers: { 'accept-language': 'th' } }),
    api.call('DELETE', `/api/v1/shipping/addresses/${id}`, { token: other.token, headers: { 'accept-language': 'th' } }),
    api.call('DELETE', '/api/v1/shipping/addresses/not-an-id', { token: fan.token, headers: { 'accept-language': 'th' } }),
  ]) {
    const res = await call;
    expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'ไม่พบที่อยู่' } } });
  }
  expect((await list(fan.token)).map((a) => a.recipient_name)).toEqual(['Somchai']);
});

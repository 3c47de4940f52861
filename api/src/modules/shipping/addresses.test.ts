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
    expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'ไม่พบที่อยู่', words: expect.any(Object) } } });
  }
  expect((await list(fan.token)).map((a) => a.recipient_name)).toEqual(['Somchai']);
});

it('names the places a postal code serves in both languages, 404 for one the list does not know and 400 for one that is not 5 digits', async () => {
  const buriram = await api.call('GET', '/api/v1/postcodes/31000');
  expect(buriram.status).toBe(200);
  expect(buriram.body.data).toContainEqual({
    sub_district: { th: 'ในเมือง', en: 'Nai Mueang' }, district: { th: 'เมืองบุรีรัมย์', en: 'Mueang Buri Ram' }, province: { th: 'บุรีรัมย์', en: 'Buri Ram' },
  });
  const unknown = await api.call('GET', '/api/v1/postcodes/99999', { headers: { 'accept-language': 'th' } });
  expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'ไม่พบรหัสไปรษณีย์นี้', words: expect.any(Object) } } });
  expect((await api.call('GET', '/api/v1/postcodes/3100')).status).toBe(400);
});

it('refuses an address whose province is not the postal code\'s, naming the right one; spellings fans use and postal codes the list does not know pass', async () => {
  const fan = await api.signUp();
  const wrong = await api.call('POST', '/api/v1/shipping/addresses', { token: fan.token, json: { ...HOME, postal_code: '31000', province: 'Chiang Mai' } });
  expect(wrong.status).toBe(400);
  expect(wrong.body.error.message).toBe('Postal code 31000 is in Buri Ram: please check the province or the postal code');
  expect(wrong.body.error.details).toEqual([{ path: 'province', message: 'Postal code 31000 is in Buri Ram: please check the province or the postal code' }]);
  const id = (await api.call('POST', '/api/v1/shipping/addresses', { token: fan.token, json: HOME })).body.data.address_id as string;
  const wrongEdit = await api.call('PUT', `/api/v1/shipping/addresses/${id}`, { token: fan.token, json: { ...HOME, province: 'เชียงใหม่' }, headers: { 'accept-language': 'th' } });
  expect(wrongEdit.status).toBe(400);
  expect(wrongEdit.body.error.message).toBe('รหัสไปรษณีย์ 10110 อยู่ในกรุงเทพมหานคร ไม่ตรงกับจังหวัดที่กรอก กรุณาตรวจสอบจังหวัดหรือรหัสไปรษณีย์');

  for (const address of [
    { ...HOME, postal_code: '31000', province: 'Buriram' },
    { ...HOME, postal_code: '31000', province: 'จังหวัดบุรีรัมย์' },
    { ...HOME, province: 'กรุงเทพฯ' },
    { ...HOME, postal_code: '99999', province: 'Anywhere' },
  ]) expect((await api.call('POST', '/api/v1/shipping/addresses', { token: fan.token, json: address })).status).toBe(201);
  expect((await list(fan.token)).length).toBe(5);
});

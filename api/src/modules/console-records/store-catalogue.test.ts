import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { schema } from '@club/db';
import { ADMIN, startTestApiOnOwnDatabase, type TestApi } from '../../test/harness.js';

// A database of its own: these tests add active products, banners and categories, which would
// change what the public store tests running alongside count.
let api: TestApi;
let admin: string;
let staff: string;
let fan: string;
let jerseys: { id: string; name: string };

beforeAll(async () => {
  api = await startTestApiOnOwnDatabase();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const staffUser = await api.signUp({ name: 'Gate Staff' });
  const promoted = await api.call('PUT', `/api/v1/admin/users/${staffUser.id}`, { token: admin, json: { role: 'staff' } });
  expect(promoted.status).toBe(200);
  staff = await api.signIn(staffUser.email, staffUser.password);
  fan = (await api.signUp()).token;
  const categories = await api.call('GET', '/api/v1/admin/categories?sort=["name","ASC"]', { token: admin });
  jerseys = categories.body.data.find((c: { name: string }) => c.name === 'Jerseys');
});

afterAll(async () => {
  await api?.close();
});

let skuCounter = 0;
const newSku = () => `TST-${Date.now().toString(36)}-${++skuCounter}`.toUpperCase();

const productBody = (overrides: Record<string, unknown> = {}) => ({
  sku: newSku(),
  category_id: jerseys.id,
  name: 'Thunder Training Top',
  name_th: 'เสื้อซ้อมธันเดอร์',
  short_description: 'Light training top',
  short_description_th: 'เสื้อซ้อมน้ำหนักเบา',
  description: 'Breathable fabric.',
  description_th: 'ผ้าระบายอากาศได้ดี',
  features: ['Quick dry', 'Club crest'],
  features_th: ['แห้งเร็ว', 'โลโก้สโมสร'],
  price: 890,
  sale_price: 749.5,
  stock_quantity: 40,
  status: 'active',
  featured: true,
  images: [
    { url: '/uploads/products/front.webp', alt: 'Front', alt_th: 'ด้านหน้า', is_main: false },
    { url: '/uploads/products/back.webp', alt: 'Back', alt_th: 'ด้านหลัง', is_main: true },
  ],
  variant_groups: [
    { name: 'size', options: ['S', 'M', { key: 'L', en_label: 'Large', th_label: 'ใหญ่' }] },
    { name: 'colour', options: [{ key: 'navy', en_label: 'Navy', th_label: 'กรมท่า' }] },
  ],
  ...overrides,
});

const countProducts = async () => (await api.database.db.select({ n: count() }).from(schema.products))[0]!.n;

describe('products', () => {
  it('creates a product with images and variant groups in one go, and the public store shows it', async () => {
    const body = productBody();
    const created = await api.call('POST', '/api/v1/admin/products', { token: admin, json: body });
    expect(created.status).toBe(201);
    const p = created.body.data;
    expect(p).toMatchObject({
      sku: body.sku, name_th: 'เสื้อซ้อมธันเดอร์', price: 890, price_satang: 89_000, sale_price: 749.5, sale_price_satang: 74_950,
      stock_quantity: 40, stock_status: 'in_stock', status: 'active', featured: true, category_id: jerseys.id, category_name: 'Jerseys',
      main_image_url: '/uploads/products/back.webp',
      images: [
        { url: '/uploads/products/front.webp', alt: 'Front', alt_th: 'ด้านหน้า', is_main: false },
        { url: '/uploads/products/back.webp', alt: 'Back', alt_th: 'ด้านหลัง', is_main: true },
      ],
      variant_groups: body.variant_groups,
    });

    const one = await api.call('GET', `/api/v1/admin/products/${p.id}`, { token: staff });
    expect(one.body.data).toEqual(p);

    const shown = (await api.call('GET', `/api/v1/public/merchandise/products/${p.id}`)).body.data;
    expect(shown).toMatchObject({
      sku: body.sku, name: 'Thunder Training Top', price: 890, sale_price: 749.5, available_quantity: 40,
      images: { main: { url: '/uploads/products/back.webp', alt: 'Back', alt_th: 'ด้านหลัง' }, additional: [{ url: '/uploads/products/front.webp', alt: 'Front', alt_th: 'ด้านหน้า' }] },
      variants: { size: ['S', 'M', { key: 'L', en_label: 'Large', th_label: 'ใหญ่' }], colour: [{ key: 'navy', en_label: 'Navy', th_label: 'กรมท่า' }] },
    });

    const audit = await api.database.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.entityType, 'product'), eq(schema.auditLog.entityId, p.id))).orderBy(schema.auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['product.created']);
  });

  it('edits the whole record as react-admin sends it, and a part of it, keeping what was not sent', async () => {
    const p = (await api.call('POST', '/api/v1/admin/products', { token: admin, json: productBody() })).body.data;
    // react-admin PUTs the record it read, read-only fields (*_satang, category_name, dates) included.
    const edited = {
      ...p,
      name_th: 'เสื้อซ้อม รุ่นใหม่',
      price: 990,
      price_satang: 1, // ignored: baht is what the console edits
      images: [{ ...p.images[1], is_main: false }, { ...p.images[0], is_main: true }],
      variant_groups: [{ name: 'size', options: [{ key: 'XL', en_label: '', th_label: '' }, { key: 'XXL', en_label: 'Double XL', th_label: '' }] }],
    };
    const put = await api.call('PUT', `/api/v1/admin/products/${p.id}`, { token: admin, json: edited });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      name_th: 'เสื้อซ้อม รุ่นใหม่', price: 990, price_satang: 99_000, main_image_url: '/uploads/products/front.webp',
      images: [{ url: '/uploads/products/back.webp', is_main: false }, { url: '/uploads/products/front.webp', is_main: true }],
      // An option without labels is a plain value; a missing Thai label takes the English one.
      variant_groups: [{ name: 'size', options: ['XL', { key: 'XXL', en_label: 'Double XL', th_label: 'Double XL' }] }],
    });

    const partial = await api.call('PUT', `/api/v1/admin/products/${p.id}`, { token: admin, json: { stock_quantity: 3, sale_price: null } });
    expect(partial.status).toBe(200);
    expect(partial.body.data).toMatchObject({ stock_quantity: 3, stock_status: 'low_stock', sale_price: null, name_th: 'เสื้อซ้อม รุ่นใหม่', price: 990 });
    expect(partial.body.data.images).toHaveLength(2);

    const audit = await api.database.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.entityType, 'product'), eq(schema.auditLog.entityId, p.id))).orderBy(schema.auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['product.created', 'product.updated', 'product.updated']);
    expect(audit[2]!.changes).toMatchObject({ stock_quantity: [40, 3], sale_price: [749.5, null] });
    expect(audit.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(audit.every((a) => a.actorId !== null)).toBe(true);
  });

  it('lists with search, filters, sort and range, answering Content-Range', async () => {
    const tag = `FLT${Date.now().toString(36)}`.toUpperCase();
    const cheap = (await api.call('POST', '/api/v1/admin/products', { token: admin, json: productBody({ sku: `${tag}-A`, name: `Scarf ${tag}`, price: 100, sale_price: null, featured: false }) })).body.data;
    const dear = (await api.call('POST', '/api/v1/admin/products', { token: admin, json: productBody({ sku: `${tag}-B`, price: 2500, sale_price: null, featured: true }) })).body.data;
    const draft = (await api.call('POST', '/api/v1/admin/products', { token: admin, json: productBody({ sku: `${tag}-C`, status: 'draft', price: 500, sale_price: null }) })).body.data;

    const list = (filter: object, sort = ['price', 'ASC'], range = [0, 9]) =>
      api.call('GET', `/api/v1/admin/products?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(JSON.stringify(range))}`, { token: staff });

    const bySku = await list({ q: tag.toLowerCase() });
    expect(bySku.status).toBe(200);
    expect(bySku.headers.get('content-range')).toBe('products 0-2/3');
    expect(bySku.body.data.map((p: { id: string }) => p.id)).toEqual([cheap.id, draft.id, dear.id]);
    expect(bySku.body.data[0].images).toHaveLength(2);

    const desc = await list({ q: tag }, ['price', 'DESC'], [0, 1]);
    expect(desc.headers.get('content-range')).toBe('products 0-1/3');
    expect(desc.body.data.map((p: { id: string }) => p.id)).toEqual([dear.id, draft.id]);

    expect((await list({ q: `scarf ${tag}` })).body.data.map((p: { id: string }) => p.id)).toEqual([cheap.id]);
    expect((await list({ q: tag, status: 'draft' })).body.data.map((p: { id: string }) => p.id)).toEqual([draft.id]);
    expect((await list({ q: tag, featured: true })).body.data.map((p: { id: string }) => p.id).sort()).toEqual([dear.id, draft.id].sort());
    expect((await list({ q: tag, category_id: jerseys.id })).body.data).toHaveLength(3);
    const others = (await api.call('GET', '/api/v1/admin/categories', { token: staff })).body.data.find((c: { id: string }) => c.id !== jerseys.id);
    expect((await list({ q: tag, category_id: others.id })).body.data).toHaveLength(0);

    // react-admin's getMany: ids, no range.
    const many = await api.call('GET', `/api/v1/admin/products?filter=${encodeURIComponent(JSON.stringify({ id: [cheap.id, dear.id] }))}`, { token: staff });
    expect(many.body.data.map((p: { id: string }) => p.id).sort()).toEqual([cheap.id, dear.id].sort());

    const badFilter = await list({ status: 'sold' });
    expect(badFilter.status).toBe(400);
  });

  it('refuses bad input with 400 and details per field, changing nothing', async () => {
    const before = await countProducts();
    const res = await api.call('POST', '/api/v1/admin/products', {
      token: admin,
      json: productBody({ name_th: '  ', price: -5, sale_price: 10.123, stock_quantity: 1.5, status: 'sold', images: [{ url: 'javascript:alert(1)' }], variant_groups: [{ name: 'size', options: [] }] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    const paths = res.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['name_th', 'price', 'sale_price', 'stock_quantity', 'status', 'images.0.url', 'variant_groups.0.options']));
    expect(await countProducts()).toBe(before);

    const saleAbovePrice = await api.call('POST', '/api/v1/admin/products', { token: admin, json: productBody({ price: 100, sale_price: 150 }) });
    expect(saleAbovePrice.status).toBe(400);
    expect(saleAbovePrice.body.error.details).toEqual([{ path: 'sale_price', message: 'Sale price must be lower than the price' }]);

    const unknownCategory = await api.call('POST', '/api/v1/admin/products', { token: admin, json: productBody({ category_id: '00000000-0000-4000-8000-000000000000' }) });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.error.details).toEqual([{ path: 'category_id', message: 'Category not found' }]);
    expect(await countProducts()).toBe(before);

    const p = (await api.call('POST', '/api/v1/admin/products', { token: admin, json: productBody() })).body.data;
    const bad = await api.call('PUT', `/api/v1/admin/products/${p.id}`, { token: admin, json: { ...p, name: '', images: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ path: 'name', message: 'Name is required' }]);
    expect((await api.call('GET', `/api/v1/admin/products/${p.id}`, { token: admin })).body.data).toEqual(p);
  });

  it('answers 409 for a SKU another product has, whatever its case', async () => {
    const first = (await api.call('POST', '/api/v1/admin/products', { token: admin, json: productBody() })).body.data;
    const dup = await api.call('POST', '/api/v1/admin/products', { token: admin, json: productBody({ sku: first.sku.toLowerCase() }) });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ code: 'CONFLICT', message: `Another product already has SKU ${first.sku}`, details: [{ path: 'sku', message: expect.any(String) }] });

    const second = (await api.call('POST', '/api/v1/admin/products', { token: admin, json: productBody() })).body.data;
    const renamed = await api.call('PUT', `/api/v1/admin/products/${second.id}`, { token: admin, json: { sku: first.sku } });
    expect(renamed.status).toBe(409);
    expect((await api.call('GET', `/api/v1/admin/products/${second.id}`, { token: admin })).body.data.sku).toBe(second.sku);
  });

  it('deletes a product nobody used, and archives one that sits in a cart', async () => {
    const unused = (await api.call('POST', '/api/v1/admin/products', { token: admin, json: productBody() })).body.data;
    const gone = await api.call('DELETE', `/api/v1/admin/products/${unused.id}`, { token: admin });
    expect(gone.status).toBe(200);
    expect(gone.body.data).toMatchObject({ id: unused.id, archived: false });
    expect((await api.call('GET', `/api/v1/admin/products/${unused.id}`, { token: admin })).status).toBe(404);

    const used = (await api.call('POST', '/api/v1/admin/products', { token: admin, json: productBody() })).body.data;
    const someone = await api.signUp();
    const [cart] = await api.database.db.insert(schema.carts).values({ userId: someone.id }).returning();
    await api.database.db.insert(schema.cartItems).values({ cartId: cart!.id, productId: used.id, quantity: 1 });
    const archived = await api.call('DELETE', `/api/v1/admin/products/${used.id}`, { token: admin });
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ id: used.id, status: 'archived', archived: true, featured: false });
    expect((await api.call('GET', `/api/v1/admin/products/${used.id}`, { token: admin })).body.data.status).toBe('archived');
  });
});

describe('who may do what', () => {
  it('lets staff read but not write, and fans nothing at all', async () => {
    const p = (await api.call('POST', '/api/v1/admin/products', { token: admin, json: productBody() })).body.data;
    for (const resource of ['products', 'categories', 'banners', 'promo-codes', 'shipping-methods', 'pickup-locations']) {
      expect((await api.call('GET', `/api/v1/admin/${resource}`, { token: staff })).status).toBe(200);
      expect((await api.call('POST', `/api/v1/admin/${resource}`, { token: staff, json: {} })).status).toBe(403);
      expect((await api.call('GET', `/api/v1/admin/${resource}`, { token: fan })).status).toBe(403);
      expect((await api.call('POST', `/api/v1/admin/${resource}`, { token: fan, json: {} })).status).toBe(403);
      expect((await api.call('GET', `/api/v1/admin/${resource}`)).status).toBe(401);
    }
    expect((await api.call('PUT', `/api/v1/admin/products/${p.id}`, { token: staff, json: { stock_quantity: 0 } })).status).toBe(403);
    expect((await api.call('DELETE', `/api/v1/admin/products/${p.id}`, { token: staff })).status).toBe(403);
    expect((await api.call('GET', `/api/v1/admin/products/${p.id}`, { token: fan })).status).toBe(403);
    expect((await api.call('PUT', `/api/v1/admin/products/${p.id}`, { token: fan, json: { stock_quantity: 0 } })).status).toBe(403);
    const refused = await api.call('POST', '/api/v1/admin/products', { token: staff, json: productBody() });
    expect(refused.body).toEqual({ success: false, error: { code: 'FORBIDDEN', message: 'Administrator access only', words: expect.any(Object) } });
    expect((await api.call('GET', `/api/v1/admin/products/${p.id}`, { token: admin })).body.data.stock_quantity).toBe(40);
  });
});

describe('image upload', () => {
  const upload = (file: Buffer, name: string, folder = 'products', token = admin) => {
    const form = new FormData();
    form.append('folder', folder);
    form.append('image', new Blob([new Uint8Array(file)]), name);
    return api.call('POST', '/api/v1/admin/uploads', { token, body: form });
  };
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 20, g: 40, b: 200, alpha: 0.5 } } }).png().toBuffer();

  it('accepts a PNG, re-encodes it at most 1600 px wide without metadata and serves it under /uploads', async () => {
    const original = await sharp({ create: { width: 2400, height: 1200, channels: 4, background: '#1d3557' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } }).png().toBuffer();
    const res = await upload(original, 'kit.png');
    expect(res.status).toBe(201);
    expect(res.body.data.url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
    const served = await fetch(`${api.url}${res.body.data.url}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();

    const jpeg = await upload(await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } }).jpeg().toBuffer(), 'photo.jpg', 'banners');
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.data.url).toMatch(/^\/uploads\/banners\/[0-9a-f-]{36}\.jpg$/);
  });

  it('refuses a text file renamed .png and an SVG with 415', async () => {
    const text = await upload(Buffer.from('this is not an image at all, just words\n'.repeat(20)), 'fake.png');
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'logo.svg', 'team-logos');
    expect(svg.status).toBe(415);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5_242_881 - 100, 1)]);
    const res = await upload(big, 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('needs a known folder, an image, and an admin', async () => {
    const image = await png(20, 20);
    const badFolder = await upload(image, 'a.png', '../etc');
    expect(badFolder.status).toBe(400);
    expect(badFolder.body.error.details[0].path).toBe('folder');
    expect((await upload(image, 'a.png', 'products', staff)).status).toBe(403);
    expect((await upload(image, 'a.png', 'products', fan)).status).toBe(403);
  });
});

describe('categories', () => {
  it('creates one with a slug from its name, and refuses to delete a category products use', async () => {
    const created = await api.call('POST', '/api/v1/admin/categories', { token: admin, json: { name: 'Match-day Scarves', name_th: 'ผ้าพันคอวันแข่ง', sort_order: 9 } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: 'match-day-scarves', name_th: 'ผ้าพันคอวันแข่ง', sort_order: 9, product_count: 0 });
    const again = await api.call('POST', '/api/v1/admin/categories', { token: admin, json: { name: 'Match day scarves', name_th: 'ซ้ำ' } });
    expect(again.status).toBe(409);

    const inUse = await api.call('DELETE', `/api/v1/admin/categories/${jerseys.id}`, { token: admin });
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.message).toMatch(/still has \d+ products/);
    const shown = await api.call('GET', `/api/v1/admin/categories/${jerseys.id}`, { token: staff });
    expect(shown.status).toBe(200);
    expect(shown.body.data.product_count).toBeGreaterThan(0);

    const del = await api.call('DELETE', `/api/v1/admin/categories/${created.body.data.id}`, { token: admin });
    expect(del.status).toBe(200);
    expect((await api.call('GET', `/api/v1/admin/categories/${created.body.data.id}`, { token: admin })).status).toBe(404);
  });
});

describe('promo codes', () => {
  it('upper-cases the code, keeps baht and percent apart, and never takes used_count from the client', async () => {
    const code = `summer${Date.now().toString(36)}`;
    const res = await api.call('POST', '/api/v1/admin/promo-codes', {
      token: admin,
      json: { code, kind: 'fixed', value: 50, min_subtotal: 300, starts_at: '2026-01-01T00:00:00.000Z', ends_at: '2026-12-31T00:00:00.000Z', max_uses: 10, used_count: 7 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ code: code.toUpperCase(), kind: 'fixed', value: 50, value_satang: 5000, min_subtotal: 300, min_subtotal_satang: 30_000, used_count: 0, active: true, ends_at: '2026-12-31T00:00:00.000Z' });

    const dup = await api.call('POST', '/api/v1/admin/promo-codes', { token: admin, json: { code: code.toUpperCase(), kind: 'percent', value: 5 } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(`The code ${code.toUpperCase()} already exists`);

    const percent = await api.call('PUT', `/api/v1/admin/promo-codes/${res.body.data.id}`, { token: admin, json: { kind: 'percent', value: 15, used_count: 3 } });
    expect(percent.body.data).toMatchObject({ kind: 'percent', value: 15, value_satang: null, used_count: 0 });

    for (const [body, field] of [
      [{ code: 'X1', kind: 'percent', value: 10 }, 'code'],
      [{ code: 'TOOMUCH', kind: 'percent', value: 150 }, 'value'],
      [{ code: 'BACKWARDS', kind: 'fixed', value: 20, starts_at: '2026-05-01T00:00:00Z', ends_at: '2026-04-01T00:00:00Z' }, 'ends_at'],
      [{ code: 'ODDKIND', kind: 'gift', value: 20 }, 'kind'],
    ] as const) {
      const bad = await api.call('POST', '/api/v1/admin/promo-codes', { token: admin, json: body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.details.map((d: { path: string }) => d.path)).toContain(field);
    }
  });
});

describe('shipping methods and pickup locations', () => {
  it('keeps pickup free, and converts delivery costs from baht', async () => {
    const delivery = await api.call('POST', '/api/v1/admin/shipping-methods', { token: admin, json: { type: 'delivery', name: 'Express', name_th: 'ด่วนพิเศษ', cost: 120, free_over: 1500 } });
    expect(delivery.status).toBe(201);
    expect(delivery.body.data).toMatchObject({ cost: 120, cost_satang: 12_000, free_over: 1500, free_over_satang: 150_000, active: true });

    const paidPickup = await api.call('POST', '/api/v1/admin/shipping-methods', { token: admin, json: { type: 'pickup', name: 'Shop', name_th: 'ร้าน', cost: 20 } });
    expect(paidPickup.status).toBe(400);
    expect(paidPickup.body.error.details).toEqual([{ path: 'cost', message: 'Pickup is free: its cost must be 0' }]);

    const toPickup = await api.call('PUT', `/api/v1/admin/shipping-methods/${delivery.body.data.id}`, { token: admin, json: { type: 'pickup' } });
    expect(toPickup.status).toBe(400);
    const list = await api.call('GET', '/api/v1/admin/shipping-methods?filter={"type":"delivery"}', { token: staff });
    expect(list.body.data.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(list.body.data.every((m: { type: string }) => m.type === 'delivery')).toBe(true);
  });

  it('checks the phone of a pickup location and edits it in both languages', async () => {
    const bad = await api.call('POST', '/api/v1/admin/pickup-locations', { token: admin, json: { name: 'Pop-up', name_th: 'ป๊อปอัพ', address: '1 Road', address_th: '1 ถนน', phone: '12345' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ path: 'phone', message: 'Invalid phone number' }]);
    const made = await api.call('POST', '/api/v1/admin/pickup-locations', { token: admin, json: { name: 'Pop-up', name_th: 'ป๊อปอัพ', address: '1 Road', address_th: '1 ถนน', phone: '02-555-1234' } });
    expect(made.status).toBe(201);
    const moved = await api.call('PUT', `/api/v1/admin/pickup-locations/${made.body.data.id}`, { token: admin, json: { ...made.body.data, address_th: '2 ถนนใหม่', active: false } });
    expect(moved.body.data).toMatchObject({ address_th: '2 ถนนใหม่', active: false, phone: '02-555-1234' });
    const inactive = await api.call('GET', '/api/v1/admin/pickup-locations?filter={"active":false}', { token: staff });
    expect(inactive.body.data.map((l: { id: string }) => l.id)).toContain(made.body.data.id);
  });
});

describe('banners', () => {
  it('adds a banner the public store shows, in both languages', async () => {
    const res = await api.call('POST', '/api/v1/admin/banners', { token: admin, json: { image_url: '/uploads/banners/sale.webp', title: 'Sale', title_th: 'ลดราคา', target_link: '/merchandise', sort_order: -1 } });
    expect(res.status).toBe(201);
    const shown = (await api.call('GET', '/api/v1/public/store-banners?limit=1')).body.data;
    expect(shown[0]).toEqual({ id: res.body.data.id, image_url: '/uploads/banners/sale.webp', title: 'Sale', title_th: 'ลดราคา', target_link: '/merchandise' });
    const badLink = await api.call('PUT', `/api/v1/admin/banners/${res.body.data.id}`, { token: admin, json: { target_link: 'javascript:alert(1)' } });
    expect(badLink.status).toBe(400);
    const off = await api.call('PUT', `/api/v1/admin/banners/${res.body.data.id}`, { token: admin, json: { active: false } });
    expect(off.body.data.active).toBe(false);
    expect((await api.call('GET', '/api/v1/public/store-banners?limit=1')).body.data[0].id).not.toBe(res.body.data.id);
    const audit = await api.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, res.body.data.id)).orderBy(schema.auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['banner.created', 'banner.updated']);
  });
});

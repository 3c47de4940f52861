import { count, eq } from 'drizzle-orm';
import { FAKE_CLUB_TEAM_ID, LEAGUE_TEAMS, seasonMatches } from '@club/competition-fake';
import { feedKickOff, seatRowsSpec } from '@club/core';
import type { Storage } from '@club/storage';
import type { Db, Tx } from './client.js';
import { productSearchWords } from './product-search.js';
import * as s from './schema/index.js';
import { createPass } from './season-lifecycle.js';
import { addGeneralAdmission, sellVenueZones } from './zone-lifecycle.js';
import { bannerArt, crest, productArt } from './seed-data/artwork.js';
import { PRODUCTS } from './seed-data/catalogue.js';
import { SEASON_PASSES, STADIUM_GATES, STADIUM_ZONES } from './seed-data/stadium.js';

const DAY = 86_400_000;
const CATEGORIES = [
  { slug: 'jerseys', name: 'Jerseys', nameTh: 'เสื้อแข่ง' },
  { slug: 'accessories', name: 'Accessories', nameTh: 'เครื่องประดับและของใช้' },
  { slug: 'souvenirs', name: 'Souvenirs', nameTh: 'ของที่ระลึก' },
  { slug: 'equipment', name: 'Equipment', nameTh: 'อุปกรณ์กีฬา' },
] as const;

/**
 * The demo season is the one the fake competition service tells (packages/competition-fake), so
 * the landing sells what the results page lists: the league's teams are the console's teams (the
 * club's logo keeps the name the fan site's header uses), and the matches on sale are the club's
 * next home fixtures, with the feed's ids, kick-offs, stadium and tournament.
 */
const TEAMS = LEAGUE_TEAMS.map((t) => ({
  feedId: t.id,
  key: t.id === FAKE_CLUB_TEAM_ID ? 'home-club' : t.en.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name: t.en, nameTh: t.th, initials: t.initials, colours: t.colours, home: t.id === FAKE_CLUB_TEAM_ID,
}));
const CLUB = LEAGUE_TEAMS.find((t) => t.id === FAKE_CLUB_TEAM_ID)!;
/**
 * The club's next home fixtures put on sale (later ones are left for staff to sell from the feed): the
 * first two in every zone of the stadium, the third moved to Riverside Arena, whose one zone has no
 * limit (a demo of each way a match is sold).
 */
const ON_SALE = 3;

/** The stadium's gates and zones (each admitted at its gates), and West VIP's numbered seats. */
async function divideStadium(tx: Tx, venueId: string): Promise<void> {
  const gates = await tx.insert(s.venueGates).values(STADIUM_GATES.map((g) => ({ venueId, ...g }))).returning();
  for (const [i, { seats, priceBaht, gates: codes, ...zone }] of STADIUM_ZONES.entries()) {
    const [row] = await tx.insert(s.venueZones).values({ venueId, ...zone, numbered: !!seats, sortOrder: i, defaultPriceSatang: priceBaht * 100 }).returning();
    await tx.insert(s.zoneGates).values(codes.map((code) => ({ zoneId: row!.id, gateId: gates.find((g) => g.code === code)!.id })));
    if (!seats) continue;
    const spec = seatRowsSpec(seats);
    if ('refusal' in spec) throw new Error(`seed: ${zone.code}'s seats are refused (${spec.refusal})`);
    await tx.insert(s.venueSeats).values(spec.seats.map((seat) => ({ zoneId: row!.id, ...seat })));
  }
}

/** Demo data for an empty database (teams present: nothing is done), its images in the public store. One transaction. */
export async function seedDemoData(db: Db, opts: { images: Storage; now?: Date }): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ n: count() }).from(s.teams);
  if ((existing?.n ?? 0) > 0) return { seeded: false };
  const now = opts.now ?? new Date();
  const write = (dir: string, file: string, svg: string) => opts.images.put(`${dir}/${file}`, Buffer.from(svg));

  for (const t of TEAMS) await write('team-logos', `${t.key}.svg`, crest(t.initials, t.colours[0], t.colours[1]));
  for (const p of PRODUCTS) {
    await write('products', `${p.sku.toLowerCase()}.svg`, productArt(p.art, p.colour));
    await write('products', `${p.sku.toLowerCase()}-2.svg`, productArt(p.art, p.colour, '#fff3b0'));
  }
  const BANNERS = [
    { file: 'new-kit', title: 'The 2026 kit is here', titleTh: 'ชุดแข่งใหม่ 2026 มาแล้ว', colour: '#1d3557', link: '/merchandise' },
    { file: 'derby', title: 'Derby day tickets on sale', titleTh: 'เปิดขายตั๋วนัดดาร์บี้แล้ว', colour: '#c1121f', link: '/' },
    { file: 'members', title: 'Free delivery over 500 baht', titleTh: 'ส่งฟรีเมื่อซื้อครบ 500 บาท', colour: '#2d6a4f', link: '/merchandise' },
  ];
  for (const b of BANNERS) await write('banners', `${b.file}.svg`, bannerArt(b.colour));

  await db.transaction(async (tx) => {
    const teams = await tx.insert(s.teams).values(TEAMS.map((t) => ({ name: t.name, nameTh: t.nameTh, logo: `${t.key}.svg`, isHomeClub: t.home }))).returning();
    const teamOf = (feedId: number) => teams[TEAMS.findIndex((t) => t.feedId === feedId)]!;
    const [stadium, riverside] = await tx.insert(s.venues).values([
      { name: CLUB.stadiumEn, nameTh: CLUB.stadiumTh, address: '99 Rama IX Road, Huai Khwang, Bangkok 10310', addressTh: '99 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพฯ 10310', capacity: 15000, latitude: 13.7563, longitude: 100.5668 },
      { name: 'Riverside Arena', nameTh: 'ริเวอร์ไซด์ อารีนา', address: '12 Charoen Krung Road, Bang Rak, Bangkok 10500', addressTh: '12 ถนนเจริญกรุง แขวงบางรัก เขตบางรัก กรุงเทพฯ 10500', capacity: 8000, latitude: 13.7248, longitude: 100.5149 },
    ]).returning();
    await divideStadium(tx, stadium!.id);
    await addGeneralAdmission(tx, riverside!, 75_000);
    const [bank] = await tx.insert(s.bankAccounts).values({
      bankName: 'Kasikorn Bank', bankNameTh: 'ธนาคารกสิกรไทย', accountNumber: '1234567890', accountName: 'Bangkok Thunder FC Co., Ltd.',
      accountHolderName: 'Somsak Rakdee', accountHolderNameTh: 'สมศักดิ์ รักดี', accountHolderPosition: 'Finance Manager', accountHolderPositionTh: 'ผู้จัดการฝ่ายการเงิน', promptpayId: '0812345678', forMerchandise: true,
    }).returning();
    const homeFixtures = seasonMatches(now.getTime()).filter((m) => m.home_team_id === FAKE_CLUB_TEAM_ID)
      .sort((a, b) => feedKickOff(a).getTime() - feedKickOff(b).getTime());
    const match = (fixture: (typeof homeFixtures)[number], extra: Partial<typeof s.matches.$inferInsert>) => ({
      homeTeamId: teamOf(fixture.home_team_id).id, awayTeamId: teamOf(fixture.away_team_id).id, venueId: stadium!.id, bankAccountId: bank!.id,
      matchDate: feedKickOff(fixture), feedMatchId: String(fixture.id), league: fixture.tournament_name_en, leagueTh: fixture.tournament_name,
      createdAt: now, ...extra,
    });
    const upcoming = homeFixtures.filter((m) => m.match_status === 0).slice(0, ON_SALE);
    const lastPlayed = homeFixtures.filter((m) => m.match_status === 2).at(-1)!;
    const onSale = await tx.insert(s.matches).values(upcoming.map((fixture, i) => match(fixture, { promoting: true, ...(i === 2 ? { venueId: riverside!.id } : {}) }))).returning();
    // Riverside Arena's one zone is sold without a limit (a venue of several zones sells each at its default).
    for (const m of onSale) await sellVenueZones(tx, m.id, { unlimited: true });
    const [played] = await tx.insert(s.matches).values(match(lastPlayed, { status: 'finished' })).returning();
    await sellVenueZones(tx, played!.id);
    await tx.update(s.matchZoneShards).set({ available: 0 }).where(eq(s.matchZoneShards.matchId, played!.id));
    // The season's passes, on sale until the first match they cover kicks off: each keeps its places
    // in the stadium's matches on sale, and in those staff put on sale later this season.
    const zones = await tx.select().from(s.venueZones).where(eq(s.venueZones.venueId, stadium!.id));
    const firstKickOff = onSale.find((m) => m.venueId === stadium!.id)!.matchDate;
    for (const pass of SEASON_PASSES) {
      const made = await createPass(tx, {
        name: pass.name, nameTh: pass.nameTh, seasonLabel: '2026/27', zoneId: zones.find((z) => z.code === pass.zone)!.id, bankAccountId: bank!.id,
        priceSatang: pass.priceBaht * 100, quota: pass.quota, available: 0, coversFrom: now, coversTo: feedKickOff(homeFixtures.at(-1)!),
        saleStartsAt: now, saleEndsAt: firstKickOff,
      });
      if ('refused' in made) throw new Error(`seed: the ${pass.zone} season pass is refused (${made.refused})`);
    }

    const categories = await tx.insert(s.categories).values(CATEGORIES.map((c, i) => ({ ...c, sortOrder: i }))).returning();
    const categoryId = (slug: string) => categories.find((c) => c.slug === slug)!.id;
    for (const [i, p] of PRODUCTS.entries()) {
      const text = {
        name: p.name, nameTh: p.nameTh, shortDescription: p.short, shortDescriptionTh: p.shortTh,
        description: `${p.short} Official Bangkok Thunder FC merchandise, designed in Bangkok.`,
        descriptionTh: `${p.shortTh} สินค้าลิขสิทธิ์แท้จากสโมสรบางกอก ธันเดอร์ เอฟซี`,
      };
      const [row] = await tx.insert(s.products).values({
        sku: p.sku, categoryId: categoryId(p.category), ...text, searchWords: productSearchWords(text),
        features: ['Official club product', 'Quality checked by the club shop', 'Delivery in 3–5 business days'],
        featuresTh: ['สินค้าลิขสิทธิ์แท้ของสโมสร', 'ผ่านการตรวจคุณภาพจากร้านค้าสโมสร', 'จัดส่งภายใน 3–5 วันทำการ'],
        seoKeywords: ['bangkok thunder', p.category, p.name.toLowerCase()],
        priceSatang: p.price * 100, salePriceSatang: p.sale ? p.sale * 100 : null, stockQuantity: p.stock,
        status: p.status ?? 'active', featured: p.featured ?? false, createdAt: new Date(now.getTime() - i * 3_600_000),
      }).returning();
      const file = p.sku.toLowerCase();
      await tx.insert(s.productImages).values([
        { productId: row!.id, url: `/uploads/products/${file}.svg`, alt: p.name, altTh: p.nameTh, isMain: true, sortOrder: 0 },
        { productId: row!.id, url: `/uploads/products/${file}-2.svg`, alt: `${p.name} — detail`, altTh: `${p.nameTh} — รายละเอียด`, sortOrder: 1 },
      ]);
      const groups = Object.entries(p.variants ?? {});
      if (groups.length) await tx.insert(s.productVariantGroups).values(groups.map(([name, options], j) => ({ productId: row!.id, name, options, sortOrder: j })));
    }

    await tx.insert(s.banners).values(BANNERS.map((b, i) => ({ imageUrl: `/uploads/banners/${b.file}.svg`, title: b.title, titleTh: b.titleTh, targetLink: b.link, sortOrder: i })));
    await tx.insert(s.shippingMethods).values([
      { type: 'delivery', name: 'Home delivery', nameTh: 'จัดส่งถึงบ้าน', description: 'Delivered in 3–5 business days.', descriptionTh: 'จัดส่งภายใน 3–5 วันทำการ', costSatang: 5000, freeOverSatang: 50_000, sortOrder: 0 },
      { type: 'pickup', name: 'Pick up at the stadium', nameTh: 'รับที่สนาม', description: 'Collect from a club shop with your order number.', descriptionTh: 'รับสินค้าที่ร้านค้าสโมสรโดยแสดงหมายเลขคำสั่งซื้อ', costSatang: 0, venueId: stadium!.id, sortOrder: 1 },
    ]);
    await tx.insert(s.pickupLocations).values([
      { name: 'Thunder Stadium Club Shop', nameTh: 'ร้านค้าสโมสร สนามธันเดอร์', address: '99 Rama IX Road, Huai Khwang, Bangkok 10310', addressTh: '99 ถนนพระราม 9 เขตห้วยขวาง กรุงเทพฯ 10310', phone: '02-123-4567', venueId: stadium!.id, description: 'Open daily 10:00–19:00, and on match days until kick-off.', descriptionTh: 'เปิดทุกวัน 10:00–19:00 และวันแข่งขันจนถึงเวลาเริ่มเกม' },
      { name: 'Siam City Store', nameTh: 'ร้านสาขาสยาม', address: '1 Rama I Road, Pathum Wan, Bangkok 10330', addressTh: '1 ถนนพระราม 1 เขตปทุมวัน กรุงเทพฯ 10330', phone: '02-765-4321', description: 'Open daily 11:00–21:00.', descriptionTh: 'เปิดทุกวัน 11:00–21:00' },
    ]);
    await tx.insert(s.promoCodes).values({
      code: 'THUNDER10', kind: 'percent', value: 10, minSubtotalSatang: 50_000, startsAt: now, endsAt: new Date(now.getTime() + 365 * DAY), maxUses: 500,
      description: '10% off orders of 500 baht or more', descriptionTh: 'ลด 10% เมื่อซื้อครบ 500 บาท',
    });
  });
  return { seeded: true };
}

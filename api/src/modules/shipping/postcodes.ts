import { getDatabase, setEngMode } from 'thai-address-universal';
import { postcodeInOtherProvince, type PostcodePlaceDto } from '@club/core';
import { Invalid } from '../../http/errors.js';

/**
 * Every place each postal code serves, in Thai and in English, from the thai-address-universal
 * package (the post office's list of sub-districts). The package builds both languages from one
 * list, row for row; its language is one switch for the whole process, so it is read here once,
 * on first use (about 0.1 s), and never switched again.
 */
async function readPlaces(): Promise<Map<string, PostcodePlaceDto[]>> {
  await setEngMode(false);
  const th = getDatabase();
  await setEngMode(true);
  const en = getDatabase();
  await setEngMode(false);
  const byCode = new Map<string, PostcodePlaceDto[]>();
  th.forEach((row, i) => {
    const eng = en[i]!;
    const places = byCode.get(row.postal_code) ?? [];
    if (places.some((p) => p.sub_district.th === row.sub_district && p.district.th === row.district)) return;
    places.push({
      sub_district: { th: row.sub_district, en: eng.sub_district },
      district: { th: row.district, en: eng.district },
      province: { th: row.province, en: eng.province },
    });
    byCode.set(row.postal_code, places);
  });
  return byCode;
}

let places: Promise<Map<string, PostcodePlaceDto[]>> | undefined;

/** The places a postal code serves; none for a code the list does not know. */
export async function placesOfPostcode(postalCode: string): Promise<PostcodePlaceDto[]> {
  places ??= readPlaces();
  return (await places).get(postalCode) ?? [];
}

// Bangkok's everyday Thai names; the list has only the full one.
const BANGKOK = new Set(['กรุงเทพ', 'กรุงเทพฯ', 'กทม']);

/** A province's name as fans write it, compared without case, spaces, dots, hyphens or the word for province ("Buriram" is "Buri Ram"). */
function comparable(name: string): string {
  const bare = name.normalize('NFC').toLowerCase().replace(/^(จังหวัด|จ\.)/, '').replace(/province$/, '').replace(/[\s.\-']/g, '');
  return BANGKOK.has(bare) ? 'กรุงเทพมหานคร' : bare;
}

/**
 * Refuses an address whose province is not one the postal code serves, naming the right one. A
 * postal code the list does not know passes: a fan may live somewhere newer than the package.
 */
export async function checkPostcodeProvince(postalCode: string, province: string): Promise<void> {
  const served = await placesOfPostcode(postalCode);
  const wanted = comparable(province);
  if (!served.length || served.some((p) => comparable(p.province.th) === wanted || comparable(p.province.en) === wanted)) return;
  const message = postcodeInOtherProvince(postalCode, served[0]!.province);
  throw new Invalid(message, [{ path: 'province', message }]);
}

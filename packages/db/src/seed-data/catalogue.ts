import type { VariantOption } from '@club/core';

const SIZES: VariantOption[] = ['S', 'M', 'L', 'XL', '2XL'];
const KIT: VariantOption[] = [
  { key: 'home', en_label: 'Home (Navy)', th_label: 'เหย้า (กรมท่า)' },
  { key: 'away', en_label: 'Away (White)', th_label: 'เยือน (ขาว)' },
];
const COLOURS: VariantOption[] = [
  { key: 'navy', en_label: 'Navy', th_label: 'กรมท่า' },
  { key: 'yellow', en_label: 'Thunder yellow', th_label: 'เหลืองธันเดอร์' },
];

interface SeedProduct {
  sku: string; category: 'jerseys' | 'accessories' | 'souvenirs' | 'equipment'; art: string; colour: string;
  name: string; nameTh: string; short: string; shortTh: string; price: number; sale?: number; stock: number; featured?: boolean;
  variants?: Record<string, VariantOption[]>; status?: 'active' | 'draft';
}

export const PRODUCTS: SeedProduct[] = [
  { sku: 'JER-HOME-26', category: 'jerseys', art: 'jersey', colour: '#0b1a3a', name: 'Home Jersey 2026', nameTh: 'เสื้อแข่งเหย้า 2026', short: 'The shirt of the season, in match-day navy.', shortTh: 'เสื้อแข่งฤดูกาลใหม่ สีกรมท่าประจำทีม', price: 1890, stock: 120, featured: true, variants: { size: SIZES, color: KIT } },
  { sku: 'JER-AWAY-26', category: 'jerseys', art: 'jersey', colour: '#f5f5f5', name: 'Away Jersey 2026', nameTh: 'เสื้อแข่งเยือน 2026', short: 'Crisp white for the road.', shortTh: 'เสื้อแข่งทีมเยือน สีขาวสะอาดตา', price: 1890, sale: 1590, stock: 80, featured: true, variants: { size: SIZES, color: KIT } },
  { sku: 'JER-THIRD-26', category: 'jerseys', art: 'jersey', colour: '#ffd60a', name: 'Third Jersey 2026', nameTh: 'เสื้อแข่งชุดที่สาม 2026', short: 'Thunder yellow for the big nights.', shortTh: 'สีเหลืองธันเดอร์สำหรับแมตช์สำคัญ', price: 1990, stock: 4, featured: true, variants: { size: SIZES } },
  { sku: 'JER-GK-26', category: 'jerseys', art: 'jersey', colour: '#2d6a4f', name: 'Goalkeeper Jersey', nameTh: 'เสื้อผู้รักษาประตู', short: 'As worn by our number one.', shortTh: 'แบบเดียวกับที่มือหนึ่งของเราสวมใส่', price: 1790, stock: 30, variants: { size: SIZES } },
  { sku: 'JER-KIDS-26', category: 'jerseys', art: 'jersey', colour: '#1d3557', name: 'Kids Home Jersey', nameTh: 'เสื้อแข่งเหย้าเด็ก', short: 'For the next generation of Thunder fans.', shortTh: 'สำหรับแฟนธันเดอร์รุ่นเยาว์', price: 990, sale: 790, stock: 60, featured: true, variants: { size: ['XS', 'S', 'M'] } },
  { sku: 'JER-RETRO-98', category: 'jerseys', art: 'jersey', colour: '#c1121f', name: 'Retro 1998 Jersey', nameTh: 'เสื้อย้อนยุค 1998', short: 'The classic from our first title season.', shortTh: 'เสื้อคลาสสิกจากฤดูกาลแชมป์แรก', price: 1490, stock: 0, variants: { size: SIZES } },
  { sku: 'JER-TRAIN-26', category: 'jerseys', art: 'jersey', colour: '#457b9d', name: 'Training Top', nameTh: 'เสื้อซ้อม', short: 'Light and breathable for practice.', shortTh: 'เบาและระบายอากาศดีสำหรับการซ้อม', price: 890, stock: 45, variants: { size: SIZES, color: COLOURS } },
  { sku: 'ACC-SCARF', category: 'accessories', art: 'scarf', colour: '#0b1a3a', name: 'Thunder Scarf', nameTh: 'ผ้าพันคอธันเดอร์', short: 'Knitted, warm and loud.', shortTh: 'ผ้าพันคอถักสีประจำทีม', price: 450, stock: 200, featured: true },
  { sku: 'ACC-CAP', category: 'accessories', art: 'cap', colour: '#0b1a3a', name: 'Club Cap', nameTh: 'หมวกแก๊ปสโมสร', short: 'Embroidered crest, adjustable strap.', shortTh: 'ปักโลโก้สโมสร ปรับขนาดได้', price: 390, sale: 320, stock: 75, variants: { color: COLOURS } },
  { sku: 'ACC-BUCKET', category: 'accessories', art: 'cap', colour: '#ffd60a', name: 'Bucket Hat', nameTh: 'หมวกบักเก็ต', short: 'Sun cover for day games.', shortTh: 'กันแดดสำหรับแมตช์กลางวัน', price: 350, stock: 3 },
  { sku: 'ACC-BAG', category: 'accessories', art: 'bag', colour: '#1d3557', name: 'Tote Bag', nameTh: 'กระเป๋าผ้า', short: 'Canvas tote with the crest.', shortTh: 'กระเป๋าผ้าแคนวาสพิมพ์โลโก้', price: 290, stock: 150 },
  { sku: 'ACC-KEYRING', category: 'accessories', art: 'keyring', colour: '#0b1a3a', name: 'Crest Keyring', nameTh: 'พวงกุญแจโลโก้', short: 'Enamel crest on a steel ring.', shortTh: 'พวงกุญแจโลหะลงยาโลโก้สโมสร', price: 150, stock: 300 },
  { sku: 'ACC-WRIST', category: 'accessories', art: 'keyring', colour: '#ffd60a', name: 'Wristband', nameTh: 'ริสต์แบนด์', short: 'Silicone band in club colours.', shortTh: 'สายรัดข้อมือซิลิโคนสีประจำทีม', price: 90, stock: 0 },
  { sku: 'SOU-MUG', category: 'souvenirs', art: 'mug', colour: '#0b1a3a', name: 'Club Mug', nameTh: 'แก้วมัคสโมสร', short: 'Ceramic, 350 ml.', shortTh: 'แก้วเซรามิก 350 มล.', price: 250, stock: 90, featured: true },
  { sku: 'SOU-POSTER', category: 'souvenirs', art: 'poster', colour: '#1d3557', name: 'Squad Poster 2026', nameTh: 'โปสเตอร์นักเตะ 2026', short: 'A3 poster of this season\'s squad.', shortTh: 'โปสเตอร์ขนาด A3 นักเตะฤดูกาลนี้', price: 190, sale: 150, stock: 40 },
  { sku: 'SOU-BOTTLE', category: 'souvenirs', art: 'bottle', colour: '#0b1a3a', name: 'Water Bottle', nameTh: 'กระบอกน้ำ', short: 'Keeps drinks cold for 12 hours.', shortTh: 'เก็บความเย็นได้ 12 ชั่วโมง', price: 490, stock: 5, featured: true },
  { sku: 'SOU-PIN', category: 'souvenirs', art: 'keyring', colour: '#c1121f', name: 'Pin Badge Set', nameTh: 'ชุดเข็มกลัด', short: 'Three enamel pins.', shortTh: 'เข็มกลัดลงยา 3 ชิ้น', price: 220, stock: 120 },
  { sku: 'SOU-BALL-MINI', category: 'souvenirs', art: 'ball', colour: '#0b1a3a', name: 'Mini Signed Ball', nameTh: 'ลูกบอลจิ๋วพร้อมลายเซ็น', short: 'Printed squad signatures.', shortTh: 'พิมพ์ลายเซ็นนักเตะทั้งทีม', price: 590, stock: 25 },
  { sku: 'SOU-MAGNET', category: 'souvenirs', art: 'poster', colour: '#ffd60a', name: 'Fridge Magnet', nameTh: 'แม่เหล็กติดตู้เย็น', short: 'Stadium view magnet.', shortTh: 'แม่เหล็กลายสนามเหย้า', price: 99, stock: 500 },
  { sku: 'SOU-FLAG', category: 'souvenirs', art: 'scarf', colour: '#ffd60a', name: 'Stand Flag', nameTh: 'ธงเชียร์', short: '90 × 150 cm flag for the stands.', shortTh: 'ธงเชียร์ขนาด 90 × 150 ซม.', price: 390, stock: 60, status: 'draft' },
  { sku: 'EQP-BALL', category: 'equipment', art: 'ball', colour: '#ffd60a', name: 'Match Ball Replica', nameTh: 'ลูกฟุตบอลรุ่นแข่งขัน (จำลอง)', short: 'Size 5, thermally bonded.', shortTh: 'เบอร์ 5 เย็บด้วยความร้อน', price: 1290, sale: 990, stock: 35, featured: true },
  { sku: 'EQP-GLOVES', category: 'equipment', art: 'gloves', colour: '#2d6a4f', name: 'Goalkeeper Gloves', nameTh: 'ถุงมือผู้รักษาประตู', short: 'Latex palm, finger protection.', shortTh: 'ฝ่ามือลาเท็กซ์ พร้อมสปริงกันนิ้ว', price: 1190, stock: 18, variants: { size: ['7', '8', '9', '10'] } },
  { sku: 'EQP-SHIN', category: 'equipment', art: 'gloves', colour: '#0b1a3a', name: 'Shin Guards', nameTh: 'สนับแข้ง', short: 'Light shell with foam backing.', shortTh: 'น้ำหนักเบา มีโฟมรองด้านใน', price: 450, stock: 2, variants: { size: ['S', 'M', 'L'] } },
  { sku: 'EQP-BAG', category: 'equipment', art: 'bag', colour: '#0b1a3a', name: 'Kit Bag', nameTh: 'กระเป๋าอุปกรณ์', short: 'Boot compartment, 40 litres.', shortTh: 'มีช่องใส่รองเท้า ความจุ 40 ลิตร', price: 1490, stock: 22 },
  { sku: 'EQP-SOCKS', category: 'equipment', art: 'scarf', colour: '#0b1a3a', name: 'Match Socks', nameTh: 'ถุงเท้าแข่งขัน', short: 'Cushioned sole, club stripe.', shortTh: 'พื้นบุนุ่ม แถบสีสโมสร', price: 250, stock: 140, variants: { size: ['S', 'M', 'L'], color: COLOURS } },
];

import type { Localized } from '../messages.js';

/**
 * What staff read in the console and at the gate: the catalogue's fields and rules, ticketing,
 * orders and purchases they decide, settings, accounts, failed jobs, match results, check-in.
 */
export const STAFF_MESSAGES = {
  // Field names, put into the sentences below ("Name is required").
  'statement.reference_required': { en: 'Enter the reference of the purchase or order this line pays for', th: 'กรุณากรอกเลขอ้างอิงของรายการซื้อหรือคำสั่งซื้อที่รายการนี้ชำระ' },
  'statement.note_required': { en: 'Say why this line pays for nothing of the club’s', th: 'กรุณาระบุเหตุผลที่รายการนี้ไม่ใช่การชำระเงินของสโมสร' },
  'statement.file_required': { en: 'Choose the statement file (CSV)', th: 'กรุณาเลือกไฟล์รายการเดินบัญชี (CSV)' },
  'statement.too_large': { en: 'A statement file may be at most 2 MB: import it in parts', th: 'ไฟล์รายการเดินบัญชีต้องมีขนาดไม่เกิน 2 MB กรุณานำเข้าทีละส่วน' },
  'statement.not_csv': { en: 'The file is not a CSV file the product can read', th: 'ไฟล์นี้ไม่ใช่ไฟล์ CSV ที่ระบบอ่านได้' },
  'statement.not_text': { en: 'The file is not text in UTF-8 or Thai Windows-874 (TIS-620): export it from internet banking again as CSV', th: 'ไฟล์นี้ไม่ใช่ข้อความแบบ UTF-8 หรือภาษาไทย Windows-874 (TIS-620) กรุณาส่งออกจากอินเทอร์เน็ตแบงกิ้งใหม่เป็นไฟล์ CSV' },
  'statement.too_many_lines': { en: 'The file has too many lines: import it in parts', th: 'ไฟล์มีจำนวนบรรทัดมากเกินไป กรุณานำเข้าทีละส่วน' },
  'statement.mapping_invalid': { en: 'Say which column holds the date and which the credit', th: 'กรุณาระบุคอลัมน์วันที่และคอลัมน์ยอดเงินเข้า' },
  'statement.account_not_found': { en: 'Bank account not found', th: 'ไม่พบบัญชีธนาคาร' },
  'statement.line_not_found': { en: 'Statement line not found', th: 'ไม่พบรายการเดินบัญชี' },
  'statement.line_decided': { en: 'This line has been decided already', th: 'รายการนี้ได้รับการจัดการแล้ว' },
  'statement.reference_not_found': { en: 'No purchase or order has this reference', th: 'ไม่พบรายการซื้อหรือคำสั่งซื้อที่มีเลขอ้างอิงนี้' },
  // error.details is the finding (BankFinding): the console words it, as it words the line's own.
  'statement.assign_refused': { en: 'Not assigned: the line does not pass the checks for this purchase or order', th: 'ยังไม่ได้จับคู่: รายการนี้ไม่ผ่านการตรวจสอบกับรายการซื้อหรือคำสั่งซื้อนี้' },
  'refund.note_required': { en: 'Say how and when the money was given back', th: 'กรุณาระบุว่าคืนเงินอย่างไรและเมื่อใด' },
  'refund.note_long': { en: 'The note is at most 500 characters', th: 'บันทึกยาวได้ไม่เกิน 500 ตัวอักษร' },
  'refund.transfer_not_found': { en: 'Bank payment not found', th: 'ไม่พบรายการชำระเงินจากธนาคาร' },
  'refund.not_owed': { en: 'This payment is no second payment: no refund is owed for it', th: 'รายการนี้ไม่ใช่การชำระซ้ำ จึงไม่มีเงินที่ต้องคืน' },
  'refund.already': { en: 'This payment has been marked refunded already', th: 'รายการนี้ถูกบันทึกว่าคืนเงินแล้ว' },
  'payment.own_decision': { en: 'You cannot decide a payment of your own purchase or order: ask another staff member', th: 'คุณไม่สามารถตัดสินการชำระเงินของรายการซื้อหรือคำสั่งซื้อของคุณเองได้ กรุณาให้เจ้าหน้าที่คนอื่นดำเนินการ' },
  'field.name': { en: 'Name', th: 'ชื่อ' },
  'field.name_th': { en: 'Thai name', th: 'ชื่อภาษาไทย' },
  'field.address': { en: 'Address', th: 'ที่อยู่' },
  'field.address_th': { en: 'Thai address', th: 'ที่อยู่ภาษาไทย' },
  'field.phone': { en: 'Phone', th: 'เบอร์โทรศัพท์' },
  'field.title': { en: 'Title', th: 'หัวข้อ' },
  'field.title_th': { en: 'Thai title', th: 'หัวข้อภาษาไทย' },
  'field.alt': { en: 'Alt text', th: 'คำอธิบายรูป' },
  'field.alt_th': { en: 'Thai alt text', th: 'คำอธิบายรูปภาษาไทย' },
  'field.option': { en: 'Option', th: 'ตัวเลือก' },
  'field.option_key': { en: 'Option key', th: 'ค่าของตัวเลือก' },
  'field.en_label': { en: 'English label', th: 'ชื่อที่แสดงภาษาอังกฤษ' },
  'field.th_label': { en: 'Thai label', th: 'ชื่อที่แสดงภาษาไทย' },
  'field.group_name': { en: 'Group name', th: 'ชื่อกลุ่มตัวเลือก' },
  'field.options': { en: 'Options', th: 'รายการตัวเลือก' },
  'field.sku': { en: 'SKU', th: 'รหัสสินค้า (SKU)' },
  'field.short_description': { en: 'Short description', th: 'คำอธิบายสั้น' },
  'field.short_description_th': { en: 'Thai short description', th: 'คำอธิบายสั้นภาษาไทย' },
  'field.description': { en: 'Description', th: 'รายละเอียด' },
  'field.description_th': { en: 'Thai description', th: 'รายละเอียดภาษาไทย' },
  'field.features': { en: 'Features', th: 'จุดเด่น' },
  'field.features_th': { en: 'Thai features', th: 'จุดเด่นภาษาไทย' },
  'field.keywords': { en: 'Keywords', th: 'คำค้นหา' },
  'field.price': { en: 'Price', th: 'ราคา' },
  'field.sale_price': { en: 'Sale price', th: 'ราคาลด' },
  'field.stock': { en: 'Stock', th: 'จำนวนในสต็อก' },
  'field.status': { en: 'Status', th: 'สถานะ' },
  'field.images': { en: 'Images', th: 'รูปภาพ' },
  'field.variant_groups': { en: 'Variant groups', th: 'กลุ่มตัวเลือกสินค้า' },
  'field.image_url': { en: 'Image URL', th: 'ลิงก์รูปภาพ' },
  'field.link': { en: 'Link', th: 'ลิงก์' },
  'field.slug': { en: 'Slug', th: 'ชื่อในลิงก์ (slug)' },
  'field.sort_order': { en: 'Sort order', th: 'ลำดับการแสดง' },
  'field.code': { en: 'Code', th: 'รหัส' },
  'field.kind': { en: 'Kind', th: 'ประเภทส่วนลด' },
  'field.value': { en: 'Value', th: 'มูลค่าส่วนลด' },
  'field.min_subtotal': { en: 'Minimum subtotal', th: 'ยอดสั่งซื้อขั้นต่ำ' },
  'field.start': { en: 'Start', th: 'เวลาเริ่ม' },
  'field.end': { en: 'End', th: 'เวลาสิ้นสุด' },
  'field.max_uses': { en: 'Maximum uses', th: 'จำนวนครั้งที่ใช้ได้สูงสุด' },
  'field.type': { en: 'Type', th: 'ประเภท' },
  'field.cost': { en: 'Cost', th: 'ค่าจัดส่ง' },
  'field.free_over': { en: 'Free over', th: 'ยอดขั้นต่ำสำหรับส่งฟรี' },
  'field.bank': { en: 'Bank', th: 'ธนาคาร' },
  'field.bank_th': { en: 'Thai bank name', th: 'ชื่อธนาคารภาษาไทย' },
  'field.account_number': { en: 'Account number', th: 'เลขที่บัญชี' },
  'field.account_name': { en: 'Account name', th: 'ชื่อบัญชี' },
  'field.account_holder': { en: 'Account holder', th: 'ผู้ถือบัญชี' },
  'field.holder_position': { en: 'Holder position', th: 'ตำแหน่งของผู้ถือบัญชี' },
  'field.account_holder_th': { en: 'Thai account holder name', th: 'ชื่อผู้ถือบัญชีภาษาไทย' },
  'field.holder_position_th': { en: 'Thai holder position', th: 'ตำแหน่งของผู้ถือบัญชีภาษาไทย' },
  'field.promptpay_id': { en: 'PromptPay id', th: 'หมายเลขพร้อมเพย์' },
  'field.biller_id': { en: 'Biller id', th: 'รหัสผู้ให้บริการ (Biller ID)' },
  'field.league': { en: 'League', th: 'รายการแข่งขัน' },
  'field.league_th': { en: 'Thai league name', th: 'ชื่อรายการแข่งขันภาษาไทย' },
  'field.capacity': { en: 'Capacity', th: 'ความจุ' },
  'field.latitude': { en: 'Latitude', th: 'ละติจูด' },
  'field.longitude': { en: 'Longitude', th: 'ลองจิจูด' },
  'field.kick_off': { en: 'Kick-off', th: 'เวลาเริ่มการแข่งขัน' },
  'field.ticket_price': { en: 'Ticket price', th: 'ราคาตั๋ว' },
  'field.seats_for_sale': { en: 'Seats for sale', th: 'ที่นั่งที่เปิดขาย' },
  'field.tickets_per_fan': { en: 'Tickets per fan', th: 'จำนวนตั๋วต่อคน' },
  'field.queue_opens_at': { en: 'Waiting room opens', th: 'เวลาเปิดห้องรอคิว' },
  'field.queue_admit_per_minute': { en: 'Fans admitted per minute', th: 'จำนวนแฟนบอลที่ให้เข้าซื้อต่อนาที' },
  'field.queue_turn_minutes': { en: 'Minutes an admitted fan has to buy', th: 'เวลาซื้อของแต่ละคิว (นาที)' },
  // The store's catalogue.
  'catalogue.conflict': { en: 'This conflicts with an existing record', th: 'ข้อมูลนี้ซ้ำกับรายการที่มีอยู่แล้ว' },
  'catalogue.in_use': { en: 'This record is still used elsewhere', th: 'รายการนี้ยังถูกใช้งานอยู่ที่อื่น' },
  'catalogue.out_of_range': { en: 'A value is out of range', th: 'มีค่าที่อยู่นอกช่วงที่กำหนด' },
  'catalogue.category_not_found': { en: 'Category not found', th: 'ไม่พบหมวดหมู่' },
  'catalogue.banner_not_found': { en: 'Banner not found', th: 'ไม่พบแบนเนอร์' },
  'catalogue.promo_code_not_found': { en: 'Promo code not found', th: 'ไม่พบรหัสโปรโมชัน' },
  'catalogue.shipping_method_not_found': { en: 'Shipping method not found', th: 'ไม่พบวิธีจัดส่ง' },
  'catalogue.pickup_location_not_found': { en: 'Pickup location not found', th: 'ไม่พบจุดรับสินค้า' },
  'catalogue.image_url_invalid': {
    en: 'Image URL must be an uploaded image (/uploads/…) or an https address',
    th: 'ลิงก์รูปภาพต้องเป็นรูปที่อัปโหลดไว้ (/uploads/…) หรือที่อยู่ที่ขึ้นต้นด้วย https',
  },
  'catalogue.link_invalid': { en: 'Link must start with / or https://', th: 'ลิงก์ต้องขึ้นต้นด้วย / หรือ https://' },
  'catalogue.option_empty': { en: 'Option is empty', th: 'ตัวเลือกว่างอยู่' },
  'catalogue.option_shape': { en: 'Option must be a value or {key, en_label, th_label}', th: 'ตัวเลือกต้องเป็นค่า หรือ {key, en_label, th_label}' },
  'catalogue.group_needs_option': { en: 'A group needs at least one option', th: 'กลุ่มตัวเลือกต้องมีตัวเลือกอย่างน้อยหนึ่งค่า' },
  'catalogue.group_max_options': { en: 'At most 50 options in a group', th: 'กลุ่มหนึ่งมีตัวเลือกได้ไม่เกิน 50 ค่า' },
  'catalogue.group_names_unique': { en: 'Each variant group needs its own name', th: 'กลุ่มตัวเลือกแต่ละกลุ่มต้องมีชื่อไม่ซ้ำกัน' },
  'catalogue.sku_chars': { en: 'SKU may contain letters, digits, dot, dash and underscore', th: 'รหัสสินค้าใช้ได้เฉพาะตัวอักษร ตัวเลข จุด ขีด และขีดล่าง' },
  'catalogue.choose_category': { en: 'Please choose a category', th: 'กรุณาเลือกหมวดหมู่' },
  'catalogue.images_max': { en: 'At most 12 images', th: 'มีรูปภาพได้ไม่เกิน 12 รูป' },
  'catalogue.groups_max': { en: 'At most 10 variant groups', th: 'มีกลุ่มตัวเลือกได้ไม่เกิน 10 กลุ่ม' },
  'catalogue.sale_below_price': { en: 'Sale price must be lower than the price', th: 'ราคาลดต้องต่ำกว่าราคาปกติ' },
  'catalogue.one_main_image': { en: 'Only one image can be the main image', th: 'ตั้งเป็นรูปหลักได้เพียงรูปเดียว' },
  'catalogue.slug_chars': { en: 'Slug may contain lower-case letters, digits and single dashes', th: 'ชื่อในลิงก์ใช้ได้เฉพาะตัวอักษรพิมพ์เล็ก ตัวเลข และขีดเดี่ยว' },
  'catalogue.slug_taken': { en: 'Another category already uses this slug', th: 'มีหมวดหมู่อื่นใช้ชื่อในลิงก์นี้แล้ว' },
  'catalogue.category_has_products': { en: 'This category still has products: move or delete them first', th: 'หมวดหมู่นี้ยังมีสินค้าอยู่ กรุณาย้ายหรือลบสินค้าก่อน' },
  'promo.code_length': { en: 'Code must be 3 to 32 characters', th: 'รหัสต้องยาว 3 ถึง 32 ตัวอักษร' },
  'promo.code_chars': { en: 'Code may contain letters, digits, dash and underscore', th: 'รหัสใช้ได้เฉพาะตัวอักษร ตัวเลข ขีด และขีดล่าง' },
  'promo.percent_whole': { en: 'A percent discount is a whole number from 1 to 100', th: 'ส่วนลดแบบเปอร์เซ็นต์ต้องเป็นจำนวนเต็ม 1 ถึง 100' },
  'promo.end_after_start': { en: 'The end must be after the start', th: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม' },
  'promo.code_taken': { en: 'This code already exists', th: 'มีรหัสนี้อยู่แล้ว' },
  'promo.uses_below_used': {
    en: 'Maximum uses cannot be below the times the code was already used',
    th: 'จำนวนครั้งที่ใช้ได้สูงสุดต้องไม่น้อยกว่าจำนวนครั้งที่รหัสถูกใช้ไปแล้ว',
  },
  'promo.value_range': {
    en: 'A percent discount is from 1 to 100; a fixed one more than 0',
    th: 'ส่วนลดแบบเปอร์เซ็นต์ต้องอยู่ระหว่าง 1 ถึง 100 ส่วนลดแบบจำนวนเงินต้องมากกว่า 0',
  },
  'promo.used_by_orders': { en: 'Orders used this code: deactivate it instead of deleting it', th: 'มีคำสั่งซื้อที่ใช้รหัสนี้แล้ว กรุณาปิดใช้งานแทนการลบ' },
  'shipping.venue_pickup_only': { en: 'Only a pickup names a stadium', th: 'ระบุสนามได้เฉพาะวิธีรับสินค้าเอง' },
  'shipping.pickup_free': { en: 'Pickup is free: its cost must be 0', th: 'การรับสินค้าเองไม่มีค่าใช้จ่าย ค่าจัดส่งต้องเป็น 0' },
  'shipping.used_by_orders': {
    en: 'Orders used this shipping method: deactivate it instead of deleting it',
    th: 'มีคำสั่งซื้อที่ใช้วิธีจัดส่งนี้แล้ว กรุณาปิดใช้งานแทนการลบ',
  },
  'pickup.used_by_orders': {
    en: 'Orders used this pickup location: deactivate it instead of deleting it',
    th: 'มีคำสั่งซื้อที่ใช้จุดรับสินค้านี้แล้ว กรุณาปิดใช้งานแทนการลบ',
  },
  // Ticketing: teams, venues, bank accounts, matches.
  'catalogue.team_not_found': { en: 'Team not found', th: 'ไม่พบทีม' },
  'catalogue.home_team_not_found': { en: 'Home team not found', th: 'ไม่พบทีมเหย้า' },
  'catalogue.away_team_not_found': { en: 'Away team not found', th: 'ไม่พบทีมเยือน' },
  'catalogue.venue_not_found': { en: 'Venue not found', th: 'ไม่พบสนาม' },
  'catalogue.bank_account_not_found': { en: 'Bank account not found', th: 'ไม่พบบัญชีธนาคาร' },
  'team.logo_text': { en: 'Logo must be an uploaded picture', th: 'โลโก้ต้องเป็นรูปที่อัปโหลดไว้' },
  'team.logo_upload': { en: 'Logo must be a picture uploaded to /uploads/team-logos/', th: 'โลโก้ต้องเป็นรูปที่อัปโหลดไว้ที่ /uploads/team-logos/' },
  'team.home_club_race': {
    en: 'Another team became the home club at the same moment: reload and try again',
    th: 'มีทีมอื่นถูกตั้งเป็นสโมสรของเราในเวลาเดียวกัน กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
  },
  'team.plays_in_matches': { en: 'This team plays in matches: change or delete those matches first', th: 'ทีมนี้มีนัดแข่งขันอยู่ กรุณาแก้ไขหรือลบนัดเหล่านั้นก่อน' },
  'team.is_home_club': {
    en: 'This team is the home club: make another team the home club instead',
    th: 'ทีมนี้เป็นสโมสรของเรา กรุณาตั้งทีมอื่นเป็นสโมสรของเราแทน',
  },
  'team.always_one_home_club': {
    en: 'There is always one home club: make another team the home club instead',
    th: 'ต้องมีสโมสรของเราหนึ่งทีมเสมอ กรุณาตั้งทีมอื่นเป็นสโมสรของเราแทน',
  },
  'team.home_club_delete': {
    en: 'This team is the home club: make another team the home club before deleting it',
    th: 'ทีมนี้เป็นสโมสรของเรา กรุณาตั้งทีมอื่นเป็นสโมสรของเราก่อนลบ',
  },
  'venue.used_by_pickup': { en: 'Pickup places or methods name this venue: change them first', th: 'มีจุดรับสินค้าหรือวิธีรับสินค้าที่ระบุสนามนี้ กรุณาแก้ไขรายการเหล่านั้นก่อน' },
  'venue.used_by_matches': { en: 'Matches are played at this venue: change or delete those matches first', th: 'มีนัดแข่งขันที่สนามนี้ กรุณาแก้ไขหรือลบนัดเหล่านั้นก่อน' },
  'bank.one_store_account': {
    en: 'Another account already receives store payments: turn it off on that account first',
    th: 'มีบัญชีอื่นรับชำระค่าสินค้าอยู่แล้ว กรุณาปิดที่บัญชีนั้นก่อน',
  },
  'bank.used_by_matches': {
    en: 'Matches are paid into this account: move those matches to another account first',
    th: 'มีนัดแข่งขันที่รับชำระเงินเข้าบัญชีนี้ กรุณาย้ายนัดเหล่านั้นไปบัญชีอื่นก่อน',
  },
  'bank.store_account_delete': {
    en: 'Store orders are paid into this account: make another account the store account before deleting it',
    th: 'คำสั่งซื้อสินค้าชำระเงินเข้าบัญชีนี้ กรุณาตั้งบัญชีอื่นเป็นบัญชีรับชำระค่าสินค้าก่อนลบ',
  },
  'match.choose_home_team': { en: 'Please choose the home team', th: 'กรุณาเลือกทีมเหย้า' },
  'match.away_team_invalid': { en: 'Away team must be a team', th: 'ทีมเยือนต้องเป็นทีมที่มีอยู่ในระบบ' },
  'match.choose_venue': { en: 'Please choose a venue', th: 'กรุณาเลือกสนาม' },
  'match.choose_bank_account': { en: 'Please choose the bank account fans pay into', th: 'กรุณาเลือกบัญชีธนาคารที่แฟนบอลโอนเงินเข้า' },
  'match.seats_below_zero': { en: 'Seats for sale cannot be below 0', th: 'ที่นั่งที่เปิดขายต้องไม่น้อยกว่า 0' },
  'match.queue_needs_sale_start': { en: 'A waiting room needs a sale start time', th: 'ห้องรอคิวต้องมีเวลาเปิดจำหน่าย' },
  'match.sale_start_after_kick_off': { en: 'The sale must start before kick-off', th: 'เวลาเปิดจำหน่ายต้องก่อนเวลาเริ่มการแข่งขัน' },
  'match.queue_opens_after_sale': { en: 'The waiting room must open no later than the sale start', th: 'ห้องรอคิวต้องเปิดก่อนหรือพร้อมเวลาเปิดจำหน่าย' },
  'match.sale_start_fixed': {
    en: 'The sale with a waiting room has started, or starts within a minute: its sale start and opening time can no longer change, and the room stays on, because fans hold places drawn at that start',
    th: 'การขายที่มีห้องรอคิวเริ่มแล้วหรือจะเริ่มภายใน 1 นาที จึงเปลี่ยนเวลาเปิดจำหน่ายและเวลาเปิดห้องรอคิวไม่ได้อีก และปิดห้องรอคิวไม่ได้ เพราะแฟนบอลได้ลำดับคิวที่สุ่ม ณ เวลาเปิดจำหน่ายนั้น',
  },
  'match.room_has_fans': {
    en: 'Fans are already waiting in this room: its opening time can no longer change and the room stays on. The sale start may still move to a later time',
    th: 'มีแฟนบอลรอคิวอยู่ในห้องนี้แล้ว จึงเปลี่ยนเวลาเปิดห้องรอคิวไม่ได้ และปิดห้องรอคิวไม่ได้ แต่ยังเลื่อนเวลาเปิดจำหน่ายออกไปได้',
  },
  'match.room_sale_start_past': {
    en: 'With a waiting room, a new sale start must be later than now: an earlier one would put the fans waiting in order at once',
    th: 'เมื่อมีห้องรอคิว เวลาเปิดจำหน่ายใหม่ต้องเป็นเวลาหลังจากนี้ หากเป็นเวลาที่ผ่านมาแล้ว ระบบจะสุ่มลำดับแฟนบอลที่รอคิวอยู่ทันที',
  },
  'match.teams_differ': { en: 'The away team must differ from the home team', th: 'ทีมเยือนต้องไม่ใช่ทีมเดียวกับทีมเหย้า' },
  'match.several_zones': {
    en: 'This match sells several zones: change each zone\'s price and seats under its zones',
    th: 'นัดนี้ขายหลายโซน กรุณาแก้ไขราคาและจำนวนที่นั่งของแต่ละโซนในส่วนโซน',
  },
  'match.venue_has_purchases': {
    en: 'Tickets were bought for this match in its stadium\'s zones: the stadium can no longer change',
    th: 'มีการซื้อตั๋วในโซนของสนามนี้แล้ว จึงเปลี่ยนสนามไม่ได้',
  },
  'match.has_purchases': { en: 'Tickets were bought for this match: cancel it instead of deleting it', th: 'มีการซื้อตั๋วของนัดนี้แล้ว กรุณายกเลิกการแข่งขันแทนการลบ' },
  'match.feed_fixture_invalid': { en: 'The feed fixture must be a feed match id', th: 'นัดที่เลือกต้องเป็นรหัสนัดจากข้อมูลการแข่งขัน' },
  'match.seats_change_whole': { en: 'Seats to add must be a whole number', th: 'จำนวนที่นั่งที่เพิ่มต้องเป็นจำนวนเต็ม' },
  'filter.match_date_gte': { en: 'match_date_gte must be a date', th: 'match_date_gte ต้องเป็นวันที่' },
  'filter.match_date_lte': { en: 'match_date_lte must be a date', th: 'match_date_lte ต้องเป็นวันที่' },
  // Ticket purchases staff decide.
  'purchase.not_found': { en: 'Purchase not found', th: 'ไม่พบรายการซื้อ' },
  'purchase.reason_required': { en: 'Choose one of the reasons', th: 'กรุณาเลือกเหตุผล' },
  'purchase.note_required': { en: 'Write a note for the fan when the reason is "Other"', th: 'กรุณาเขียนหมายเหตุถึงแฟนบอลเมื่อเลือกเหตุผล "อื่น ๆ"' },
  'purchase.reason_long': { en: 'The note is at most 500 characters', th: 'หมายเหตุยาวได้ไม่เกิน 500 ตัวอักษร' },
  'purchase.late_no_seats': {
    en: 'There are not enough seats left to honour this late payment; reject it as "sold out" (a refund is due)',
    th: 'ที่นั่งเหลือไม่พอสำหรับการชำระเงินที่ล่าช้านี้ กรุณาปฏิเสธด้วยเหตุผล "ชำระช้า ที่นั่งหรือสินค้าหมดแล้ว" (ต้องคืนเงิน)',
  },
  // Store orders staff move.
  'order.tracking_required': {
    en: 'A tracking number is required to mark an order as shipped',
    th: 'ต้องกรอกหมายเลขพัสดุก่อนบันทึกว่าจัดส่งคำสั่งซื้อแล้ว',
  },
  'order.tracking_too_long': { en: 'Tracking number is at most 64 characters', th: 'หมายเลขพัสดุยาวได้ไม่เกิน 64 ตัวอักษร' },
  'order.admin_notes_too_long': { en: 'Notes are at most 1000 characters', th: 'หมายเหตุยาวได้ไม่เกิน 1000 ตัวอักษร' },
  // The club's settings.
  'settings.not_found': { en: 'Settings not found', th: 'ไม่พบการตั้งค่า' },
  'settings.exchange_close': { en: 'The exchange closes a whole number of minutes before kick-off, from 0 to 10080 (a week)', th: 'เวลาปิดตลาดแลกเปลี่ยนต้องเป็นจำนวนนาทีเต็มก่อนเริ่มการแข่งขัน ตั้งแต่ 0 ถึง 10080 (หนึ่งสัปดาห์)' },
  'settings.exchange_fee': { en: 'The exchange fee is a whole number of hundredths of a percent, from 0 to 10000 (100 %)', th: 'ค่าธรรมเนียมตลาดแลกเปลี่ยนต้องเป็นจำนวนเต็มในหน่วยหนึ่งในร้อยของเปอร์เซ็นต์ ตั้งแต่ 0 ถึง 10000 (100%)' },
  'settings.window_number': { en: 'The payment window must be a number of minutes', th: 'ระยะเวลาชำระค่าตั๋วต้องเป็นจำนวนนาที' },
  'settings.window_whole': { en: 'The payment window must be whole minutes', th: 'ระยะเวลาชำระค่าตั๋วต้องเป็นจำนวนนาทีเต็ม' },
  'settings.order_hours_number': { en: 'The order payment time must be a number of hours', th: 'ระยะเวลาชำระค่าสินค้าต้องเป็นจำนวนชั่วโมง' },
  'settings.order_hours_whole': { en: 'The order payment time must be whole hours', th: 'ระยะเวลาชำระค่าสินค้าต้องเป็นจำนวนชั่วโมงเต็ม' },
  // Accounts and roles.
  'users.not_found': { en: 'User not found', th: 'ไม่พบผู้ใช้' },
  'users.last_admin': {
    en: 'This is the last administrator: make someone else an administrator first, so that someone can still manage roles.',
    th: 'นี่คือผู้ดูแลระบบคนสุดท้าย กรุณาแต่งตั้งผู้ดูแลระบบคนอื่นก่อน เพื่อให้ยังมีผู้จัดการสิทธิ์ของผู้ใช้ได้',
  },
  // Failed jobs and the audit log.
  'failed_jobs.not_found': { en: 'Failed job not found', th: 'ไม่พบงานที่ล้มเหลวนี้' },
  'failed_jobs.not_waiting': {
    en: 'This job is not waiting for a retry: it has been retried already or has finished',
    th: 'งานนี้ไม่ได้รอการลองใหม่: มีการสั่งลองใหม่แล้วหรืองานเสร็จแล้ว',
  },
  'audit.not_found': { en: 'Audit entry not found', th: 'ไม่พบรายการในบันทึกการใช้งาน' },
  // Match results staff enter.
  'result.home_goals_number': { en: 'Home goals must be a number', th: 'จำนวนประตูทีมเหย้าต้องเป็นตัวเลข' },
  'result.away_goals_number': { en: 'Away goals must be a number', th: 'จำนวนประตูทีมเยือนต้องเป็นตัวเลข' },
  'result.goals_whole': { en: 'Goals must be a whole number', th: 'จำนวนประตูต้องเป็นจำนวนเต็ม' },
  'result.goals_negative': { en: 'Goals cannot be negative', th: 'จำนวนประตูต้องไม่ติดลบ' },
  'result.goals_max': { en: 'At most 99 goals', th: 'จำนวนประตูต้องไม่เกิน 99' },
  'result.attendance_number': { en: 'Attendance must be a number', th: 'จำนวนผู้ชมต้องเป็นตัวเลข' },
  'result.attendance_whole': { en: 'Attendance must be a whole number', th: 'จำนวนผู้ชมต้องเป็นจำนวนเต็ม' },
  'result.attendance_negative': { en: 'Attendance cannot be negative', th: 'จำนวนผู้ชมต้องไม่ติดลบ' },
  'result.attendance_max': { en: 'Attendance is at most 200,000', th: 'จำนวนผู้ชมต้องไม่เกิน 200,000' },
  'result.match_not_found': { en: 'Match not found in the latest competition data', th: 'ไม่พบการแข่งขันนี้ในข้อมูลการแข่งขันล่าสุด' },
  'result.before_kick_off': { en: 'A result cannot be entered before kick-off', th: 'ยังบันทึกผลไม่ได้ก่อนเวลาเริ่มการแข่งขัน' },
  // Gate check-in.
  'check_in.scan_or_type': { en: 'Scan a ticket or type its number', th: 'สแกนตั๋วหรือพิมพ์หมายเลขตั๋ว' },
  'check_in.unknown_ticket': { en: 'Unknown ticket', th: 'ไม่พบตั๋วนี้' },
  'check_in.choose_match': { en: 'Choose the match this gate is checking', th: 'กรุณาเลือกการแข่งขันที่ประตูนี้ตรวจตั๋ว' },
  'check_in.no_match_today': {
    en: 'There is no match today: choose the match this gate is checking',
    th: 'วันนี้ไม่มีการแข่งขัน กรุณาเลือกการแข่งขันที่ประตูนี้ตรวจตั๋ว',
  },
  'check_in.gate_text': { en: 'The gate name must be text', th: 'ชื่อประตูต้องเป็นข้อความ' },
  'check_in.gate_control_characters': { en: 'The gate name cannot contain control characters', th: 'ชื่อประตูต้องไม่มีอักขระควบคุม เช่น การขึ้นบรรทัดใหม่' },
  // A refusal at the gate, by its code (CheckInRefusal): the console words it with the ticket's facts.
  'check_in.already_used': { en: 'Already used: this ticket was admitted before', th: 'ตั๋วนี้ถูกใช้แล้ว' },
  'check_in.wrong_match': { en: 'Wrong match: this ticket is for another match', th: 'ตั๋วผิดนัด: ตั๋วนี้สำหรับการแข่งขันอื่น' },
  'check_in.transferred': { en: 'Transferred: this ticket was passed on to someone else, and this code no longer opens the gate. The new holder has a new QR code in their account; send anyone with a question to the ticket office', th: 'โอนแล้ว: ตั๋วใบนี้ถูกโอนให้ผู้อื่น รหัสนี้จึงใช้เข้าสนามไม่ได้ ผู้ถือคนใหม่มีคิวอาร์โค้ดใหม่ในบัญชีของตน หากมีข้อสงสัยกรุณาแนะนำให้ติดต่อห้องจำหน่ายตั๋ว' },
  'check_in.on_exchange': { en: 'On the exchange: the holder offered this ticket for sale, so it does not open the gate. They can take the listing back on their tickets page if it has not sold', th: 'ตั๋วอยู่ในตลาดแลกเปลี่ยน: ผู้ถือประกาศขายตั๋วใบนี้ จึงใช้เข้าสนามไม่ได้ หากยังขายไม่ได้ ผู้ถือถอนประกาศได้ที่หน้าตั๋วของตน' },
  'check_in.wrong_gate': { en: 'Wrong gate: the ticket is valid, but its zone enters by another gate', th: 'ผิดประตู ตั๋วใช้ได้ แต่โซนของตั๋วนี้ต้องเข้าทางประตูอื่น' },
  'check_in.forged': { en: 'FORGED: the club did not issue this code. Do not admit; send the holder to the ticket office', th: 'ตั๋วปลอม: สโมสรไม่ได้ออกรหัสนี้ ห้ามให้เข้า กรุณาแนะนำให้ติดต่อห้องจำหน่ายตั๋ว' },
  'check_in.wrong_day': { en: 'Not valid now: this ticket is for another day', th: 'ใช้ตอนนี้ไม่ได้: ตั๋วนี้สำหรับวันอื่น' },
  'check_in.scan_only': { en: 'Stewards scan codes only: call a supervisor to look up a number', th: 'เจ้าหน้าที่ประตูสแกนรหัสได้อย่างเดียว กรุณาเรียกหัวหน้าเพื่อค้นเลขตั๋ว' },
  'check_in.typed_offline': { en: 'A typed number can be checked only online: scan the QR code', th: 'ตรวจเลขตั๋วที่พิมพ์ได้เฉพาะตอนออนไลน์ กรุณาสแกนคิวอาร์โค้ด' },
  'check_in.gate_unknown': { en: 'Choose a gate of this match\'s stadium', th: 'กรุณาเลือกประตูของสนามที่ใช้แข่งนัดนี้' },
  // The keys that sign ticket codes (README "The ticket code and the gate").
  'ticket_key.not_found': { en: 'No ticket signing key has this number', th: 'ไม่พบกุญแจลงนามตั๋วหมายเลขนี้' },
  'ticket_key.signing': {
    en: 'This key signs the tickets now: rotate first (a new key signs from then on), then retire this one',
    th: 'กุญแจนี้กำลังใช้ลงนามตั๋วอยู่ กรุณาเปลี่ยนกุญแจก่อน (กุญแจใหม่จะลงนามตั๋วต่อจากนั้น) แล้วจึงยกเลิกกุญแจนี้',
  },
  'ticket_key.ids_used_up': { en: 'All 255 key numbers are used: no new ticket signing key can be made', th: 'ใช้หมายเลขกุญแจครบทั้ง 255 หมายเลขแล้ว จึงสร้างกุญแจลงนามตั๋วใหม่ไม่ได้' },
  // Stadium zones, gates and what each match sells of them (issue 30).
  'field.colour': { en: 'Colour', th: 'สี' },
  'field.position': { en: 'Position', th: 'ตำแหน่งอัฒจันทร์' },
  'field.default_price': { en: 'Default price', th: 'ราคาตั้งต้น' },
  'zone.gate_not_found': { en: 'Gate not found', th: 'ไม่พบประตู' },
  'zone.match_zone_not_found': { en: 'This match does not sell that zone', th: 'นัดนี้ไม่ได้ขายโซนนี้' },
  'zone.code': { en: 'Code is 1 to 8 letters or digits', th: 'รหัสต้องเป็นตัวอักษรหรือตัวเลข 1 ถึง 8 ตัว' },
  'zone.gate_code': { en: 'Code is 1 to 4 letters or digits', th: 'รหัสต้องเป็นตัวอักษรหรือตัวเลข 1 ถึง 4 ตัว' },
  'zone.code_taken': { en: 'Another zone of this stadium has this code', th: 'มีโซนอื่นของสนามนี้ใช้รหัสนี้แล้ว' },
  'zone.gates_full': { en: 'A stadium has at most 32 gates: a ticket code names them in 32 bits', th: 'สนามหนึ่งมีประตูได้ไม่เกิน 32 ประตู เพราะรหัสตั๋วระบุประตูได้ 32 ประตู' },
  'zone.gate_code_taken': { en: 'Another gate of this stadium has this code', th: 'มีประตูอื่นของสนามนี้ใช้รหัสนี้แล้ว' },
  'zone.colour': { en: 'Colour must be written #rrggbb', th: 'สีต้องอยู่ในรูปแบบ #rrggbb' },
  'zone.numbered_seated': { en: 'A zone with numbered seats must be seated', th: 'โซนที่มีเลขที่นั่งต้องเป็นโซนที่นั่ง' },
  'zone.numbered_fixed': {
    en: 'Numbered seats or not is chosen when the zone is made: make another zone instead',
    th: 'การมีเลขที่นั่งกำหนดได้ตอนสร้างโซนเท่านั้น กรุณาสร้างโซนใหม่แทน',
  },
  'zone.venue_fixed': { en: 'A zone stays in its stadium: make the zone again in the other stadium', th: 'โซนย้ายสนามไม่ได้ กรุณาสร้างโซนใหม่ในสนามอื่น' },
  'zone.gate_other_venue': { en: 'Choose gates of the zone\'s own stadium', th: 'กรุณาเลือกประตูของสนามที่โซนนี้อยู่' },
  'zone.places_below_sold': {
    en: 'Fewer places than fans have already bought in an upcoming match: the zone cannot be made that small',
    th: 'จำนวนที่นั่งน้อยกว่าที่แฟนบอลซื้อไปแล้วในนัดที่กำลังจะมาถึง จึงลดความจุโซนลงเท่านี้ไม่ได้',
  },
  'zone.bought_meanwhile': { en: 'A fan has just bought in this zone: close it in its matches instead of deleting it', th: 'มีแฟนบอลเพิ่งซื้อตั๋วในโซนนี้ กรุณาปิดโซนในนัดเหล่านั้นแทนการลบ' },
  'zone.last_of_venue': { en: 'A stadium keeps at least one zone', th: 'สนามต้องมีอย่างน้อยหนึ่งโซน' },
  'zone.not_numbered': { en: 'Only a zone with numbered seats has seats to make', th: 'สร้างที่นั่งได้เฉพาะโซนที่มีเลขที่นั่ง' },
  'zone.seats_held': {
    en: 'Fans hold seats of this zone: its seats cannot be made again',
    th: 'มีแฟนบอลจองหรือซื้อที่นั่งในโซนนี้แล้ว จึงสร้างที่นั่งใหม่ไม่ได้',
  },
  'zone.seat_rows': { en: 'Rows: write them as A-T or A,B,C, each once', th: 'แถว: กรุณาเขียนเป็น A-T หรือ A,B,C โดยไม่ซ้ำกัน' },
  'zone.seat_numbers': { en: 'Seat numbers: from 1 or more, and "to" not below "from"', th: 'เลขที่นั่ง: เริ่มตั้งแต่ 1 ขึ้นไป และเลขสุดท้ายต้องไม่น้อยกว่าเลขแรก' },
  'zone.seat_aisle': { en: 'An aisle comes after a seat number of the row, before its last seat', th: 'ทางเดินต้องอยู่หลังเลขที่นั่งในแถว และก่อนที่นั่งสุดท้าย' },
  'match_zone.numbered_unlimited': { en: 'A zone with numbered seats cannot be unlimited', th: 'โซนที่มีเลขที่นั่งกำหนดเป็นไม่จำกัดจำนวนไม่ได้' },
  'match_zone.numbered_places': {
    en: 'A zone with numbered seats sells its seats: close the zone, or make its seats again under the stadium',
    th: 'โซนที่มีเลขที่นั่งขายตามที่นั่งที่มี กรุณาปิดโซน หรือสร้างที่นั่งใหม่ที่หน้าสนาม',
  },
  'field.season_label': { en: 'Season', th: 'ฤดูกาล' },
  'field.credit_divisor': { en: 'Exchange credit: the price divided by', th: 'เครดิตตลาดแลกเปลี่ยน: ราคาหารด้วย' },
  'field.quota': { en: 'Places kept per match', th: 'จำนวนที่นั่งที่กันไว้ต่อนัด' },
  'field.covers_from': { en: 'Covers matches from', th: 'ครอบคลุมนัดตั้งแต่' },
  'field.covers_to': { en: 'Covers matches until', th: 'ครอบคลุมนัดจนถึง' },
  'field.sale_starts_at': { en: 'Sale starts', th: 'เริ่มขาย' },
  'field.sale_ends_at': { en: 'Sale ends', th: 'ปิดการขาย' },
  'field.renewal_starts_at': { en: 'Renewal starts', th: 'เริ่มต่ออายุ' },
  'filter.zone_id': { en: 'zone_id must be a zone id', th: 'zone_id ต้องเป็นรหัสโซน' },
  'filter.season_pass_id': { en: 'season_pass_id must be a season pass id', th: 'season_pass_id ต้องเป็นรหัสตั๋วรายฤดูกาล' },
  'season_pass.not_found': { en: 'Season pass not found', th: 'ไม่พบตั๋วรายฤดูกาล' },
  'season_pass.holder_not_found': { en: 'No season pass purchase has this id', th: 'ไม่พบรายการซื้อตั๋วรายฤดูกาลนี้' },
  'season_pass.choose_zone': { en: 'Please choose the zone the pass sells', th: 'กรุณาเลือกโซนของตั๋วรายฤดูกาล' },
  'season_pass.zone_not_found': { en: 'Zone not found', th: 'ไม่พบโซน' },
  'season_pass.renews_not_found': { en: 'Choose last season\'s pass from the list', th: 'กรุณาเลือกตั๋วรายฤดูกาลของฤดูกาลที่แล้วจากรายการ' },
  'season_pass.renews_itself': { en: 'A pass cannot renew itself: choose last season\'s pass', th: 'ตั๋วรายฤดูกาลต่ออายุตัวเองไม่ได้ กรุณาเลือกตั๋วของฤดูกาลที่แล้ว' },
  'season_pass.covers_order': { en: 'The cover ends after it starts', th: 'วันสิ้นสุดการครอบคลุมต้องอยู่หลังวันเริ่มต้น' },
  'season_pass.sale_order': { en: 'The sale ends after it starts', th: 'วันปิดการขายต้องอยู่หลังวันเริ่มขาย' },
  'season_pass.renewal_needs_pass': { en: 'A renewal window renews a pass: choose last season\'s pass', th: 'ช่วงต่ออายุต้องระบุตั๋วรายฤดูกาลของฤดูกาลที่แล้ว' },
  'season_pass.renewal_order': { en: 'Renewal starts before the general sale', th: 'ช่วงต่ออายุต้องเริ่มก่อนการขายทั่วไป' },
  'season_pass.zone_fixed': {
    en: 'A pass keeps its zone: its places are kept in the matches it covers. Make a new pass for another zone',
    th: 'ตั๋วรายฤดูกาลเปลี่ยนโซนไม่ได้ เพราะกันที่นั่งไว้ในนัดที่ครอบคลุมแล้ว กรุณาสร้างตั๋วใหม่สำหรับโซนอื่น',
  },
  'season_pass.covers_fixed': {
    en: 'A pass keeps the matches it covers: its places are kept in them and holders have their tickets. Make a new pass for other dates',
    th: 'ตั๋วรายฤดูกาลเปลี่ยนช่วงนัดที่ครอบคลุมไม่ได้ เพราะกันที่นั่งไว้และผู้ถือได้รับตั๋วแล้ว กรุณาสร้างตั๋วใหม่สำหรับช่วงวันอื่น',
  },
  'season_pass.bought_meanwhile': { en: 'A fan has just bought this pass: it can no longer be deleted', th: 'มีแฟนบอลเพิ่งซื้อตั๋วรายฤดูกาลนี้ จึงลบไม่ได้แล้ว' },
  'season_pass.renewed_by': { en: 'Another pass renews this one: change or delete that pass first', th: 'มีตั๋วรายฤดูกาลอื่นต่ออายุจากตั๋วนี้ กรุณาแก้ไขหรือลบตั๋วนั้นก่อน' },
  'field.amount': { en: 'Amount', th: 'จำนวนเงิน' },
  'field.note': { en: 'Note', th: 'หมายเหตุ' },
  'filter.user_id': { en: 'user_id must be a user id', th: 'user_id ต้องเป็นรหัสผู้ใช้' },
  'exchange.listing_not_found': { en: 'No exchange listing has this id', th: 'ไม่พบประกาศขายในตลาดแลกเปลี่ยนรายการนี้' },
  'ledger.entry_not_found': { en: 'No ledger row has this id', th: 'ไม่พบรายการบัญชีเครดิตนี้' },
  'ledger.balance_not_found': { en: 'No ledger account has this id', th: 'ไม่พบบัญชีนี้ในบัญชีเครดิต' },
  'ledger.kind_paid_out': { en: 'Staff record only payouts (kind paid_out)', th: 'เจ้าหน้าที่บันทึกได้เฉพาะการจ่ายเงินคืน (kind paid_out)' },
  'ledger.choose_fan': { en: 'Please choose the fan who was paid', th: 'กรุณาเลือกแฟนบอลที่ได้รับเงิน' },
  'ledger.fan_not_found': { en: 'No fan has this id', th: 'ไม่พบแฟนบอลรายนี้' },
  'ledger.note_required': { en: 'Please say how it was paid (a transfer reference, cash)', th: 'กรุณาระบุวิธีจ่ายเงิน (เลขอ้างอิงการโอน หรือเงินสด)' },
  // The gate API for stewards' phones (issue 32).
  'gate.device_unknown': { en: 'This phone is not registered for the match: download the match again', th: 'เครื่องนี้ยังไม่ได้ลงทะเบียนกับนัดนี้ กรุณาดาวน์โหลดข้อมูลนัดนี้อีกครั้ง' },
  'gate.device_other_match': { en: 'This phone is registered for another match', th: 'เครื่องนี้ลงทะเบียนไว้กับการแข่งขันนัดอื่น' },
  'gate.seq_reused': { en: 'This phone sent two scans with the same number: its queue is out of order', th: 'เครื่องนี้ส่งรายการสแกนสองรายการที่มีลำดับเดียวกัน คิวของเครื่องไม่ถูกต้อง' },
  'gate.decide_one': { en: 'An online admission decides one scan at a time', th: 'การตรวจแบบออนไลน์ตัดสินได้ครั้งละหนึ่งรายการสแกน' },
  'gate.keys_repeated': { en: 'Each scan of a batch has a key of its own', th: 'รายการสแกนแต่ละรายการในชุดต้องมีรหัสไม่ซ้ำกัน' },
} as const satisfies Record<string, Localized>;

/** A field's name in a sentence. */
export type FieldKey = Extract<keyof typeof STAFF_MESSAGES, `field.${string}`>;

// ---- a field's rule, in a sentence with its name (the catalogue's and ticketing's schemas) ----

const f = (field: FieldKey): Localized => STAFF_MESSAGES[field];
const each = (field: FieldKey, en: (name: string) => string, th: (name: string) => string): Localized => ({ en: en(f(field).en), th: th(f(field).th) });

export const fieldRequired = (field: FieldKey) => each(field, (n) => `${n} is required`, (n) => `กรุณากรอก${n}`);
export const fieldTooLong = (field: FieldKey, max: number) => each(field, (n) => `${n} is at most ${max} characters`, (n) => `${n}ยาวได้ไม่เกิน ${max} ตัวอักษร`);
export const fieldNotText = (field: FieldKey) => each(field, (n) => `${n} must be text`, (n) => `${n}ต้องเป็นข้อความ`);
export const fieldEmpty = (field: FieldKey) => each(field, (n) => `${n} cannot be empty`, (n) => `${n}ต้องไม่ว่าง`);
export const fieldNotList = (field: FieldKey) => each(field, (n) => `${n} must be a list`, (n) => `${n}ต้องเป็นรายการ`);
export const fieldTooManyItems = (field: FieldKey, max: number) => each(field, (n) => `At most ${max} ${n.toLowerCase()}`, (n) => `${n}ได้ไม่เกิน ${max} รายการ`);
export const fieldNotNumber = (field: FieldKey) => each(field, (n) => `${n} must be a number`, (n) => `${n}ต้องเป็นตัวเลข`);
export const fieldNotBaht = (field: FieldKey) => each(field, (n) => `${n} must be a number of baht`, (n) => `${n}ต้องเป็นจำนวนเงิน (บาท)`);
export const fieldDecimals = (field: FieldKey) => each(field, (n) => `${n} can have at most 2 decimals`, (n) => `${n}มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง`);
export const fieldNegative = (field: FieldKey) => each(field, (n) => `${n} cannot be negative`, (n) => `${n}ต้องไม่ติดลบ`);
export const fieldNotPositive = (field: FieldKey) => each(field, (n) => `${n} must be more than 0`, (n) => `${n}ต้องมากกว่า 0`);
export const fieldWhole = (field: FieldKey) => each(field, (n) => `${n} must be a whole number`, (n) => `${n}ต้องเป็นจำนวนเต็ม`);
export const fieldAtLeast = (field: FieldKey, min: number) => each(field, (n) => `${n} must be at least ${min}`, (n) => `${n}ต้องไม่น้อยกว่า ${min}`);
export const fieldAtMost = (field: FieldKey, max: number) => each(field, (n) => `${n} is at most ${max}`, (n) => `${n}ต้องไม่เกิน ${max}`);
export const fieldAtMostBaht = (field: FieldKey, max: number) =>
  each(field, (n) => `${n} is at most ${max.toLocaleString('en-US')} baht`, (n) => `${n}ต้องไม่เกิน ${max.toLocaleString('en-US')} บาท`);
export const fieldNotDate = (field: FieldKey) => each(field, (n) => `${n} must be a date and time`, (n) => `${n}ต้องเป็นวันที่และเวลา`);
export const fieldDigits = (field: FieldKey, min: number, max: number) => (min === max
  ? each(field, (n) => `${n} must be ${min} digits`, (n) => `${n}ต้องเป็นตัวเลข ${min} หลัก`)
  : each(field, (n) => `${n} must be ${min} to ${max} digits`, (n) => `${n}ต้องเป็นตัวเลข ${min} ถึง ${max} หลัก`));
export const fieldOneOf = (field: FieldKey, values: readonly string[]) =>
  each(field, (n) => `${n} must be one of ${values.join(', ')}`, (n) => `${n}ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: ${values.join(', ')}`);

// ---- refusals with a name or a count in them ----

/** The range of the payment window and of the order payment time (their bounds live in core/settings.ts). */
export const windowRange = (min: number, max: number): Localized => ({
  en: `The payment window is from ${min} to ${max} minutes`, th: `ระยะเวลาชำระค่าตั๋วต้องอยู่ระหว่าง ${min} ถึง ${max} นาที`,
});
export const orderHoursRange = (min: number, max: number): Localized => ({
  en: `The order payment time is from ${min} to ${max} hours`, th: `ระยะเวลาชำระค่าสินค้าต้องอยู่ระหว่าง ${min} ถึง ${max} ชั่วโมง`,
});
export const transferCutoffRange = (min: number, max: number): Localized => ({
  en: `The transfer cut-off is a whole number of minutes from ${min} to ${max}`, th: `เวลาปิดการโอนตั๋วต้องเป็นจำนวนนาทีเต็มระหว่าง ${min} ถึง ${max} นาที`,
});
export const optionTwice = (option: string): Localized => ({ en: `Option "${option}" appears twice`, th: `ตัวเลือก "${option}" ซ้ำกัน` });
export const groupTwice = (group: string): Localized => ({ en: `Group "${group}" appears twice`, th: `กลุ่มตัวเลือก "${group}" ซ้ำกัน` });
export const skuTaken = (sku: string): Localized => ({ en: `Another product already has SKU ${sku}`, th: `มีสินค้าอื่นใช้รหัสสินค้า ${sku} แล้ว` });
export const slugTaken = (slug: string): Localized => ({ en: `Another category already uses the slug ${slug}`, th: `มีหมวดหมู่อื่นใช้ชื่อในลิงก์ ${slug} แล้ว` });
export const promoCodeTaken = (code: string): Localized => ({ en: `The code ${code} already exists`, th: `มีรหัส ${code} อยู่แล้ว` });

export const categoryHasProducts = (n: number): Localized => ({
  en: `This category still has ${n} product${n === 1 ? '' : 's'}: move or delete ${n === 1 ? 'it' : 'them'} first`,
  th: `หมวดหมู่นี้ยังมีสินค้า ${n} รายการ กรุณาย้ายหรือลบสินค้าก่อน`,
});
export const teamPlaysInMatches = (n: number): Localized => ({
  en: `This team plays in ${n} match${n === 1 ? '' : 'es'}: change or delete ${n === 1 ? 'it' : 'them'} first`,
  th: `ทีมนี้มีนัดแข่งขัน ${n} นัด กรุณาแก้ไขหรือลบนัดเหล่านั้นก่อน`,
});
export const matchesPlayedAtVenue = (n: number): Localized => ({
  en: `${n} match${n === 1 ? ' is' : 'es are'} played at this venue: change or delete ${n === 1 ? 'it' : 'them'} first`,
  th: `มีนัดแข่งขัน ${n} นัดที่สนามนี้ กรุณาแก้ไขหรือลบนัดเหล่านั้นก่อน`,
});
export const matchesPaidIntoAccount = (n: number): Localized => ({
  en: `${n} match${n === 1 ? ' is' : 'es are'} paid into this account: move ${n === 1 ? 'it' : 'them'} to another account first`,
  th: `มีนัดแข่งขัน ${n} นัดที่รับชำระเงินเข้าบัญชีนี้ กรุณาย้ายไปบัญชีอื่นก่อน`,
});
export const matchHasPurchases = (n: number): Localized => ({
  en: `${n} ticket purchase${n === 1 ? ' was' : 's were'} made for this match: cancel it instead of deleting it`,
  th: `มีการซื้อตั๋วของนัดนี้แล้ว ${n} รายการ กรุณายกเลิกการแข่งขันแทนการลบ`,
});

export const statementColumnMissing = (column: string): Localized => ({
  en: `The file has no column "${column}": check the column names`, th: `ไฟล์ไม่มีคอลัมน์ "${column}" กรุณาตรวจสอบชื่อคอลัมน์`,
});
export const statementRowUnreadable = (row: number, what: 'date' | 'amount', value: string): Localized => ({
  en: `Line ${row}: "${value}" is not ${what === 'date' ? 'a date' : 'an amount'}; nothing was imported`,
  th: `บรรทัดที่ ${row}: "${value}" ไม่ใช่${what === 'date' ? 'วันที่' : 'จำนวนเงิน'} ยังไม่ได้นำเข้ารายการใด`,
});

export const zoneSeatsTooMany = (max: number): Localized => ({
  en: `At most ${max.toLocaleString('en-US')} seats in one zone`, th: `โซนหนึ่งมีที่นั่งได้ไม่เกิน ${max.toLocaleString('en-US')} ที่`,
});
export const zoneSeatNotMade = (seat: string): Localized => ({
  en: `Seat ${seat} is not among the seats made, or is named both wheelchair and companion`,
  th: `ที่นั่ง ${seat} ไม่อยู่ในที่นั่งที่สร้าง หรือถูกระบุเป็นทั้งที่สำหรับรถเข็นและที่นั่งผู้ติดตาม`,
});
/** A zone's capacity may go down by what is left in every upcoming match, no further. */
export const zoneCapacityAtLeast = (min: number): Localized => ({
  en: `Fans have already bought places in an upcoming match: the capacity can go down to ${min.toLocaleString('en-US')} at least`,
  th: `แฟนบอลซื้อที่นั่งในนัดที่กำลังจะมาถึงไปแล้ว ความจุลดลงได้ต่ำสุดเหลือ ${min.toLocaleString('en-US')} ที่`,
});
export const zoneHasPurchases = (n: number): Localized => ({
  en: `${n} ticket purchase${n === 1 ? ' was' : 's were'} made in this zone: close it in those matches instead of deleting it`,
  th: `มีการซื้อตั๋วในโซนนี้แล้ว ${n} รายการ กรุณาปิดโซนในนัดเหล่านั้นแทนการลบ`,
});

/** A pass (or more of its quota) asks for more places of its zone than a covered match has left. */
export const seasonPassZoneShort = (match: Localized): Localized => ({
  en: `The zone has fewer places left than the pass keeps in ${match.en}: lower the places kept per match, or give that match more places first`,
  th: `โซนนี้ในนัด ${match.th} เหลือที่นั่งน้อยกว่าที่ตั๋วรายฤดูกาลกันไว้ กรุณาลดจำนวนที่นั่งที่กันไว้ หรือเพิ่มที่นั่งของนัดนั้นก่อน`,
});
/** A quota may go down to the passes already sold, no further. */
export const seasonPassQuotaAtLeast = (min: number): Localized => ({
  en: `${min.toLocaleString('en-US')} pass${min === 1 ? ' is' : 'es are'} sold: the places kept per match can go down to ${min.toLocaleString('en-US')} at least`,
  th: `ขายตั๋วรายฤดูกาลไปแล้ว ${min.toLocaleString('en-US')} ใบ จำนวนที่นั่งที่กันไว้ต่อนัดลดลงได้ต่ำสุด ${min.toLocaleString('en-US')} ที่`,
});
export const seasonPassHasPurchases = (n: number): Localized => ({
  en: `${n} purchase${n === 1 ? ' was' : 's were'} made of this pass: end its sale instead of deleting it`,
  th: `มีการซื้อตั๋วรายฤดูกาลนี้แล้ว ${n} รายการ กรุณาปิดการขายแทนการลบ`,
});

/** A payout may take a fan's credit to zero, no further (`balance` formatted in the reader's baht). */
export const payoutAboveCredit = (balance: Localized): Localized => ({
  en: `The fan's credit is ${balance.en}: a payout can be that much at most. Nothing was recorded`,
  th: `เครดิตของแฟนบอลรายนี้คือ ${balance.th} จ่ายได้ไม่เกินจำนวนนี้ ยังไม่ได้บันทึกรายการใด`,
});

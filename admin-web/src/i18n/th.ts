import { en } from './en';

// Thai texts of react-admin's interface and ours; any key not translated here falls back to English.
export const th = {
  ra: {
    ...en.ra,
    action: {
      ...en.ra.action,
      add_filter: 'เพิ่มตัวกรอง', add: 'เพิ่ม', back: 'ย้อนกลับ', bulk_actions: 'เลือก %{smart_count} รายการ', cancel: 'ยกเลิก', clear_array_input: 'ล้างรายการ',
      clear_input_value: 'ล้างค่า', clone: 'ทำสำเนา', confirm: 'ยืนยัน', create: 'สร้าง', create_item: 'สร้าง %{item}', delete: 'ลบ', edit: 'แก้ไข', export: 'ส่งออก',
      list: 'รายการ', refresh: 'รีเฟรช', remove_filter: 'ลบตัวกรองนี้', remove_all_filters: 'ลบตัวกรองทั้งหมด', remove: 'ลบ', save: 'บันทึก', search: 'ค้นหา',
      select_all: 'เลือกทั้งหมด', select_row: 'เลือกแถวนี้', show: 'ดู', sort: 'เรียงลำดับ', undo: 'เลิกทำ', unselect: 'ยกเลิกการเลือก', expand: 'ขยาย',
      close: 'ปิด', open_menu: 'เปิดเมนู', close_menu: 'ปิดเมนู', update: 'อัปเดต', move_up: 'เลื่อนขึ้น', move_down: 'เลื่อนลง', open: 'เปิด',
      toggle_theme: 'สลับธีม', select_columns: 'คอลัมน์', update_application: 'โหลดแอปพลิเคชันใหม่',
    },
    boolean: { true: 'ใช่', false: 'ไม่ใช่', null: ' ' },
    page: {
      ...en.ra.page,
      create: 'สร้าง %{name}', dashboard: 'แดชบอร์ด', edit: '%{name} %{recordRepresentation}', error: 'เกิดข้อผิดพลาด', list: '%{name}', loading: 'กำลังโหลด',
      not_found: 'ไม่พบข้อมูล', show: '%{name} %{recordRepresentation}', empty: 'ยังไม่มี %{name}', invite: 'ต้องการเพิ่มหรือไม่?',
    },
    input: { ...en.ra.input, password: { toggle_visible: 'ซ่อนรหัสผ่าน', toggle_hidden: 'แสดงรหัสผ่าน' } },
    message: {
      ...en.ra.message,
      about: 'เกี่ยวกับ', are_you_sure: 'คุณแน่ใจหรือไม่?', delete_content: 'ต้องการลบรายการนี้หรือไม่?', delete_title: 'ลบ %{name} #%{id}',
      details: 'รายละเอียด', error: 'เกิดข้อผิดพลาดและคำขอไม่สำเร็จ', invalid_form: 'ข้อมูลในแบบฟอร์มไม่ถูกต้อง กรุณาตรวจสอบ', loading: 'กรุณารอสักครู่',
      no: 'ไม่', not_found: 'ไม่พบหน้าที่ต้องการ', yes: 'ใช่', unsaved_changes: 'การเปลี่ยนแปลงบางส่วนยังไม่ได้บันทึก ต้องการออกหรือไม่?',
    },
    navigation: {
      ...en.ra.navigation,
      no_results: 'ไม่พบข้อมูล', no_more_results: 'ไม่มีหน้าที่ %{page}', page_out_of_boundaries: 'หน้าที่ %{page} อยู่นอกช่วง', page_out_from_end: 'ไม่มีหน้าถัดไป',
      page_out_from_begin: 'ไม่มีหน้าก่อนหน้า', page_range_info: '%{offsetBegin}-%{offsetEnd} จาก %{total}', partial_page_range_info: '%{offsetBegin}-%{offsetEnd} จากมากกว่า %{offsetEnd}',
      current_page: 'หน้า %{page}', page: 'ไปหน้า %{page}', first: 'หน้าแรก', last: 'หน้าสุดท้าย', next: 'ถัดไป', previous: 'ก่อนหน้า',
      page_rows_per_page: 'แถวต่อหน้า:', skip_nav: 'ข้ามไปยังเนื้อหา',
    },
    sort: { sort_by: 'เรียงตาม %{field_lower_first} %{order}', ASC: 'น้อยไปมาก', DESC: 'มากไปน้อย' },
    auth: {
      ...en.ra.auth,
      auth_check_error: 'กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ', user_menu: 'โปรไฟล์', username: 'อีเมล', password: 'รหัสผ่าน', email: 'อีเมล',
      sign_in: 'เข้าสู่ระบบ', sign_in_error: 'เข้าสู่ระบบไม่สำเร็จ กรุณาลองอีกครั้ง', logout: 'ออกจากระบบ',
    },
    notification: {
      ...en.ra.notification,
      updated: 'อัปเดตเรียบร้อย |||| อัปเดต %{smart_count} รายการเรียบร้อย', created: 'สร้างเรียบร้อย', deleted: 'ลบเรียบร้อย |||| ลบ %{smart_count} รายการเรียบร้อย',
      bad_item: 'รายการไม่ถูกต้อง', item_doesnt_exist: 'ไม่มีรายการนี้', http_error: 'ติดต่อเซิร์ฟเวอร์ไม่สำเร็จ', data_provider_error: 'ข้อผิดพลาดของระบบข้อมูล',
      i18n_error: 'ไม่สามารถโหลดคำแปลของภาษาที่เลือกได้', canceled: 'ยกเลิกการดำเนินการแล้ว', logged_out: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
      not_authorized: 'คุณไม่มีสิทธิ์เข้าถึงส่วนนี้',
    },
    validation: { ...en.ra.validation, required: 'จำเป็นต้องกรอก', email: 'ต้องเป็นอีเมลที่ถูกต้อง' },
    saved_queries: { ...en.ra.saved_queries, label: 'การค้นหาที่บันทึกไว้' },
    configurable: { ...en.ra.configurable },
  },
  club: {
    title: 'บางกอก ธันเดอร์ เอฟซี — ระบบเจ้าหน้าที่',
    auth: { noStaffAccess: 'บัญชีนี้ไม่มีสิทธิ์เจ้าหน้าที่', signInFirst: 'กรุณาเข้าสู่ระบบ', sessionExpired: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง', email: 'อีเมล' },
    dashboard: {
      welcome: 'ยินดีต้อนรับ %{name}', role: 'บทบาท: %{role}', health: 'สถานะระบบ', database: 'ฐานข้อมูล', redis: 'Redis', queues: 'คิวงาน',
      ok: 'ปกติ', down: 'ขัดข้อง', loadError: 'ไม่สามารถโหลดสถานะระบบได้', queueLine: 'รอ %{waiting} · กำลังทำ %{active} · ล้มเหลว %{failed}',
    },
    purchases: {
      approve: 'อนุมัติ', reject: 'ปฏิเสธ', rejectTitle: 'ปฏิเสธการชำระเงินนี้', reason: 'เหตุผลที่แฟนบอลจะเห็น',
      approved: 'อนุมัติแล้ว กำลังออกตั๋ว', rejected: 'ปฏิเสธการชำระเงินแล้ว', noReceipt: 'ยังไม่มีสลิป', receiptOf: 'สลิปของ %{ref}',
      dup_same_file: 'ไฟล์เดียวกับ %{id}', dup_same_transaction: 'รายการโอนเดียวกับ %{id}',
    },
    purchaseStatus: { pending: 'รอชำระเงิน', verifying: 'กำลังตรวจสอบ', completed: 'สำเร็จ', failed: 'ไม่สำเร็จ', expired: 'หมดเวลา', rejected: 'ถูกปฏิเสธ', cancelled: 'ยกเลิกแล้ว' },
    roles: { fan: 'แฟนบอล', staff: 'เจ้าหน้าที่', admin: 'ผู้ดูแลระบบ' },
  },
  resources: {
    purchases: { name: 'รายการซื้อตั๋ว', fields: { referenceNumber: 'หมายเลขอ้างอิง', status: 'สถานะ', quantity: 'จำนวนตั๋ว', totalAmount: 'ยอดที่ต้องชำระ', receiptUploadedAt: 'เวลาส่งสลิป', phone: 'เบอร์โทรศัพท์', 'buyer.name': 'ผู้ซื้อ', 'buyer.email': 'อีเมล', 'receiptCheck.transactionRef': 'รายการโอน', rejectionReason: 'เหตุผลที่ปฏิเสธ' } },
    users: {
      name: 'ผู้ใช้',
      fields: { email: 'อีเมล', name: 'ชื่อ', phone: 'เบอร์โทรศัพท์', role: 'บทบาท', preferredLanguage: 'ภาษา', createdAt: 'วันที่สมัคร', q: 'ค้นหา' },
    },
  },
};

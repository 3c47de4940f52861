import type englishMessages from 'ra-language-english';

/**
 * react-admin's own texts in Thai (no ra-language-thai package exists), every key of
 * ra-language-english, so Thai mode never falls back to English. `%{name}` is a Thai resource name
 * and Thai writes no space before it ("ยังไม่มีคำสั่งซื้อสินค้า").
 */
export const raThai: (typeof englishMessages)['ra'] = {
  action: {
    add_filter: 'เพิ่มตัวกรอง', add: 'เพิ่ม', back: 'ย้อนกลับ', bulk_actions: 'เลือกแล้ว %{smart_count} รายการ', cancel: 'ยกเลิก',
    clear_array_input: 'ล้างรายการ', clear_input_value: 'ล้างค่า', clone: 'ทำสำเนา', confirm: 'ยืนยัน', create: 'สร้าง', create_item: 'สร้าง "%{item}"',
    delete: 'ลบ', edit: 'แก้ไข', export: 'ส่งออก', list: 'รายการ', refresh: 'รีเฟรช', remove_filter: 'นำตัวกรองนี้ออก', remove_all_filters: 'นำตัวกรองออกทั้งหมด',
    remove: 'นำออก', reset: 'คืนค่าเดิม', save: 'บันทึก', search: 'ค้นหา', search_columns: 'ค้นหาคอลัมน์', select_all: 'เลือกทั้งหมด',
    select_all_button: 'เลือกทั้งหมด', select_row: 'เลือกแถวนี้', show: 'ดู', sort: 'เรียงลำดับ', undo: 'เลิกทำ', unselect: 'ยกเลิกการเลือก',
    expand: 'ขยาย', close: 'ปิด', open_menu: 'เปิดเมนู', close_menu: 'ปิดเมนู', update: 'อัปเดต', move_up: 'เลื่อนขึ้น', move_down: 'เลื่อนลง',
    open: 'เปิด', toggle_theme: 'สลับโหมดสว่าง/มืด', select_columns: 'เลือกคอลัมน์', update_application: 'โหลดระบบใหม่',
  },
  boolean: { true: 'ใช่', false: 'ไม่ใช่', null: ' ' },
  page: {
    create: 'สร้าง%{name}', dashboard: 'แดชบอร์ด', edit: '%{name} %{recordRepresentation}', error: 'เกิดข้อผิดพลาด', list: '%{name}', loading: 'กำลังโหลด',
    not_found: 'ไม่พบหน้านี้', show: '%{name} %{recordRepresentation}', empty: 'ยังไม่มี%{name}', invite: 'ต้องการเพิ่มรายการแรกหรือไม่?',
    access_denied: 'ไม่มีสิทธิ์เข้าถึง', authentication_error: 'ยืนยันตัวตนไม่สำเร็จ',
  },
  input: {
    file: { upload_several: 'ลากไฟล์มาวางที่นี่ หรือคลิกเพื่อเลือกไฟล์', upload_single: 'ลากไฟล์มาวางที่นี่ หรือคลิกเพื่อเลือกไฟล์' },
    image: { upload_several: 'ลากรูปภาพมาวางที่นี่ หรือคลิกเพื่อเลือกรูป', upload_single: 'ลากรูปภาพมาวางที่นี่ หรือคลิกเพื่อเลือกรูป' },
    references: {
      all_missing: 'ไม่พบข้อมูลที่อ้างอิงถึง', many_missing: 'ข้อมูลที่อ้างอิงถึงบางรายการไม่มีอยู่แล้ว', single_missing: 'ข้อมูลที่อ้างอิงถึงไม่มีอยู่แล้ว',
    },
    password: { toggle_visible: 'ซ่อนรหัสผ่าน', toggle_hidden: 'แสดงรหัสผ่าน' },
  },
  message: {
    about: 'เกี่ยวกับ', access_denied: 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้', are_you_sure: 'แน่ใจหรือไม่?',
    authentication_error: 'เซิร์ฟเวอร์ยืนยันตัวตนขัดข้อง จึงตรวจสอบข้อมูลเข้าสู่ระบบไม่ได้', auth_error: 'เกิดข้อผิดพลาดระหว่างตรวจสอบการเข้าสู่ระบบ',
    bulk_delete_content: 'ต้องการลบ%{name}นี้หรือไม่? |||| ต้องการลบ %{smart_count} รายการนี้หรือไม่?',
    bulk_delete_title: 'ลบ%{name} |||| ลบ%{name} %{smart_count} รายการ',
    bulk_update_content: 'ต้องการอัปเดต%{name} %{recordRepresentation} หรือไม่? |||| ต้องการอัปเดต %{smart_count} รายการนี้หรือไม่?',
    bulk_update_title: 'อัปเดต%{name} %{recordRepresentation} |||| อัปเดต%{name} %{smart_count} รายการ',
    clear_array_input: 'ต้องการล้างรายการทั้งหมดหรือไม่?', delete_content: 'ต้องการลบ%{name}นี้หรือไม่?', delete_title: 'ลบ%{name} %{recordRepresentation}',
    details: 'รายละเอียด', error: 'เกิดข้อผิดพลาด คำขอนี้ทำไม่สำเร็จ', invalid_form: 'ข้อมูลในแบบฟอร์มยังไม่ถูกต้อง กรุณาตรวจสอบช่องที่มีข้อความแจ้ง',
    loading: 'กรุณารอสักครู่', no: 'ไม่', not_found: 'ที่อยู่ไม่ถูกต้อง หรือลิงก์นี้ใช้ไม่ได้แล้ว',
    select_all_limit_reached: 'รายการมากเกินกว่าจะเลือกได้ทั้งหมด เลือกไว้เฉพาะ %{max} รายการแรก',
    unsaved_changes: 'การแก้ไขบางส่วนยังไม่ได้บันทึก ต้องการออกจากหน้านี้หรือไม่?', yes: 'ใช่',
    placeholder_data_warning: 'เครือข่ายขัดข้อง: โหลดข้อมูลล่าสุดไม่สำเร็จ',
  },
  navigation: {
    clear_filters: 'ล้างตัวกรอง', no_filtered_results: 'ไม่พบ%{name}ที่ตรงกับตัวกรองที่เลือก', no_results: 'ไม่พบ%{name}',
    no_more_results: 'ไม่มีหน้าที่ %{page} ลองกลับไปหน้าก่อนหน้า', page_out_of_boundaries: 'ไม่มีหน้าที่ %{page}',
    page_out_from_end: 'นี่คือหน้าสุดท้ายแล้ว', page_out_from_begin: 'นี่คือหน้าแรกแล้ว',
    page_range_info: '%{offsetBegin}–%{offsetEnd} จาก %{total}', partial_page_range_info: '%{offsetBegin}–%{offsetEnd} จากมากกว่า %{offsetEnd}',
    current_page: 'หน้า %{page}', page: 'ไปหน้า %{page}', first: 'ไปหน้าแรก', last: 'ไปหน้าสุดท้าย', next: 'ไปหน้าถัดไป', previous: 'ไปหน้าก่อนหน้า',
    page_rows_per_page: 'แถวต่อหน้า:', skip_nav: 'ข้ามไปที่เนื้อหา',
  },
  sort: { sort_by: 'เรียงตาม %{field_lower_first} %{order}', ASC: 'จากน้อยไปมาก', DESC: 'จากมากไปน้อย' },
  auth: {
    auth_check_error: 'กรุณาเข้าสู่ระบบเพื่อใช้งานต่อ', user_menu: 'บัญชีผู้ใช้', username: 'อีเมล', password: 'รหัสผ่าน', email: 'อีเมล',
    sign_in: 'เข้าสู่ระบบ', sign_in_error: 'เข้าสู่ระบบไม่สำเร็จ กรุณาลองอีกครั้ง', logout: 'ออกจากระบบ',
  },
  notification: {
    updated: 'บันทึกการแก้ไขแล้ว |||| บันทึกการแก้ไข %{smart_count} รายการแล้ว', created: 'สร้างรายการแล้ว', deleted: 'ลบรายการแล้ว |||| ลบ %{smart_count} รายการแล้ว',
    bad_item: 'รายการไม่ถูกต้อง', item_doesnt_exist: 'ไม่มีรายการนี้', http_error: 'ติดต่อเซิร์ฟเวอร์ไม่สำเร็จ',
    data_provider_error: 'ระบบข้อมูลขัดข้อง กรุณาลองอีกครั้ง', i18n_error: 'โหลดข้อความของภาษาที่เลือกไม่สำเร็จ', canceled: 'ยกเลิกการดำเนินการแล้ว',
    logged_out: 'เซสชันสิ้นสุดแล้ว กรุณาเข้าสู่ระบบอีกครั้ง', not_authorized: 'คุณไม่มีสิทธิ์ใช้งานส่วนนี้',
    application_update_available: 'มีระบบเวอร์ชันใหม่', offline: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต โหลดข้อมูลไม่ได้',
  },
  validation: {
    required: 'กรุณากรอกช่องนี้', minLength: 'ต้องมีอย่างน้อย %{min} ตัวอักษร', maxLength: 'ต้องไม่เกิน %{max} ตัวอักษร', minValue: 'ต้องไม่น้อยกว่า %{min}',
    maxValue: 'ต้องไม่เกิน %{max}', number: 'ต้องเป็นตัวเลข', email: 'กรุณากรอกอีเมลให้ถูกต้อง', oneOf: 'ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: %{options}',
    regex: 'รูปแบบไม่ถูกต้อง (ต้องตรงกับ %{pattern})', unique: 'ค่านี้มีอยู่แล้ว',
  },
  saved_queries: {
    label: 'การค้นหาที่บันทึกไว้', query_name: 'ชื่อการค้นหา', new_label: 'บันทึกการค้นหานี้…', new_dialog_title: 'บันทึกการค้นหานี้เป็น',
    remove_label: 'ลบการค้นหาที่บันทึกไว้', remove_label_with_name: 'ลบการค้นหา "%{name}"', remove_dialog_title: 'ลบการค้นหาที่บันทึกไว้หรือไม่?',
    remove_message: 'ต้องการลบรายการนี้ออกจากการค้นหาที่บันทึกไว้หรือไม่?', help: 'กรองรายการแล้วบันทึกการค้นหานี้ไว้ใช้ภายหลัง',
  },
  guesser: { empty: { title: 'ไม่มีข้อมูลที่จะแสดง', message: 'กรุณาตรวจสอบแหล่งข้อมูล' } },
  configurable: {
    customize: 'ปรับแต่ง', configureMode: 'ปรับแต่งหน้านี้',
    inspector: { title: 'ตัวปรับแต่ง', content: 'ชี้ที่ส่วนต่าง ๆ ของหน้าจอเพื่อปรับแต่ง', reset: 'คืนค่าเริ่มต้น', hideAll: 'ซ่อนทั้งหมด', showAll: 'แสดงทั้งหมด' },
    Datagrid: { title: 'ตาราง', unlabeled: 'คอลัมน์ที่ไม่มีชื่อ #%{column}' },
    SimpleForm: { title: 'แบบฟอร์ม', unlabeled: 'ช่องที่ไม่มีชื่อ #%{input}' },
    SimpleList: { title: 'รายการ', primaryText: 'ข้อความหลัก', secondaryText: 'ข้อความรอง', tertiaryText: 'ข้อความที่สาม' },
  },
};

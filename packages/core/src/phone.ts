/** Strip what people type between digits: spaces, dashes, parentheses, dots. */
export const normalizePhone = (input: string): string => input.replace(/[\s\-().]/g, '');

// Spec section 5: mobile 0[689]xxxxxxxx, landline 0[2-7]xxxxxxx, or the same after +66 instead of 0.
// The spec's own pattern could not match a real "+"; this one does.
const THAI_PHONE = /^(?:0|\+66)(?:[689]\d{8}|[2-7]\d{7})$/;

export const isValidThaiPhone = (input: string): boolean => THAI_PHONE.test(normalizePhone(input));

import type { TranslationKeys } from '@zxcvbn-ts/core';
import type { Localized } from './messages.js';

/**
 * The lowest zxcvbn score (0-4) a new password may have. 3 means about 10^8 guesses or more:
 * beyond an online attack under our sign-in limits, and still a real cost against a leaked
 * (scrypt-hashed) table. 2 would let "Thunder2024!" through: the club's name and a year are the
 * first things anyone attacking this site's fans would try.
 *
 * This file holds only the rule's words (light, safe for the fan site's main bundle); the check
 * itself, with zxcvbn's large dictionaries, is `@club/core/password-strength`.
 */
export const MIN_PASSWORD_SCORE = 3;

/** The club's own words: a password built on them is easy to guess for anyone targeting its fans. */
export const CLUB_PASSWORD_WORDS = ['Bangkok Thunder', 'Bangkok Thunder FC', 'bangkokthunder', 'thunder', 'bangkok', 'bkkthunder'];

type Warning = keyof TranslationKeys['warnings'];
type Suggestion = keyof TranslationKeys['suggestions'];

/** What zxcvbn says is wrong with a password (its warning keys), in both languages. */
const PASSWORD_WARNINGS: Record<Warning, Localized> = {
  straightRow: { en: 'Straight rows of keys on the keyboard are easy to guess.', th: 'ตัวอักษรที่เรียงเป็นแถวบนแป้นพิมพ์เดาได้ง่าย' },
  keyPattern: { en: 'Short keyboard patterns are easy to guess.', th: 'รูปแบบการกดแป้นพิมพ์สั้นๆ เดาได้ง่าย' },
  simpleRepeat: { en: 'Repeated characters like "aaa" are easy to guess.', th: 'ตัวอักษรซ้ำๆ เช่น "aaa" เดาได้ง่าย' },
  extendedRepeat: { en: 'Repeated patterns like "abcabcabc" are easy to guess.', th: 'รูปแบบที่ซ้ำกัน เช่น "abcabcabc" เดาได้ง่าย' },
  sequences: { en: 'Common sequences like "abc" or "1234" are easy to guess.', th: 'ลำดับที่พบบ่อย เช่น "abc" หรือ "1234" เดาได้ง่าย' },
  recentYears: { en: 'Recent years are easy to guess.', th: 'ปีที่เพิ่งผ่านมาเดาได้ง่าย' },
  dates: { en: 'Dates are easy to guess.', th: 'วันที่เดาได้ง่าย' },
  topTen: { en: 'This is one of the most used passwords.', th: 'รหัสผ่านนี้เป็นหนึ่งในรหัสผ่านที่มีคนใช้มากที่สุด' },
  topHundred: { en: 'This is a very frequently used password.', th: 'รหัสผ่านนี้มีคนใช้บ่อยมาก' },
  common: { en: 'This is a commonly used password.', th: 'รหัสผ่านนี้มีคนใช้กันทั่วไป' },
  similarToCommon: { en: 'This is similar to a commonly used password.', th: 'รหัสผ่านนี้คล้ายกับรหัสผ่านที่มีคนใช้กันทั่วไป' },
  wordByItself: { en: 'A single word is easy to guess.', th: 'คำเดียวโดดๆ เดาได้ง่าย' },
  namesByThemselves: { en: 'A name or surname by itself is easy to guess.', th: 'ชื่อหรือนามสกุลเพียงอย่างเดียวเดาได้ง่าย' },
  commonNames: { en: 'Common names and surnames are easy to guess.', th: 'ชื่อและนามสกุลที่พบบ่อยเดาได้ง่าย' },
  userInputs: { en: 'Avoid your name, your email address and the club\'s name.', th: 'หลีกเลี่ยงชื่อ อีเมลของคุณ และชื่อสโมสร' },
  pwned: { en: 'This password has appeared in a data breach.', th: 'รหัสผ่านนี้เคยหลุดออกมาจากการรั่วไหลของข้อมูล' },
};

/** How to do better (zxcvbn's suggestion keys), in both languages. */
const PASSWORD_SUGGESTIONS: Record<Suggestion, Localized> = {
  l33t: { en: 'Predictable substitutions like "@" for "a" do not help much.', th: 'การแทนตัวอักษรแบบที่เดาได้ เช่น "@" แทน "a" ช่วยได้ไม่มาก' },
  reverseWords: { en: 'Avoid common words spelled backwards.', th: 'หลีกเลี่ยงการสะกดคำทั่วไปแบบกลับหลัง' },
  allUppercase: { en: 'Capitalise some letters, but not all.', th: 'ใช้ตัวพิมพ์ใหญ่บางตัว แต่ไม่ใช่ทุกตัว' },
  capitalization: { en: 'Capitalise more than the first letter.', th: 'ใช้ตัวพิมพ์ใหญ่มากกว่าแค่ตัวแรก' },
  dates: { en: 'Avoid dates and years that are linked to you.', th: 'หลีกเลี่ยงวันที่และปีที่เกี่ยวข้องกับคุณ' },
  recentYears: { en: 'Avoid recent years.', th: 'หลีกเลี่ยงปีที่เพิ่งผ่านมา' },
  associatedYears: { en: 'Avoid years that are linked to you.', th: 'หลีกเลี่ยงปีที่เกี่ยวข้องกับคุณ' },
  sequences: { en: 'Avoid common sequences of characters.', th: 'หลีกเลี่ยงลำดับตัวอักษรที่พบบ่อย' },
  repeated: { en: 'Avoid repeated words and characters.', th: 'หลีกเลี่ยงคำหรือตัวอักษรที่ซ้ำกัน' },
  longerKeyboardPattern: { en: 'Use longer keyboard patterns that change direction several times.', th: 'ใช้รูปแบบแป้นพิมพ์ที่ยาวขึ้นและเปลี่ยนทิศทางหลายครั้ง' },
  anotherWord: { en: 'Add a word or two that are less common.', th: 'เพิ่มคำที่คนไม่ค่อยใช้อีกหนึ่งหรือสองคำ' },
  useWords: { en: 'Use several words together, but not a well-known phrase.', th: 'ใช้หลายคำต่อกัน แต่ไม่ใช่วลีที่คนรู้จักกันดี' },
  noNeed: { en: 'A strong password needs no symbols, digits or capitals: a few unrelated words will do.', th: 'รหัสผ่านที่ปลอดภัยไม่จำเป็นต้องมีสัญลักษณ์ ตัวเลข หรือตัวพิมพ์ใหญ่ แค่ใช้คำที่ไม่เกี่ยวข้องกันหลายคำก็พอ' },
  pwned: { en: 'If you use this password anywhere else, change it there too.', th: 'หากคุณใช้รหัสผ่านนี้ที่อื่นด้วย ควรเปลี่ยนที่นั่นด้วย' },
};

/** Said when zxcvbn has no suggestion of its own. */
const GENERIC_HINT: Localized = {
  en: 'Try three or four unrelated words, like a short phrase only you would think of.',
  th: 'ลองใช้คำที่ไม่เกี่ยวข้องกันสามถึงสี่คำมาต่อกัน เช่น วลีสั้นๆ ที่มีแค่คุณนึกออก',
};

/** zxcvbn's verdict on a password, as keys (the words are chosen by the reader's language). */
export interface PasswordVerdict {
  score: number;
  strongEnough: boolean;
  warning: Warning | null;
  suggestions: Suggestion[];
}

/** The refusal of a weak password: what is wrong and what to do, in both languages. */
export function weakPasswordMessage(verdict: Pick<PasswordVerdict, 'warning' | 'suggestions'>): Localized {
  const parts: Localized[] = [
    { en: 'This password is too easy to guess.', th: 'รหัสผ่านนี้เดาง่ายเกินไป' },
    ...(verdict.warning ? [PASSWORD_WARNINGS[verdict.warning]] : []),
    ...(verdict.suggestions.length ? verdict.suggestions.map((s) => PASSWORD_SUGGESTIONS[s]) : [GENERIC_HINT]),
  ];
  return { en: parts.map((p) => p.en).join(' '), th: parts.map((p) => p.th).join(' ') };
}

import { describe, expect, it } from 'vitest';
import { weakPasswordMessage } from './password-policy.js';
import { checkPasswordStrength } from './password-strength.js';

const somchai = { email: 'somchai.j@example.com', name: 'Somchai Jaidee' };

describe('checkPasswordStrength', () => {
  it.each(['12345678', 'password', 'qwertyuiop', 'Password1', 'P@ssw0rd!', 'iloveyou1', 'liverpool2024', '11111111'])('refuses the common password %s', (password) => {
    expect(checkPasswordStrength(password, somchai).strongEnough).toBe(false);
  });

  it.each(['Thunder2024!', 'bangkokthunder', 'thunder123'])('refuses %s, built on the club\'s name', (password) => {
    expect(checkPasswordStrength(password, somchai).strongEnough).toBe(false);
  });

  it('refuses a password built on the person\'s own email or name', () => {
    expect(checkPasswordStrength('somchai.j2024', somchai).strongEnough).toBe(false);
    expect(checkPasswordStrength('jaidee2024', somchai).strongEnough).toBe(false);
  });

  it.each(['correct-horse-battery', 'a-long-password', 'admin-password-123', 'staff-password-123', 'a-brand-new-password', 'another-long-password', 'bench-password-123', 'gate-password-123'])('accepts %s', (password) => {
    expect(checkPasswordStrength(password, somchai).strongEnough).toBe(true);
  });

  it('says what is wrong as keys that have words in both languages', () => {
    const verdict = checkPasswordStrength('password', somchai);
    expect(verdict.warning).toBe('topTen');
    const message = weakPasswordMessage(verdict);
    expect(message.en).toMatch(/^This password is too easy to guess\. This is one of the most used passwords\./);
    expect(message.th).toMatch(/^รหัสผ่านนี้เดาง่ายเกินไป /);
  });
});

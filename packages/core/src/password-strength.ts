import { ZxcvbnFactory, type TranslationKeys } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { CLUB_PASSWORD_WORDS, MIN_PASSWORD_SCORE, type PasswordVerdict } from './password-policy.js';

/*
 * The strength check itself: zxcvbn-ts with its common-password and English dictionaries (a few
 * MB). Its own entry point (`@club/core/password-strength`), not re-exported by the package's
 * index, so nothing that imports `@club/core` pulls the dictionaries into a bundle by accident.
 */

let zxcvbn: ZxcvbnFactory | undefined;
// Built on first use: the dictionaries are parsed once per process.
const estimator = () =>
  (zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    // No translations: feedback comes back as keys, worded by password-policy.ts in either language.
    // Passwords are at most 128 characters (better-auth's limit); beyond that the cost only grows.
    maxLength: 128,
  }));

export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

/** The words a guesser would try first for this person: their email, its local part, their name, the club's name. */
function passwordUserInputs(person: PasswordOwner): string[] {
  const email = person.email?.trim().toLowerCase() ?? '';
  const name = person.name?.trim() ?? '';
  return [email, email.split('@')[0] ?? '', name, ...name.split(/\s+/), ...CLUB_PASSWORD_WORDS].filter((word) => word.length > 0);
}

/** Whether a new password is strong enough for its owner, and zxcvbn's feedback about it as keys. */
export function checkPasswordStrength(password: string, owner: PasswordOwner = {}): PasswordVerdict {
  const result = estimator().check(password, passwordUserInputs(owner));
  return {
    score: result.score,
    strongEnough: result.score >= MIN_PASSWORD_SCORE,
    warning: (result.feedback.warning as keyof TranslationKeys['warnings'] | null) ?? null,
    suggestions: result.feedback.suggestions as (keyof TranslationKeys['suggestions'])[],
  };
}

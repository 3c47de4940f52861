import { LANGUAGES, type Language } from './statuses.js';

/** The club's language: a reader's who has chosen none and whose browser asks for neither of ours (a new account's mail too, then). */
export const DEFAULT_LANGUAGE: Language = 'th';

/** The cookie that keeps a reader's choice of language: the fan site writes it, the server reads it. */
export const LANGUAGE_COOKIE = 'club_lang';

const ours = (code: string | undefined): Language | undefined => {
  const language = code?.trim().toLowerCase().split('-')[0];
  return LANGUAGES.find((l) => l === language);
};

/**
 * The reader's language, decided here for the whole product (pages, the API's words; an account's
 * mail is its own setting, this rule's answer at sign-up until the fan changes it on the account page): their own choice when it is
 * one of ours, else the one of ours their browser asks for most (an Accept-Language header,
 * weights and all, or a browser's list in order), else Thai.
 */
export function readerLanguage(accepted: string | readonly string[] | null | undefined, chosen?: string | null): Language {
  const choice = ours(chosen ?? undefined);
  if (choice) return choice;
  const asked = typeof accepted === 'string'
    ? accepted.split(',').map((part) => {
        const [tag, ...params] = part.split(';');
        const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
        return { tag, q: Number.isFinite(q) ? q : 0 };
      }).filter(({ q }) => q > 0).sort((a, b) => b.q - a.q).map(({ tag }) => tag)
    : accepted ?? [];
  for (const tag of asked) {
    const language = ours(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

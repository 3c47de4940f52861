import type { Language, PurchaseSeasonDto } from '@club/core';

/** A season pass as its tickets, files and mails name it, in the reader's language: "West Stand Season Pass · 2026/27" (as the fan site's title). */
export const seasonPassTitle = (pass: Pick<PurchaseSeasonDto, 'name' | 'nameTh' | 'seasonLabel'>, lang: Language): string =>
  `${lang === 'th' ? pass.nameTh : pass.name} · ${pass.seasonLabel}`;

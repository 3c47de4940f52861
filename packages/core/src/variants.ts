/** A product option: a plain value ("M") or a labelled one. */
export type VariantOption = string | { key: string; en_label: string; th_label: string };

export const variantOptionKey = (o: VariantOption): string => (typeof o === 'string' ? o : o.key);

/** Canonical text of a variant choice, stable whatever order the client sent the groups in. */
export const variantKey = (variants: Record<string, string>): string =>
  Object.keys(variants).sort().map((k) => `${k}=${variants[k]}`).join('&');

/**
 * Sized copies of the public images staff upload. An upload (a JPEG or WebP, re-encoded at most
 * UPLOAD_MAX_PIXELS wide) is stored with a WebP copy at each of IMAGE_WIDTHS beside it:
 * `products/<uuid>.jpg` has `products/<uuid>-480.webp` and `products/<uuid>-960.webp`. The fan
 * site offers them in a srcset, the API makes a missing one from its original, and the orphan
 * sweep keeps them as long as their original. Plain functions of the key or URL, no zod: the fan
 * site imports them.
 */

/** Longest side of a re-encoded public image. */
export const UPLOAD_MAX_PIXELS = 1600;

/** Widths of the WebP copies of every uploaded raster image. */
export const IMAGE_WIDTHS = [480, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** What an original may be: the copies are made of photos and pictures, never of SVG (vector: any size already). */
const RASTER_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
const RASTER = /\.(?:jpe?g|png|webp)$/i;
const VARIANT = /^(.+)-(\d+)\.webp$/;

const isImageWidth = (width: number): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width);

/** A key or path that names a copy: its width and the name of its original without the extension. */
function variantParts(path: string): { stem: string; width: ImageWidth } | undefined {
  const match = VARIANT.exec(path);
  const width = Number(match?.[2]);
  return match && isImageWidth(width) ? { stem: match[1]!, width } : undefined;
}

/** Whether an image has copies: a raster image that is no copy itself. */
const hasVariants = (path: string): boolean => RASTER.test(path) && !variantParts(path);

/** The key or path of an image's copy `width` px wide: `products/<uuid>.jpg` -> `products/<uuid>-480.webp`. */
export const imageVariantPath = (path: string, width: ImageWidth): string => `${path.replace(RASTER, '')}-${width}.webp`;

/** The keys of an original's copies; none for an SVG or a copy. */
export const imageVariantKeys = (key: string): string[] => (hasVariants(key) ? IMAGE_WIDTHS.map((width) => imageVariantPath(key, width)) : []);

/**
 * The width of the copy a key names, and the keys its original may have (one per raster
 * extension); undefined when the key names no copy (another width, not WebP, a copy of a copy).
 */
export function imageVariantOf(key: string): { width: ImageWidth; originalKeys: string[] } | undefined {
  const parts = variantParts(key);
  if (!parts || variantParts(`${parts.stem}.webp`)) return undefined;
  return { width: parts.width, originalKeys: RASTER_EXTENSIONS.map((ext) => `${parts.stem}.${ext}`) };
}

/**
 * The srcset of an image the API serves under /uploads with copies, the original counted as
 * UPLOAD_MAX_PIXELS wide (at most that; a smaller one is still the sharpest there is); undefined
 * for an SVG, a copy or another site's image, which are offered as they are.
 */
export function imageSrcSet(url: string): string | undefined {
  if (!url.startsWith('/uploads/') || /[?#]/.test(url) || !hasVariants(url)) return undefined;
  return [...IMAGE_WIDTHS.map((width) => `${imageVariantPath(url, width)} ${width}w`), `${url} ${UPLOAD_MAX_PIXELS}w`].join(', ');
}

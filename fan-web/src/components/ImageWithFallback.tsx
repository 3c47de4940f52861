import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { imageSrcSet } from '@club/core';

interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** Shown instead when the image cannot be loaded. */
  fallback: ReactNode;
}

/**
 * An image, or its fallback when it cannot be loaded. An upload also offers its sized WebP copies
 * for the width it is shown at: `sizes`, or the `width` of an image of fixed size.
 */
export function ImageWithFallback({ fallback, sizes, ...image }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === image.src) return fallback;
  const shownAt = sizes ?? (typeof image.width === 'number' ? `${image.width}px` : undefined);
  const srcSet = shownAt ? imageSrcSet(image.src) : undefined;
  return <img {...image} srcSet={srcSet} sizes={srcSet ? shownAt : undefined} onError={() => setFailedSrc(image.src)} />;
}

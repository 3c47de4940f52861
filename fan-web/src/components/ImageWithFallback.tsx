import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** Shown instead when the image cannot be loaded. */
  fallback: ReactNode;
}

export function ImageWithFallback({ fallback, ...image }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === image.src) return fallback;
  return <img {...image} onError={() => setFailedSrc(image.src)} />;
}

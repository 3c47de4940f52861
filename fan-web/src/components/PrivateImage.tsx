import { useState } from 'react';

/**
 * An image only its owner may see (a payment slip): the browser asks for it with the fan's session
 * cookie, as it does the site's calls, so the server renders it into the page too. A failure says
 * so in words.
 */
export function PrivateImage({ src, alt, className, error }: { src: string; alt: string; className?: string; error: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <p className="field-error">{error}</p>;
  return <img className={className} src={src} alt={alt} onError={() => setFailed(src)} />;
}

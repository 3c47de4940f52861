import { useEffect, useState } from 'react';
import { fetchBlob } from '../lib/api-client';

/** An image only its owner may see (a payment slip): fetched as the signed-in fan, shown from memory (a failure says so in words). */
export function PrivateImage({ src, alt, className, error }: { src: string; alt: string; className?: string; error: string }) {
  const [state, setState] = useState<{ src: string; url: string | null } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchBlob(src, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ src, url });
      })
      .catch(() => !controller.signal.aborted && setState({ src, url: null }));
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [src]);

  if (state?.src === src && !state.url) return <p className="field-error">{error}</p>;
  if (state?.src !== src || !state.url) return <div className={`image-placeholder ${className ?? ''}`} aria-busy="true" />;
  return <img className={className} src={state.url} alt={alt} />;
}

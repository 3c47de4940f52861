import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { imageLoading } from '../../../lib/image-loading';

function Placeholder() {
  const { t } = useTranslation('store');
  return (
    <span className="product-image-placeholder" role="img" aria-label={t('card.noImage')}>
      <Icon name="bag" size={40} />
    </span>
  );
}

/**
 * A product picture, or a placeholder when there is none or it fails to load. Its box is square
 * (store.css) and so are its width and height, so nothing moves as it loads; `sizes` is the width
 * its box has on the screen. Lazy, unless it is the first thing the page shows (`priority`).
 */
export function ProductImage({ src, alt, sizes, priority = false }: { src: string | null | undefined; alt: string; sizes: string; priority?: boolean }) {
  if (!src) return <Placeholder />;
  return <ImageWithFallback src={src} alt={alt} width={480} height={480} sizes={sizes} {...imageLoading(priority)} fallback={<Placeholder />} />;
}

import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { ImageWithFallback } from '../../../components/ImageWithFallback';

function Placeholder() {
  const { t } = useTranslation('store');
  return (
    <span className="product-image-placeholder" role="img" aria-label={t('card.noImage')}>
      <Icon name="bag" size={40} />
    </span>
  );
}

/** A product picture, or a placeholder when there is none or it fails to load. */
export function ProductImage({ src, alt, eager = false }: { src: string | null | undefined; alt: string; eager?: boolean }) {
  if (!src) return <Placeholder />;
  return <ImageWithFallback src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" fallback={<Placeholder />} />;
}

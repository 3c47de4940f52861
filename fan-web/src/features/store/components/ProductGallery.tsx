import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet, type ProductDetailDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { imageLoading } from '../../../lib/image-loading';
import { inLanguage } from '../../../lib/intl';
import { ProductImage } from './ProductImage';

/** The main picture's width (store.css): the page's width on a phone, at most 520 px up to 899 px, then the left column (about 575 px). */
const MAIN_IMAGE_SIZES = '(max-width: 559px) 100vw, (max-width: 899px) 520px, 580px';

/** The main picture and a row of thumbnails; arrow keys move between thumbnails. */
export function ProductGallery({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const images = [product.images.main, ...product.images.additional].filter((image) => image !== null);
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  const name = inLanguage(lang, product.name, product.name_th);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + images.length) % images.length;
    setIndex(next);
    document.getElementById(`gallery-thumb-${next}`)?.focus();
  };

  return (
    <section className="product-gallery" aria-label={t('detail.gallery')} data-testid="product-gallery">
      <div className="product-gallery-main">
        <ProductImage src={current?.url} alt={current ? inLanguage(lang, current.alt, current.alt_th) || name : name} sizes={MAIN_IMAGE_SIZES} priority />
      </div>
      {images.length > 1 && (
        <div className="product-thumbs" role="group" aria-label={t('detail.gallery')}>
          {images.map((image, i) => (
            <button
              key={image.url}
              id={`gallery-thumb-${i}`}
              type="button"
              className="product-thumb"
              aria-label={t('detail.showImage', { index: i + 1, count: images.length })}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
              onKeyDown={onKeyDown}
              data-testid="gallery-thumb"
            >
              <img src={image.url} srcSet={imageSrcSet(image.url)} sizes="76px" width={76} height={76} alt="" {...imageLoading(false)} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

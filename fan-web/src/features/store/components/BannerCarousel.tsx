import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_ROTATION_MS, imageSrcSet, type BannerDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { Icon } from '../../../components/Icon';
import { imageLoading } from '../../../lib/image-loading';
import { inLanguage } from '../../../lib/intl';
import { useBanners } from '../api/get-banners';

/** Without banners the store opens with its own title. */
function HeroText() {
  const { t } = useTranslation('store');
  return (
    <div className="store-hero-text" data-testid="store-hero">
      <p className="eyebrow">{t('hero.eyebrow')}</p>
      <h1 id="store-title">{t('hero.title')}</h1>
      <p>{t('hero.text')}</p>
    </div>
  );
}

/** A banner fills the page's width (at most the 1152 px of the container's content), 3 : 1 (store.css). */
const BANNER_SIZES = '(max-width: 1199px) 100vw, 1152px';

/** `first`: the banner the store opens on, fetched before anything else; the others once the page is up. */
function Slide({ banner, active, first }: { banner: BannerDto; active: boolean; first: boolean }) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const title = inLanguage(lang, banner.title, banner.title_th);
  const content = (
    <>
      <img
        src={banner.image_url}
        srcSet={imageSrcSet(banner.image_url)}
        sizes={BANNER_SIZES}
        width={1200}
        height={400}
        alt=""
        {...imageLoading(first)}
      />
      <span className="banner-caption">
        <span>{title}</span>
        {banner.target_link && <Icon name="arrowRight" size={18} />}
      </span>
    </>
  );
  return (
    // Hidden slides stay in place for the cross-fade, but out of reach of the keyboard and screen readers.
    <div className={`banner-slide${active ? ' is-active' : ''}`} inert={!active} aria-hidden={!active} data-testid="banner-slide">
      {banner.target_link ? (
        <a href={banner.target_link} target="_blank" rel="noopener noreferrer" data-testid="banner-link">
          {content}
          <span className="visually-hidden"> ({t('banners.newTab')})</span>
        </a>
      ) : (
        content
      )}
    </div>
  );
}

/**
 * Banners that move on every BANNER_ROTATION_MS (spec section 9). They stop while the pointer or
 * the keyboard focus is on them, and the pause button stops them for good (WCAG 2.2.2).
 */
function Carousel({ banners }: { banners: BannerDto[] }) {
  const { t } = useTranslation('store');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = banners.length;
  const rotating = count > 1 && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!rotating) return;
    // Restarted on every move, so a banner chosen by hand also gets its full 4 seconds.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), BANNER_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  const current = Math.min(index, count - 1);
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      data-testid="banner-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="banner-slides" aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          <Slide key={banner.id} banner={banner} active={i === current} first={i === 0} />
        ))}
      </div>
      {count > 1 && (
        <div className="banner-controls">
          <button type="button" className="banner-pause" aria-label={stopped ? t('banners.play') : t('banners.pause')} onClick={() => setStopped((s) => !s)} data-testid="banner-pause">
            {stopped ? (
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                <path d="M6 4l14 8-14 8z" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />
              </svg>
            )}
          </button>
          <div className="banner-dots" role="group" aria-label={t('banners.dotsLabel')}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="banner-dot"
                aria-label={t('banners.show', { index: i + 1, count })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                data-testid="banner-dot"
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

/** The top of the store: the banner carousel, or a title when there are no banners (or they failed to load). */
export function StoreHero() {
  const { t } = useTranslation('store');
  const banners = useBanners();
  if (banners.isPending)
    return (
      // Shaped like a banner with a one-line caption, so that the page does not move when the banners come.
      <div className="banner-carousel" aria-hidden="true">
        <div className="banner-skeleton image-placeholder" />
        <span className="banner-caption">&nbsp;</span>
      </div>
    );
  if (banners.isError || !banners.data.length) return <HeroText />;
  return (
    <>
      <h1 id="store-title" className="visually-hidden">
        {t('meta.storeTitle')}
      </h1>
      <Carousel banners={banners.data} />
    </>
  );
}

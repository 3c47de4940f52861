import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantKeys, imageVariantOf, imageVariantPath } from './images.js';

const uuid = '0b7c64f2-3a51-4a0e-9d3c-123456789012';

describe('sized copies of uploaded images', () => {
  it('names the WebP copy of an upload at a width', () => {
    expect(imageVariantPath(`/uploads/products/${uuid}.jpg`, 480)).toBe(`/uploads/products/${uuid}-480.webp`);
    expect(imageVariantPath(`banners/${uuid}.webp`, 960)).toBe(`banners/${uuid}-960.webp`);
    expect(imageVariantKeys(`products/${uuid}.jpg`)).toEqual([`products/${uuid}-480.webp`, `products/${uuid}-960.webp`]);
  });

  it('offers the copies and the original in a srcset for an uploaded raster image only', () => {
    expect(imageSrcSet(`/uploads/products/${uuid}.jpg`)).toBe(
      `/uploads/products/${uuid}-480.webp 480w, /uploads/products/${uuid}-960.webp 960w, /uploads/products/${uuid}.jpg 1600w`,
    );
    expect(imageSrcSet(`/uploads/team-logos/${uuid}.PNG`)).toContain(`/uploads/team-logos/${uuid}-480.webp 480w`);
    for (const url of [
      '/uploads/products/bt-home-25.svg', // the seed artwork: vector
      `/uploads/products/${uuid}-480.webp`, // already a copy
      `https://cdn.example.com/uploads/products/${uuid}.jpg`, // another site's
      `/images/${uuid}.jpg`,
      `/uploads/products/${uuid}.jpg?v=2`,
    ]) {
      expect(imageSrcSet(url), url).toBeUndefined();
    }
    expect(imageVariantKeys('products/bt-home-25.svg')).toEqual([]);
    expect(imageVariantKeys(`products/${uuid}-960.webp`)).toEqual([]);
  });

  it('finds the original a copy was made of, for the widths made only', () => {
    expect(imageVariantOf(`products/${uuid}-480.webp`)).toEqual({
      width: 480,
      originalKeys: ['jpg', 'jpeg', 'png', 'webp'].map((ext) => `products/${uuid}.${ext}`),
    });
    expect(imageVariantOf(`products/${uuid}-960.webp`)?.width).toBe(960);
    for (const key of [`products/${uuid}.webp`, `products/${uuid}-300.webp`, `products/${uuid}-480.jpg`, `products/${uuid}-480-960.webp`, 'products/scarf-2.svg']) {
      expect(imageVariantOf(key), key).toBeUndefined();
    }
  });
});

import { expect, it } from 'vitest';
import { variantKey } from './variants.js';

it('gives the same variant key whatever order the groups come in', () => {
  expect(variantKey({ size: 'M', color: 'home' })).toBe(variantKey({ color: 'home', size: 'M' }));
  expect(variantKey({})).toBe('');
});

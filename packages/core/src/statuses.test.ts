import { expect, it } from 'vitest';
import { isStaffRole } from './statuses.js';

it('only staff and admin roles reach the console', () => {
  expect(['fan', 'staff', 'admin', undefined].map(isStaffRole)).toEqual([false, true, true, false]);
});

import { expect, it } from 'vitest';
import { isGateRole, isStaffRole } from './statuses.js';

it('only staff and admin roles reach the console', () => {
  expect(['fan', 'steward', 'staff', 'admin', undefined].map(isStaffRole)).toEqual([false, false, true, true, false]);
});

it('stewards, staff and admins scan at the gate; fans do not', () => {
  expect(['fan', 'steward', 'staff', 'admin', undefined].map(isGateRole)).toEqual([false, true, true, true, false]);
});

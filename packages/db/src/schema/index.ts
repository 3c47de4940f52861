export * from './auth.js';
export * from './ticketing.js';
export * from './store.js';
export * from './shipping.js';
export * from './orders.js';
export * from './receipts.js';
export * from './content.js';
export * from './system.js';

export * from './room.js';
export { runScript } from './scripts.js';
export { tickEmitter } from './emitter.js';

export * from './users.js';
export * from './auth.js';
export * from './system.js';

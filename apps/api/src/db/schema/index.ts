export * from './users.js';
export * from './auth.js';
export * from './system.js';
export * from './reference.js';
export * from './content.js';
export * from './admin.js';

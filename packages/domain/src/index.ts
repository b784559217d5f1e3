export * from './enums.js';
export * from './groups.js';
export * from './messages.js';
export * from './countries.js';
export * from './rules.js';

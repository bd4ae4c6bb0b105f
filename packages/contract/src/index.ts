export * from './messages.js';
export * from './limits.js';
export * from './files.js';
export * from './schemas.js';
export * from './forms.js';
export * from './api.js';
export * from './collections.js';

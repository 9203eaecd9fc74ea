/**
 * `npm start` entry: production unless told otherwise. NODE_ENV must be set before React and React Router
 * load (they pick their development or production builds at import time), hence this tiny first module.
 */
process.env.NODE_ENV ??= 'production';
await import('./main.ts');
export {};

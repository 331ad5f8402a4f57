// Loaded with `node --import` to start the server as a production install would: whatever
// `npm ci --omit=dev` leaves out fails to resolve.
import { register } from 'node:module';
register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (/^(firebase-tools|pino-pretty|vite)(\\/|$)/.test(specifier))
    throw new Error('development dependency loaded in production: ' + specifier);
  return next(specifier, context);
}`),
);

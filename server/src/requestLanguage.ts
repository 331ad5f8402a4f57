import type { FastifyRequest } from 'fastify';
import { languages, type Language } from '@tribuna/common/schemas/common';

// A set lookup, not the zod enum: this runs on every public request, most of them without the
// header, and a failed zod parse builds an error with its issues each time.
const known: ReadonlySet<string> = new Set(languages);

/** The language of the `X-App-Lang` header, or null when it is missing or unknown. */
export function requestedLanguage(request: FastifyRequest): Language | null {
  const header = request.headers['x-app-lang'];
  if (header === undefined) return null;
  const value = String(header).toLowerCase();
  return known.has(value) ? (value as Language) : null;
}

/** The language of the `X-App-Lang` header; Czech when it is missing or unknown. */
export function requestLanguage(request: FastifyRequest): Language {
  return requestedLanguage(request) ?? 'cs';
}

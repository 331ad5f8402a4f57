import type { FastifyRequest } from 'fastify';
import { languageSchema, type Language } from '@tribuna/common/schemas/common';

/** The language of the `X-App-Lang` header, or null when it is missing or unknown. */
export function requestedLanguage(request: FastifyRequest): Language | null {
  const parsed = languageSchema.safeParse(String(request.headers['x-app-lang'] ?? '').toLowerCase());
  return parsed.success ? parsed.data : null;
}

/** The language of the `X-App-Lang` header; Czech when it is missing or unknown. */
export function requestLanguage(request: FastifyRequest): Language {
  return requestedLanguage(request) ?? 'cs';
}

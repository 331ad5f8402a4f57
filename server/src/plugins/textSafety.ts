import type { FastifyInstance } from 'fastify';
import { formError, hasUnsafeCharacter } from '@tribuna/common/validation';
import { ProductError } from '../errors';

/** The first string (value or key) in `root` with a NUL or a lone surrogate, as a dotted field path. */
export function findUnsafeText(root: unknown, prefix: string): string | null {
  // Most requests carry no body (and some no parameters): nothing to walk then.
  if (root === undefined || root === null) return null;
  if (typeof root === 'string') return hasUnsafeCharacter(root) ? prefix : null;
  // An explicit stack: a body nested thousands of levels deep must not overflow the call stack.
  const stack: { value: unknown; path: string }[] = [{ value: root, path: prefix }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasUnsafeCharacter(value)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = `${path}.${key}`;
        if (hasUnsafeCharacter(key)) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

/**
 * Refuses a NUL or a lone surrogate anywhere in the path parameters, query or body of every route,
 * present and future, before validation: PostgreSQL would fail on them with a 500. Runs after the
 * identity guards (`onRequest`), so a caller without the right still learns nothing about the route.
 */
export function registerTextSafety(app: FastifyInstance) {
  // A callback rather than an async hook: it runs on every request and seldom has anything to find.
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      findUnsafeText(request.params, 'params') ??
      findUnsafeText(request.query, 'querystring') ??
      findUnsafeText(request.body, 'body');
    if (!field) return done();
    done(
      new ProductError(
        'badRequest',
        { fields: [{ field, message: formError.character }] },
        'The request is not valid.',
      ),
    );
  });
}

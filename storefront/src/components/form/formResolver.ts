import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issuesToErrors } from './fieldErrors';

/**
 * The zod resolver of react-hook-form for a schema of the shared rules. The resolver keeps only
 * each issue's message (our i18n key); the values a message interpolates (`{{max}}`, `{{date}}`)
 * are added back from the issues, so that the field can say "at most 100 characters".
 */
export function formResolver<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
): Resolver<In, unknown, Out> {
  const resolve = zodResolver(schema) as Resolver<In, unknown, Out>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return result;
    for (const [name, error] of Object.entries(issuesToErrors(parsed.error.issues))) {
      const target: object | undefined = result.errors[name];
      if (target && error?.params) Object.assign(target, { params: error.params });
    }
    return result;
  };
}

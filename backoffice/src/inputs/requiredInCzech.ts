import { useSourceContext, type Validator } from 'react-admin';

/**
 * Czech is the required language (the API's locale map); the other translations may stay empty.
 * TranslatableInputs renders the same inputs once per locale, so the rule reads the final source.
 */
export const requiredInCzech: Validator = (value, _values, props?: { finalSource?: string }) =>
  props?.finalSource?.endsWith('.cs') && (typeof value !== 'string' || value.trim() === '')
    ? 'formError.requiredError'
    : undefined;

/**
 * Whether a translatable input is marked required (its label's asterisk): its Czech version is,
 * when its rules include `requiredInCzech`; the other languages' versions are not. react-admin marks
 * only inputs whose rules are required in every language.
 */
export function useRequiredInCzech(source: string, validate: Validator | Validator[] | undefined): boolean {
  const finalSource = useSourceContext().getSource(source);
  const rules = Array.isArray(validate) ? validate : [validate];
  return finalSource.endsWith('.cs') && rules.includes(requiredInCzech);
}

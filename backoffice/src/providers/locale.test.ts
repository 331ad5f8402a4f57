// @vitest-environment node
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { resolveInitialLocale } from './locale';

describe('resolveInitialLocale', () => {
  it('takes ?lang= from the address and remembers it', () => {
    const store = memoryStore();
    store.setup();
    expect(resolveInitialLocale('?lang=sk', store)).toBe('sk');
    expect(resolveInitialLocale('', store)).toBe('sk');
  });

  it('falls back to the remembered choice, then Czech', () => {
    expect(resolveInitialLocale('?lang=de', memoryStore({ locale: 'en' }))).toBe('en');
    expect(resolveInitialLocale('', memoryStore())).toBe('cs');
  });
});

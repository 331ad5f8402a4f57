// @vitest-environment node
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { resolveInitialLocale } from './locale';

describe('resolveInitialLocale', () => {
  it('follows the address: ?lang= from the Slovak admin paths, otherwise Czech', () => {
    const store = memoryStore();
    store.setup();
    expect(resolveInitialLocale('?lang=sk', store)).toBe('sk');
    expect(store.getItem('locale')).toBe('sk');
    expect(resolveInitialLocale('?lang=en', store)).toBe('en');
  });

  it('starts a Czech admin path in Czech whatever language the last visit had', () => {
    const store = memoryStore({ locale: 'sk' });
    store.setup();
    expect(resolveInitialLocale('', store)).toBe('cs');
    // react-admin starts in its stored locale: that is the address's now.
    expect(store.getItem('locale')).toBe('cs');
    expect(resolveInitialLocale('?lang=de', memoryStore({ locale: 'en' }))).toBe('cs');
  });
});

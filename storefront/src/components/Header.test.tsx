import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { adminUser, fakeSession, renderWithApp } from '../test/helpers';
import { Header } from './Header';

afterEach(async () => {
  cleanup();
  await changeLanguage('cs');
});

describe('header', () => {
  it("links staff to the back office in the page's language", async () => {
    renderWithApp(<Header />, { path: '/clanky', session: fakeSession({ user: adminUser() }) });
    expect(screen.getByRole('link', { name: 'Administrace' }).getAttribute('href')).toBe('/admin');
    cleanup();

    await changeLanguage('sk');
    renderWithApp(<Header />, { path: '/sk/clanky', session: fakeSession({ user: adminUser() }) });
    expect(screen.getByRole('link', { name: 'Administrácia' }).getAttribute('href')).toBe('/sk/admin');
  });
});

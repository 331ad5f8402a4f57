import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shellEn } from '@tribuna/common/i18n/shell.en';
import { changeLanguage, i18n } from '../lib/i18n';
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

  it("offers staff the back office in the phone's menu, where the toolbar has no room for it", async () => {
    await changeLanguage('sk');
    renderWithApp(<Header />, { path: '/sk/clanky', session: fakeSession({ user: adminUser() }) });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('presentation');
    expect(within(menu).getByRole('link', { name: 'Administrácia' }).getAttribute('href')).toBe('/sk/admin');
    cleanup();

    // A fan's menu has no such link.
    renderWithApp(<Header />, { path: '/sk/clanky' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const fanMenu = await screen.findByRole('presentation');
    expect(within(fanMenu).getByRole('link', { name: 'Permanentky' })).toBeTruthy();
    expect(within(fanMenu).queryByRole('link', { name: 'Administrácia' })).toBeNull();
  });

  it('leads fans to the season tickets from the menu in every language', async () => {
    renderWithApp(<Header />, { path: '/clanky' });
    expect(screen.getByRole('link', { name: 'Permanentky' }).getAttribute('href')).toBe('/permanentky');
    cleanup();

    await changeLanguage('sk');
    renderWithApp(<Header />, { path: '/sk/clanky' });
    expect(screen.getByRole('link', { name: 'Permanentky' }).getAttribute('href')).toBe('/sk/permanentky');
    cleanup();

    // The storefront speaks cs and sk only; the shared English texts are checked as the spec words them.
    i18n.addResourceBundle('en', 'translation', shellEn, true, true);
    await i18n.changeLanguage('en');
    renderWithApp(<Header />, { path: '/clanky' });
    expect(screen.getByRole('link', { name: 'Season tickets' })).toBeTruthy();
  });
});

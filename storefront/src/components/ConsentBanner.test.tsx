import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { readConsent, saveConsent } from '../lib/consent';
import { renderWithApp } from '../test/helpers';
import { ConsentBanner } from './ConsentBanner';
import { Footer } from './Footer';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('cookie consent banner', () => {
  it('asks a visitor who has not chosen, with the focus on the question', async () => {
    renderWithApp(<ConsentBanner />);
    const banner = await screen.findByRole('dialog', { name: 'Soubory cookies a soukromí' });
    expect(document.activeElement).toBe(banner);
    fireEvent.click(screen.getByRole('button', { name: 'Jen nezbytné' }));
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false, notifications: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('accepts everything at once', async () => {
    renderWithApp(<ConsentBanner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Přijmout vše' }));
    expect(readConsent()).toMatchObject({ analytics: true, marketing: true, notifications: true });
  });

  it('does not ask a visitor who chose before', () => {
    saveConsent({ analytics: false, marketing: false, notifications: true });
    renderWithApp(<ConsentBanner />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the visitor choose per category, and change it later from the footer', async () => {
    renderWithApp(
      <>
        <ConsentBanner />
        <Footer />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Nastavení' }));
    await screen.findByRole('dialog', { name: 'Nastavení souhlasu' });
    fireEvent.click(screen.getByRole('switch', { name: 'Notifikace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit volby' }));
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false, notifications: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Later: the footer's link opens the settings with the stored choice.
    act(() => screen.getByRole('button', { name: 'Nastavení cookies' }).click());
    await screen.findByRole('dialog', { name: 'Nastavení souhlasu' });
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Notifikace' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Analytické' }).checked).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: 'Analytické' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit volby' }));
    expect(readConsent()).toMatchObject({ analytics: true, marketing: false, notifications: true });
  });
});

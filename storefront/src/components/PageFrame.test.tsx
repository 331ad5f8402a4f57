import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../lib/i18n';
import { PageFrame } from './PageFrame';

function renderAt(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {['/clanky/:uuid', '/sk/clanky/:uuid', '/sk/clanky'].map((p) => (
            <Route
              key={p}
              path={p}
              element={
                <PageFrame>
                  <p>article page</p>
                </PageFrame>
              }
            />
          ))}
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await changeLanguage('cs');
});

describe('PageFrame', () => {
  it('shows the page when its uuid parameter is a uuid', () => {
    renderAt('/clanky/7d3f6a2e-2b7c-4c55-9a43-8f1f2b1c0d9e');
    expect(screen.getByText('article page')).toBeTruthy();
  });

  it('answers a 404 with the spec message when the parameter is not a uuid', () => {
    renderAt('/clanky/42');
    expect(screen.queryByText('article page')).toBeNull();
    expect(screen.getByText('Stránka nenalezena: /clanky/42')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stránka nenalezena' })).toBeTruthy();
  });

  it('switches the interface to the language of the path', async () => {
    renderAt('/sk/clanky');
    await waitFor(() => expect(i18n.language).toBe('sk'));
    expect(document.documentElement.lang).toBe('sk');
  });
});

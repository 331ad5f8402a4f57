import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';
import { resourceScreen } from './DocumentTitle';

const A = '11111111-1111-4111-8111-111111111111';
const article = { id: A, uuid: A, title: { cs: 'Derby je naše' }, perex: { cs: 'Perex' }, body: { cs: '' } };

afterEach(() => {
  window.localStorage.clear();
});

const articlesApi = () =>
  fakeDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'articles' ? { data: [article], total: 1 } : { data: [], total: 0 },
    ),
    getOne: vi.fn(async () => ({ data: article })),
  });

describe('the document title', () => {
  it('names a list by its resource', async () => {
    renderApp('/admin/articles', ['article_admin'], articlesApi());
    await waitFor(() => expect(document.title).toBe('Články — Tribuna administrace'));
  });

  it('names an edit screen by its resource and record', async () => {
    renderApp(`/admin/articles/${A}`, ['article_admin'], articlesApi());
    await waitFor(() => expect(document.title).toBe('Upravit: Článek Derby je naše — Tribuna administrace'));
  });

  it('names a page of its own by the title it shows', async () => {
    renderApp('/admin/kontrola-vstupenek', ['ticket_checker']);
    await waitFor(() => expect(document.title).toBe('Kontrola vstupenek — Tribuna administrace'));
  });

  it('reads resource screens from paths', () => {
    const resources = new Set(['articles']);
    expect(resourceScreen('/articles', resources)).toEqual({ resource: 'articles', view: 'list' });
    expect(resourceScreen('/articles/create', resources)).toEqual({ resource: 'articles', view: 'create' });
    expect(resourceScreen(`/articles/${A}/show`, resources)).toEqual({
      resource: 'articles',
      view: 'show',
      id: A,
    });
    expect(resourceScreen('/kontrola-vstupenek', resources)).toBeNull();
  });
});

describe('a list row', () => {
  it('is focusable and opens its record with Enter', async () => {
    renderApp('/admin/articles', ['article_admin'], articlesApi());
    const row = (await screen.findByText('Derby je naše')).closest('tr')!;
    expect(row.tabIndex).toBe(0);
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(window.location.pathname).toBe(`/admin/articles/${A}`));
  });
});

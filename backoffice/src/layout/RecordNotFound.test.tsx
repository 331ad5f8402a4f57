import { screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const S = '33333333-3333-4333-8333-333333333333';

afterEach(() => {
  window.localStorage.clear();
});

const notFound = (name: string) =>
  new HttpError(`apiError.${name}`, 404, { name, message: 'no', details: {} });

describe('a record that cannot be loaded', () => {
  it('says an unknown article is not found and stays at its edit address', async () => {
    const dataProvider = fakeDataProvider({
      getOne: vi.fn(async () => {
        throw notFound('articleNotFound');
      }),
    });
    renderApp(`/admin/articles/${UNKNOWN}`, ['article_admin'], dataProvider);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Záznam nenalezen' })).toBeTruthy();
    expect(within(main).getByText(/V sekci Články žádný záznam s touto adresou není/)).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Zpět na seznam' }).getAttribute('href')).toBe(
      '/admin/articles',
    );
    expect(window.location.pathname).toBe(`/admin/articles/${UNKNOWN}`);
  });

  it('says so on a show screen too, and tells a failure apart from a missing record', async () => {
    const dataProvider = fakeDataProvider({
      getOne: vi.fn(async () => {
        throw new HttpError('apiError.errorFallback', 500, { name: 'errorFallback' });
      }),
    });
    renderApp(`/admin/orders/${UNKNOWN}/show`, ['accountant'], dataProvider);
    expect(await screen.findByRole('heading', { name: 'Záznam se nepodařilo načíst' })).toBeTruthy();
    expect(window.location.pathname).toBe(`/admin/orders/${UNKNOWN}/show`);
  });
});

describe('the feature detail path', () => {
  it("shows a subscription's detail for a subscription's uuid (spec: it reuses the path)", async () => {
    const getOne = vi.fn(async (resource: string) => {
      if (resource === 'subscriptions') {
        return { data: { id: S, uuid: S, name: { cs: 'Sezóna 2027' }, type: 'permanent', prices: [] } };
      }
      throw notFound('featureNotFound');
    });
    renderApp(`/admin/featury/${S}/detail`, ['admin'], fakeDataProvider({ getOne }));
    await waitFor(() => expect(window.location.pathname).toBe(`/admin/subscriptions/${S}/show`));
    expect((await screen.findAllByText('Sezóna 2027')).length).toBeGreaterThan(0);
    expect(getOne).toHaveBeenCalledWith('features', expect.objectContaining({ id: S }));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminAuditEntry } from '@tribuna/common/schemas/auditLog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';
import { auditChanges, showValue } from './auditChanges';

const E = '99999999-9999-4999-8999-999999999999';
const A = '11111111-1111-4111-8111-111111111111';
const entry: AdminAuditEntry = {
  uuid: E,
  actorUuid: '22222222-2222-4222-8222-222222222222',
  actorEmail: 'redaktor@example.com',
  resource: 'articles',
  recordId: A,
  action: 'edit',
  route: 'PUT /api/v1/admin/articles/:uuid',
  before: { title: { cs: 'Derby je naše' }, publishedAt: null },
  after: { title: { cs: 'Derby je naše!' }, publishedAt: '2026-11-23T10:00:00.000Z', image: 'x' },
  createdAt: '2026-11-23T10:05:00.000Z',
};
const record = { ...entry, id: E };

function auditApi() {
  return fakeDataProvider({
    getList: vi.fn(async () => ({ data: [record], total: 1 })),
    getOne: vi.fn(async () => ({ data: record })),
  });
}

afterEach(() => {
  window.localStorage.clear();
});

describe('audit changes', () => {
  it('lists every field either side names, with its old and new value', () => {
    expect(auditChanges(entry.before, entry.after)).toEqual([
      { field: 'title', before: { cs: 'Derby je naše' }, after: { cs: 'Derby je naše!' } },
      { field: 'publishedAt', before: null, after: '2026-11-23T10:00:00.000Z' },
      { field: 'image', before: undefined, after: 'x' },
    ]);
    expect(auditChanges(null, { roles: ['user'] })).toEqual([
      { field: 'roles', before: undefined, after: ['user'] },
    ]);
    expect(showValue(undefined, '—')).toBe('—');
    expect(showValue(null, '—')).toBe('—');
    expect(showValue('text', '—')).toBe('text');
    expect(showValue(['user', 'admin'], '—')).toBe('["user","admin"]');
  });
});

describe('the audit log', () => {
  it('lists who changed what, and filters by person, section and days', { timeout: 40_000 }, async () => {
    const { dataProvider } = renderApp('/admin/audit-log', ['admin'], auditApi());
    expect(await screen.findByText('redaktor@example.com', {}, { timeout: 20_000 })).toBeTruthy();
    const row = screen.getByText('redaktor@example.com').closest('tr')!;
    expect(within(row).getByText('Úprava')).toBeTruthy();
    // The fields by the names the articles' screens give them, not their API keys.
    expect(within(row).getByText('Titulek, Publikováno, Titulní obrázek')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Kdo' }), { target: { value: 'redaktor' } });
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'audit-log',
        expect.objectContaining({ filter: { actorEmail: 'redaktor' } }),
      ),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sekce' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Články' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'audit-log',
        expect.objectContaining({ filter: { actorEmail: 'redaktor', resource: 'articles' } }),
      ),
    );
    fireEvent.change(screen.getByLabelText('Od dne'), { target: { value: '2026-11-23' } });
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'audit-log',
        expect.objectContaining({ filter: expect.objectContaining({ from: '2026-11-23' }) }),
      ),
    );
  });

  it('shows an entry with its fields before and after, and nothing to edit', async () => {
    renderApp(`/admin/audit-log/${E}/show`, ['super_admin'], auditApi());
    const diff = await screen.findByRole('table', { name: 'Změny' }, { timeout: 20_000 });
    const title = within(diff).getByText('Titulek').closest('tr')!;
    expect(within(title).getByText('{"cs":"Derby je naše"}')).toBeTruthy();
    expect(within(title).getByText('{"cs":"Derby je naše!"}')).toBeTruthy();
    const image = within(diff).getByText('Titulní obrázek').closest('tr')!;
    expect(within(image).getByText('—')).toBeTruthy();
    expect(screen.getByText('PUT /api/v1/admin/articles/:uuid')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Upravit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Smazat/ })).toBeNull();
  });

  it('is not in the menu of other staff', async () => {
    renderApp('/admin/articles', ['user_admin', 'article_admin'], auditApi());
    expect(await screen.findAllByRole('menuitem', {}, { timeout: 20_000 })).not.toHaveLength(0);
    expect(screen.queryByRole('menuitem', { name: /Záznamy změn/ })).toBeNull();
  });
});

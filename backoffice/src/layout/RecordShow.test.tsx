import { screen } from '@testing-library/react';
import { Button, Labeled, TextField } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider } from '../test/renderApp';
import { renderResource } from '../test/renderResource';
import { FieldRow, RecordShow } from './RecordShow';

const V = '11111111-1111-4111-8111-111111111111';

const CreatedBy = () => <span>Obsluha</span>;

describe('a record page', () => {
  it('shows its toolbar and labels each field by its source once, leaving parts that label themselves as they are', async () => {
    renderResource(
      <RecordShow toolbar={<Button label="Upravit" />}>
        <FieldRow>
          <TextField source="code" />
          <TextField source="orderUuid" emptyText="—" />
          <Labeled label="Vytvořil">
            <CreatedBy />
          </Labeled>
          <span>Bez popisku</span>
        </FieldRow>
      </RecordShow>,
      {
        resource: 'vouchers',
        path: `/vouchers/${V}/show`,
        route: '/vouchers/:id/show',
        roles: ['voucher_admin'],
        dataProvider: fakeDataProvider({
          getOne: vi.fn(async () => ({ data: { id: V, code: 'ABCDEFGHJKLM', orderUuid: null } })),
        }),
      },
    );
    expect(await screen.findByText('ABCDEFGHJKLM')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upravit' })).toBeTruthy();
    expect(screen.getAllByText('Kód')).toHaveLength(1);
    expect(screen.getAllByText('Číslo objednávky')).toHaveLength(1);
    expect(screen.getAllByText('Vytvořil')).toHaveLength(1);
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.getByText('Bez popisku')).toBeTruthy();
    // Three labels: none added to the part without a source, none doubled on the one with its own.
    expect(document.querySelectorAll('.RaLabeled-label')).toHaveLength(3);
  });
});

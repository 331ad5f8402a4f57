import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import { renderWithApp } from '../../test/helpers';
import { SeatChoicePanel, type SeatChoicePanelProps } from './SeatChoicePanel';

const categories: PublicEventCategory[] = [
  { key: 'A', name: 'Kategorie A', color: '#1565c0', price: 49000, currency: 'CZK', available: 2 },
];

const renderPanel = (props: Partial<SeatChoicePanelProps> = {}) =>
  renderWithApp(
    <SeatChoicePanel
      chart={<div>Plánek</div>}
      chartNote="Obsazenost se aktualizuje živě."
      legend={categories}
      title="Vaše místa"
      notices={null}
      failure={null}
      continueLabel="Pokračovat k objednávce"
      continueNote="Zaplatíte v košíku."
      canContinue
      onContinue={() => undefined}
      {...props}
    >
      <p>Sektor A, řada 1, sedadlo 2</p>
    </SeatChoicePanel>,
  );

afterEach(cleanup);

describe('the seat choice panel', () => {
  it('holds the chosen seats under their heading and continues with the button its note describes', () => {
    const onContinue = vi.fn();
    renderPanel({ onContinue });
    const selection = screen.getByRole('region', { name: 'Vaše místa' });
    expect(within(selection).getByText('Sektor A, řada 1, sedadlo 2')).toBeTruthy();
    const button = within(selection).getByRole('button', { name: 'Pokračovat k objednávce' });
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('Zaplatíte v košíku.').id);
    fireEvent.click(button);
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Plánek')).toBeTruthy();
    expect(screen.getByText('Kategorie A')).toBeTruthy();
  });

  it('says why the order failed, and keeps the button off while it cannot continue', () => {
    renderPanel({ canContinue: false, failure: 'Objednávku se nepodařilo vytvořit.' });
    expect(screen.getByRole('alert').textContent).toBe('Objednávku se nepodařilo vytvořit.');
    expect(screen.getByRole('button', { name: 'Pokračovat k objednávce' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});

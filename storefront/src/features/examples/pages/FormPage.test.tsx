import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { field, renderWithApp } from '../../../test/helpers';
import { FormPage } from './FormPage';

afterEach(cleanup);

// The page renders some 25 fields: slower than a one-form page in jsdom on a busy machine.
const PAGE_TIMEOUT_MS = 15_000;

const messageOf = (label: string) => field(label).closest('.MuiFormControl-root') as HTMLElement;

describe('form examples page', () => {
  it(
    'checks each rule as the user types, with the limits in the messages',
    async () => {
      renderWithApp(<FormPage />);
      fireEvent.change(field('Nejvýše 10 znaků'), { target: { value: 'příliš dlouhý text' } });
      expect(
        await within(messageOf('Nejvýše 10 znaků')).findByText('Maximální počet znaků je 10'),
      ).toBeTruthy();
      fireEvent.change(field('Alespoň 3 znaky'), { target: { value: 'ab' } });
      expect(
        await within(messageOf('Alespoň 3 znaky')).findByText('Minimální počet znaků je 3'),
      ).toBeTruthy();
      fireEvent.change(field('Datum v minulosti'), { target: { value: '01.01.2999' } });
      expect(
        await within(messageOf('Datum v minulosti')).findByText(/^Datum musí být před \d{2}\.\d{2}\.\d{4}$/),
      ).toBeTruthy();
      // Fields nobody has touched say nothing until the form is checked.
      expect(
        within(messageOf('Datum (dd.MM.yyyy)')).queryByText('Zadejte datum ve formátu dd.MM.yyyy'),
      ).toBeNull();
    },
    PAGE_TIMEOUT_MS,
  );

  it(
    'says whether all the fields are in order when checked',
    async () => {
      renderWithApp(<FormPage />);
      fireEvent.click(screen.getByRole('button', { name: 'Zkontrolovat' }));
      expect(await screen.findByText('Některá pole nejsou v pořádku.')).toBeTruthy();
      expect(
        within(messageOf('Datum (dd.MM.yyyy)')).getByText('Zadejte datum ve formátu dd.MM.yyyy'),
      ).toBeTruthy();
    },
    PAGE_TIMEOUT_MS,
  );
});

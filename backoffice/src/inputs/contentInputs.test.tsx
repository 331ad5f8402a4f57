import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const FEATURE = '99999999-9999-4999-8999-999999999999';

/** The create forms that share the title, perex, cover and members-only inputs, with their labels. */
const forms = [
  {
    resource: 'articles',
    path: '/admin/clanek/vytvorit',
    title: 'Titulek',
    perex: 'Perex',
    cover: 'Titulní obrázek',
  },
  { resource: 'benefits', path: '/admin/benefit/vytvorit', title: 'Název', perex: 'Perex', cover: 'Obrázek' },
  {
    resource: 'galleries',
    path: '/admin/galerie/vytvorit',
    title: 'Název',
    perex: 'Popis',
    cover: 'Titulní obrázek (jinak první fotka)',
  },
  {
    resource: 'video-archives',
    path: '/admin/video-galerie/vytvorit',
    title: 'Název',
    perex: 'Popis',
    cover: 'Náhled (jinak náhled prvního videa)',
  },
  {
    resource: 'audio-archives',
    path: '/admin/audio-galerie/vytvorit',
    title: 'Název',
    perex: 'Popis',
    cover: 'Obal',
  },
];

describe('the content forms’ shared inputs', () => {
  it.each(forms)(
    '$resource: title and perex per language, its own cover, members-only features; Czech is required',
    async ({ path, title, perex, cover }) => {
      const dataProvider = fakeDataProvider({
        getList: vi.fn(async (listed: string) =>
          listed === 'features'
            ? { data: [{ id: FEATURE, uuid: FEATURE, name: { cs: 'Permanentka' } }], total: 1 }
            : { data: [], total: 0 },
        ),
      });
      renderApp(path, ['super_admin'], dataProvider);
      const czechTitle = await screen.findByRole('textbox', { name: title });
      expect(screen.getByRole('textbox', { name: perex })).toBeTruthy();
      // The Czech title is marked required with an asterisk, as react-admin marks its required inputs;
      // the other languages' titles are not.
      const marked = (input: HTMLElement) => input.closest('.MuiFormControl-root')?.textContent;
      expect(marked(czechTitle)).toContain('*');
      expect(screen.getByText(cover)).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Jen pro členy s oprávněními' })).toBeTruthy();
      expect(
        screen.getByText('Prázdné: pro každého. Jinak jen pro členy, kteří mají všechna vybraná oprávnění.'),
      ).toBeTruthy();
      // Every language has its tab; the Slovak one names its inputs with the language.
      fireEvent.click(screen.getByRole('tab', { name: 'Slovenština' }));
      const slovakTitle = await screen.findByRole('textbox', { name: `${title} (Slovenština)` });
      expect(marked(slovakTitle)).not.toContain('*');
      fireEvent.click(screen.getByRole('tab', { name: 'Čeština' }));

      // Without a Czech title and perex nothing is sent.
      fireEvent.change(czechTitle, { target: { value: 'x' } });
      fireEvent.change(czechTitle, { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
      expect((await screen.findAllByText('Toto pole je povinné')).length).toBeGreaterThan(0);
      expect(dataProvider.create).not.toHaveBeenCalled();

      // A title of more than 300 characters is refused on the spot.
      fireEvent.change(czechTitle, { target: { value: 'T'.repeat(301) } });
      await waitFor(() => expect(screen.getByText(/Maximální počet znaků/)).toBeTruthy());
      expect(dataProvider.create).not.toHaveBeenCalled();
    },
    60_000,
  );
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@tribuna/common/api/calls';
import { accreditationAttachment } from '@tribuna/common/schemas/mediaAccreditations';
import { changeLanguage } from '../../../lib/i18n';
import { field, renderWithApp } from '../../../test/helpers';
import { applyForAccreditation } from '../api/applyForAccreditation';
import { MediaPage } from './MediaPage';

vi.mock('../api/applyForAccreditation', () => ({
  applyForAccreditation: vi.fn(async () => ({ uuid: 'x' })),
}));

function renderAt(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/pro-media" element={<MediaPage />} />
      <Route path="/sk/pre-media" element={<MediaPage />} />
    </Routes>,
    { path },
  );
}

const card = (size = 2048, name = 'prukaz.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function fill() {
  fireEvent.change(field('Jméno a příjmení'), { target: { value: 'Petra Svobodová' } });
  fireEvent.change(field('Médium (redakce)'), { target: { value: 'Deník Sport' } });
  fireEvent.change(field('E-mail'), { target: { value: 'petra@sport.example.com' } });
  fireEvent.change(field('Telefon'), { target: { value: '+420 777 123 456' } });
  fireEvent.change(field('Akce nebo sezóna'), { target: { value: 'Sezóna 2026/27' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

const attach = (file: File) =>
  fireEvent.change(screen.getByLabelText(/Novinářský průkaz/), { target: { files: [file] } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Odeslat žádost' }));

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await changeLanguage('cs');
});

describe('media accreditation page', () => {
  it('sends nothing without the press card, and says so at the file', async () => {
    renderAt('/pro-media');
    fill();
    send();
    expect(await screen.findByText('Přiložte prosím průkaz.')).toBeTruthy();
    expect(applyForAccreditation).not.toHaveBeenCalled();
  });

  it('shows how much of the card has been sent while it is being sent', async () => {
    let finish: () => void = () => {};
    vi.mocked(applyForAccreditation).mockImplementationOnce(async (_input, _file, onProgress) => {
      onProgress?.(0.4);
      await new Promise<void>((resolve) => (finish = resolve));
      return { uuid: 'x' };
    });
    renderAt('/pro-media');
    fill();
    attach(card());
    send();
    const bar = await screen.findByRole('progressbar', { name: 'Odesláno 40 %' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('refuses a card over the limit before sending it', async () => {
    renderAt('/pro-media');
    fill();
    attach(card(accreditationAttachment.maxBytes + 1));
    expect(await screen.findByText('Soubor je větší než 10 MB.')).toBeTruthy();
    send();
    await waitFor(() =>
      expect(screen.getByLabelText(/Novinářský průkaz/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(applyForAccreditation).not.toHaveBeenCalled();
  });

  it('sends the fields in the page’s language with the card, thanks, and clears the event and the card', async () => {
    await changeLanguage('sk');
    renderAt('/sk/pre-media');
    fireEvent.change(field('Meno a priezvisko'), { target: { value: 'Petra Svobodová' } });
    fireEvent.change(field('Médium (redakcia)'), { target: { value: 'Denník Šport' } });
    fireEvent.change(field('E-mail'), { target: { value: 'petra@sport.example.com' } });
    fireEvent.change(field('Telefón'), { target: { value: '+421 905 123 456' } });
    fireEvent.change(field('Podujatie alebo sezóna'), { target: { value: 'Finále' } });
    fireEvent.click(screen.getByRole('checkbox'));
    const file = card();
    fireEvent.change(screen.getByLabelText(/Novinársky preukaz/), { target: { files: [file] } });
    expect(screen.getByText('prukaz.pdf (2 kB)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Odoslať žiadosť' }));
    expect(await screen.findByText(/žiadosť o akreditáciu je odoslaná/)).toBeTruthy();
    expect(applyForAccreditation).toHaveBeenCalledWith(
      {
        name: 'Petra Svobodová',
        medium: 'Denník Šport',
        email: 'petra@sport.example.com',
        phone: '+421905123456',
        event: 'Finále',
        note: '',
        consent: true,
        language: 'sk',
      },
      file,
      expect.any(Function),
    );
    await waitFor(() => expect((field('Podujatie alebo sezóna') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('prukaz.pdf (2 kB)')).toBeNull();
  });

  it('shows the server’s refusal of the file at the file, and field problems at the fields', async () => {
    vi.mocked(applyForAccreditation)
      .mockRejectedValueOnce(
        new ApiError(
          '/api/v1/media-accreditations',
          400,
          'Bad Request',
          { name: 'fileDoesNotHaveAnAcceptableExtension', message: 'x' },
          { method: 'POST' },
        ),
      )
      .mockRejectedValueOnce(
        new ApiError(
          '/api/v1/media-accreditations',
          400,
          'Bad Request',
          {
            name: 'badRequest',
            message: 'Invalid input',
            details: { fields: [{ field: 'body.email', message: 'formError.emailError' }] },
          },
          { method: 'POST' },
        ),
      );
    renderAt('/pro-media');
    fill();
    attach(card(100, 'program.exe'));
    send();
    await waitFor(() =>
      expect(screen.getByLabelText(/Novinářský průkaz/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByText(/žádost o akreditaci je odeslaná/)).toBeNull();
    send();
    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'));
  });
});

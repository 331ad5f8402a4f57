import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@tribuna/common/api/calls';
import { field, renderWithApp } from '../../../test/helpers';
import { sendContactMessage } from '../api/sendContactMessage';
import { ContactPage } from './ContactPage';

vi.mock('../api/sendContactMessage', () => ({ sendContactMessage: vi.fn(async () => ({ uuid: 'x' })) }));

function renderAt(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/kontakt" element={<ContactPage />} />
      <Route path="/sk/kontakt" element={<ContactPage />} />
    </Routes>,
    { path },
  );
}

function fill() {
  fireEvent.change(field('Jméno a příjmení'), { target: { value: 'Jana Nováková' } });
  fireEvent.change(field('E-mail'), { target: { value: 'jana@example.com' } });
  fireEvent.change(field('Předmět'), { target: { value: 'Kočárek' } });
  fireEvent.change(field('Zpráva'), { target: { value: 'Lze na stadion s kočárkem?' } });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('contact page', () => {
  it('sends nothing without the consent, and says so at the box', async () => {
    renderAt('/kontakt');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(await screen.findByText('Toto pole je povinné')).toBeTruthy();
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('sends the message in the page’s language, thanks, and clears the message for another one', async () => {
    renderAt('/kontakt');
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(await screen.findByText('Děkujeme, zpráva je odeslaná. Odpovíme co nejdříve.')).toBeTruthy();
    expect(sendContactMessage).toHaveBeenCalledWith({
      name: 'Jana Nováková',
      email: 'jana@example.com',
      subject: 'Kočárek',
      message: 'Lze na stadion s kočárkem?',
      consent: true,
      language: 'cs',
    });
    await waitFor(() => expect((field('Zpráva') as HTMLTextAreaElement).value).toBe(''));
    expect((field('E-mail') as HTMLInputElement).value).toBe('jana@example.com');
  });

  it('shows the server’s field problems on the fields', async () => {
    vi.mocked(sendContactMessage).mockRejectedValueOnce(
      new ApiError(
        '/api/v1/contact',
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
    renderAt('/kontakt');
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText('Děkujeme, zpráva je odeslaná. Odpovíme co nejdříve.')).toBeNull();
  });
});

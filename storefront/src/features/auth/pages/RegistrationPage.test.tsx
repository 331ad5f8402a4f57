import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validatePassword } from '../../../lib/identity';
import { rememberSubscriptionChoice, takeSubscriptionChoice } from '../../../lib/subscriptionChoice';
import { dismissAllToasts } from '../../../lib/toast';
import { field, jsonResponse, renderWithApp } from '../../../test/helpers';
import { RegistrationPage } from './RegistrationPage';

vi.mock('../../../lib/identity', () => ({
  validatePassword: vi.fn(async () => ({ valid: true, minLength: 6, missing: [] })),
  mapIdentityError: vi.fn(),
  preloadIdentity: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

function renderRegistration() {
  return renderWithApp(
    <Routes>
      <Route path="/registrace" element={<RegistrationPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { path: '/registrace' },
  );
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
}

const valid = {
  Jméno: 'Petr',
  Příjmení: 'Fanoušek',
  'E-mail': 'fan@example.com',
  'Telefon (nepovinný)': '+420 601 123 456',
  Heslo: 'Fanousek123',
  'Heslo znovu': 'Fanousek123',
};

/** Submits once the form is ready again: while a submission is under way the button says so. */
async function submit() {
  fireEvent.click(await screen.findByRole('button', { name: 'Zaregistrovat se' }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('registration page', () => {
  it('checks the fields with the shared rules and the consent', async () => {
    renderRegistration();
    fill({ ...valid, Heslo: 'heslo', 'Heslo znovu': 'jine' });
    await submit();
    expect(
      await screen.findByText(
        'Alespoň 8 znaků, z toho jedno velké písmeno, jedno malé písmeno a jedna číslice',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Hesla se neshodují')).toBeTruthy();
    expect(screen.getByText('Toto pole je povinné')).toBeTruthy();
    expect(document.activeElement).toBe(field('Heslo'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the identity provider's own password policy too", async () => {
    vi.mocked(validatePassword).mockResolvedValueOnce({
      valid: false,
      minLength: 12,
      missing: ['minLength', 'nonAlphanumeric'],
    });
    renderRegistration();
    fill(valid);
    fireEvent.click(screen.getByLabelText('Souhlasím se zpracováním osobních údajů'));
    await submit();
    expect(
      await screen.findByText(
        'Heslo nesplňuje pravidla přihlašovací služby: alespoň 12 znaků, speciální znak.',
      ),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs up and says to check the e-mail', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    const { location } = renderRegistration();
    fill(valid);
    fireEvent.click(screen.getByLabelText('Souhlasím se zpracováním osobních údajů'));
    await submit();
    await waitFor(() => expect(location()).toBe('/potvrzeni-registrace'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/sign-up');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'fan@example.com',
      password: 'Fanousek123',
      firstName: 'Petr',
      lastName: 'Fanoušek',
      phone: '+420601123456',
      language: 'cs',
      gdprAccepted: true,
    });
  });

  it('sends the membership chosen before registering, so it waits on the account for a login on any device', async () => {
    const price = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
    rememberSubscriptionChoice(price);
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    const { location } = renderRegistration();
    fill(valid);
    fireEvent.click(screen.getByLabelText('Souhlasím se zpracováním osobních údajů'));
    await submit();
    await waitFor(() => expect(location()).toBe('/potvrzeni-registrace'));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'fan@example.com',
      preRegisteredSubscriptionPriceUuid: price,
    });
    // A login in this browser still finds it (login step 4 takes it there).
    expect(takeSubscriptionChoice()).toBe(price);
  });

  it('shows a taken e-mail and the server’s field problems on the fields, without a toast', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { name: 'emailAlreadyExists', message: 'taken' }));
    renderRegistration();
    fill(valid);
    fireEvent.click(screen.getByLabelText('Souhlasím se zpracováním osobních údajů'));
    await submit();
    const email = field('E-mail').closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(email).findByText('Účet s tímto e-mailem už existuje.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        name: 'badRequest',
        message: 'invalid',
        details: { fields: [{ field: 'body.lastName', message: 'formError.lengthMaxError' }] },
      }),
    );
    await submit();
    const lastName = field('Příjmení').closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(lastName).findByText(/Maximální počet znaků/)).toBeTruthy();
  });
});

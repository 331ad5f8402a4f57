import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/helpers';
import { AboutPage } from './AboutPage';
import { FaqAccordionPage } from './FaqAccordionPage';
import { FaqPage } from './FaqPage';

afterEach(cleanup);

describe('about and FAQ pages', () => {
  it('shows every question with its answer, with the way to the contact form', async () => {
    renderWithApp(
      <Routes>
        <Route path="/faq" element={<FaqPage />} />
      </Routes>,
      { path: '/faq' },
    );
    expect(await screen.findByRole('heading', { name: 'Časté dotazy', level: 1 })).toBeTruthy();
    expect(screen.getByText('Jak uplatním dárkový voucher?')).toBeTruthy();
    expect(screen.getAllByRole('term')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Na kontaktní formulář' }).getAttribute('href')).toBe('/kontakt');
  });

  it('opens an answer of the accordion from the keyboard', async () => {
    renderWithApp(
      <Routes>
        <Route path="/faq/Accordion" element={<FaqAccordionPage />} />
      </Routes>,
      { path: '/faq/Accordion' },
    );
    const question = await screen.findByRole('button', { name: 'Jak mohu platit?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    question.focus();
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Jak mohu platit?' }).textContent).toContain('Platební kartou');
  });

  it('tells who we are and leads to the contact form', async () => {
    renderWithApp(
      <Routes>
        <Route path="/o-nas" element={<AboutPage />} />
      </Routes>,
      { path: '/o-nas' },
    );
    expect(await screen.findByRole('heading', { name: 'O nás', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pro členy', level: 2 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Na kontaktní formulář' }).getAttribute('href')).toBe('/kontakt');
  });
});

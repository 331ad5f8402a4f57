import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicArticle } from '@tribuna/common/schemas/articles';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { ArticlePage } from './ArticlePage';

const uuid = '5b2d8c1e-3f4a-4b6c-9d7e-8f9a0b1c2d3e';
const article: PublicArticle = {
  uuid,
  language: 'cs',
  title: 'Jen pro členy',
  perex: 'Perex',
  body: '<p>Tělo</p>',
  image: null,
  author: null,
  requiredFeatureUuids: ['0b7c0f3e-4a8e-4d5e-9a8f-2b1c0d9e7d3f'],
  publishedAt: '2026-10-05T10:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();
const articleRequests = () => fetchMock.mock.calls.filter(([url]) => url === `/api/v1/articles/${uuid}`);

beforeEach(() => {
  fetchMock.mockImplementation(async () => jsonResponse(200, article));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('article page', () => {
  it('asks for a members-only article once the saved session is back, not before as a visitor', async () => {
    const { setSession, queryClient } = renderWithApp(
      <Routes>
        <Route path="/clanky/:uuid" element={<ArticlePage />} />
      </Routes>,
      { path: `/clanky/${uuid}`, session: fakeSession({ status: 'loading' }) },
    );
    // Without the member's token the API would refuse it (403) and the console would show it.
    expect(queryClient.isFetching()).toBe(0);
    expect(articleRequests()).toHaveLength(0);

    setSession(fakeSession({ user: testUser() }));
    expect(await screen.findByRole('heading', { name: 'Jen pro členy' })).toBeTruthy();
    expect(articleRequests()).toHaveLength(1);
  });

  it('asks at once for a visitor', async () => {
    renderWithApp(
      <Routes>
        <Route path="/clanky/:uuid" element={<ArticlePage />} />
      </Routes>,
      { path: `/clanky/${uuid}` },
    );
    expect(await screen.findByRole('heading', { name: 'Jen pro členy' })).toBeTruthy();
    expect(articleRequests()).toHaveLength(1);
  });
});

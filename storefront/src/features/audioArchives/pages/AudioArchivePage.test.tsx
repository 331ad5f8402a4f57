import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAudioArchive } from '@tribuna/common/schemas/audioArchives';
import { dismissAllToasts } from '../../../lib/toast';
import { jsonResponse, renderWithApp } from '../../../test/helpers';
import { AudioArchivePage } from './AudioArchivePage';

const UUID = '5a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const archive: PublicAudioArchive = {
  uuid: UUID,
  language: 'cs',
  title: 'Rozhovory po zápase',
  perex: 'Co říkali hráči.',
  image: null,
  requiredFeatureUuids: [],
  publishedAt: '2026-03-01T18:00:00Z',
  audioCount: 2,
  durationSeconds: 300,
  audios: [
    {
      uuid: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      title: 'Trenér',
      url: '/a.mp3',
      mime: 'audio/mpeg',
      durationSeconds: 120,
    },
    {
      uuid: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      title: 'Kapitán',
      url: '/b.mp3',
      mime: 'audio/mpeg',
      durationSeconds: 180,
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async (url) =>
    String(url) === `/api/v1/audio-archives/${UUID}`
      ? jsonResponse(200, archive)
      : jsonResponse(404, { name: 'notFound', message: 'no' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  // jsdom plays no media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('audio detail', () => {
  it('lists the tracks as items of a list, each a button that plays it', async () => {
    renderWithApp(
      <Routes>
        <Route path="/audio/:uuid" element={<AudioArchivePage />} />
      </Routes>,
      { path: `/audio/${UUID}` },
    );
    const second = await screen.findByRole('button', { name: 'Přehrát Kapitán' });
    // axe `list`: a list holds only items; the buttons are inside them.
    const list = second.closest('ul')!;
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI']);
    expect(second.parentElement?.tagName).toBe('LI');

    fireEvent.click(second);
    expect(await screen.findByText('Právě hraje: Kapitán')).toBeTruthy();
    expect(second.getAttribute('aria-current')).toBe('true');
  });
});

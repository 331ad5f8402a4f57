import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSeatStream } from './useSeatStream';

const EVENT = '11111111-1111-4111-8111-111111111111';

/** An EventSource double: the test opens it and sends `seats` messages. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (event: MessageEvent<unknown>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<unknown>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  send(data: unknown) {
    this.listeners.get('seats')?.(new MessageEvent('seats', { data }));
  }
}

afterEach(() => {
  FakeEventSource.opened = [];
  vi.unstubAllGlobals();
});

describe('useSeatStream', () => {
  it("listens at the event's stream and applies the news in the contract's shape only", () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const onNews = vi.fn();
    const { result, unmount } = renderHook(() => useSeatStream(EVENT, true, onNews));
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toBe(`/api/v1/events/${EVENT}/seats/stream`);

    act(() => source.onopen?.());
    expect(result.current).toBe(true);
    const news = {
      eventUuid: EVENT,
      seats: [{ id: 'A-1-1', status: 'held', until: '2026-05-01T10:00:00Z' }],
    };
    source.send(JSON.stringify(news));
    source.send('not json');
    source.send(JSON.stringify({ eventUuid: EVENT, seats: [{ id: 'A-1-2', status: 'sold out' }] }));
    expect(onNews).toHaveBeenCalledTimes(1);
    expect(onNews).toHaveBeenCalledWith(news);

    act(() => source.onerror?.());
    expect(result.current).toBe(false);
    unmount();
    expect(source.closed).toBe(true);
  });

  it('opens no stream while it is not enabled', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    renderHook(() => useSeatStream(EVENT, false, vi.fn()));
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});

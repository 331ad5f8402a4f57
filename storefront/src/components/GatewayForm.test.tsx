import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayForm } from './GatewayForm';

const form = { url: 'http://127.0.0.1:3000/dev/gpwebpay/order.do', fields: { ORDERNUMBER: '1' } };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the gateway form', () => {
  it('gives up when nothing starts leaving the page within a few seconds', () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const onBlocked = vi.fn();
    render(<GatewayForm form={form} onBlocked={onBlocked} />);
    vi.advanceTimersByTime(4000);
    expect(onBlocked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });

  it('gives up at once when the browser cannot post it', () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
      throw new TypeError('blocked');
    });
    const onBlocked = vi.fn();
    render(<GatewayForm form={form} onBlocked={onBlocked} />);
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });

  it('waits once the browser is leaving for the gateway, and ignores other policy reports', () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
      document.dispatchEvent(
        Object.assign(new Event('securitypolicyviolation'), {
          effectiveDirective: 'img-src',
          violatedDirective: 'img-src',
        }),
      );
      window.dispatchEvent(new Event('beforeunload'));
    });
    const onBlocked = vi.fn();
    render(<GatewayForm form={form} onBlocked={onBlocked} />);
    vi.advanceTimersByTime(60_000);
    expect(onBlocked).not.toHaveBeenCalled();
  });
});

import { useEffect, useRef } from 'react';
import type { PaymentFormResponse } from '@tribuna/common/schemas/orders';

/** How long the page waits for the browser to start leaving for the gateway before it gives up. */
export const GATEWAY_START_TIMEOUT_MS = 5000;

/**
 * The payment gateway form (spec section 3): a real HTML form posted to the gateway's address, as
 * the gateway requires a browser POST; submitted as soon as it is on the page.
 *
 * A post that never leaves the page (the Content-Security-Policy's form-action refused it, the
 * browser threw, or nothing started within `timeoutMs`) calls `onBlocked` once, so that the page
 * says so and lets the pending order go instead of waiting for ever. Once the browser starts
 * leaving (`beforeunload`), the gateway is on its way and the page waits.
 */
export function GatewayForm({
  form,
  onBlocked,
  timeoutMs = GATEWAY_START_TIMEOUT_MS,
}: {
  form: PaymentFormResponse;
  onBlocked: () => void;
  timeoutMs?: number;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const blocked = useRef(onBlocked);
  blocked.current = onBlocked;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let settled = false;
    const stop = () => {
      settled = true;
      window.clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', onViolation);
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pagehide', onLeave);
    };
    const fail = () => {
      if (settled) return;
      stop();
      blocked.current();
    };
    const onLeave = () => stop();
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if ((event.effectiveDirective || event.violatedDirective).startsWith('form-action')) fail();
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('pagehide', onLeave);
    const timer = window.setTimeout(fail, timeoutMs);
    try {
      element.submit();
    } catch {
      fail();
    }
    return stop;
  }, [form, timeoutMs]);

  return (
    <form ref={ref} method="post" action={form.url} data-testid="gateway-form" hidden>
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

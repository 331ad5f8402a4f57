import { useEffect, useRef } from 'react';
import type { PaymentFormResponse } from '@tribuna/common/schemas/orders';

/**
 * The payment gateway form (spec section 3): a real HTML form posted to the gateway's address, as
 * the gateway requires a browser POST; submitted as soon as it is on the page.
 */
export function GatewayForm({ form }: { form: PaymentFormResponse }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, [form]);
  return (
    <form ref={ref} method="post" action={form.url} data-testid="gateway-form" hidden>
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

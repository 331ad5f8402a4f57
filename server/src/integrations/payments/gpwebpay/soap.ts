import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * GP webpay's web service (SOAP 1.1, document/literal), as its WSDL `cws_v1.wsdl` describes it:
 * operations such as `getPaymentStatus` are elements of `http://gpe.cz/pay/pay-ws/proc/v1`, each
 * wrapping one request element (`paymentStatusRequest`) whose fields are qualified by
 * `http://gpe.cz/pay/pay-ws/proc/v1/type`. Answers wrap `paymentStatusResponse` and the like;
 * refusals are SOAP faults whose detail is a `serviceException` (messageId, primaryReturnCode,
 * secondaryReturnCode, signature). Both sides sign the `|`-joined values of their fields in
 * document order, signature excluded (lubosch/gp_webpay `lib/gp_webpay/ws/base_signed_request.rb`,
 * `validate_result.rb`).
 */
export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const PROC_NS = 'http://gpe.cz/pay/pay-ws/proc/v1';
export const TYPE_NS = 'http://gpe.cz/pay/pay-ws/proc/v1/type';

/** Fields in document order: [name, value] pairs, so the order that is signed is the order sent. */
export type SoapFields = [name: string, value: string][];

/** The operations Tribuna uses, with their request and answer elements. */
export const operations = {
  echo: { request: null, response: 'echoResponse' },
  getPaymentStatus: { request: 'paymentStatusRequest', response: 'paymentStatusResponse' },
  processRecurringPayment: { request: 'recurringPaymentRequest', response: 'recurringPaymentResponse' },
  processRefund: { request: 'refundRequest', response: 'refundRequestResponse' },
} as const;
export type Operation = keyof typeof operations;

/** Which answer fields are signed, in their schema order (the WSDL's sequences). */
export const signedAnswerFields = {
  paymentStatusResponse: ['messageId', 'state', 'status', 'subStatus'],
  recurringPaymentResponse: ['messageId', 'authCode'],
  // The WSDL's RefundResponse: the order's state after the refund, as getPaymentStatus tells it.
  refundRequestResponse: ['messageId', 'state', 'status', 'subStatus'],
  serviceException: ['messageId', 'primaryReturnCode', 'secondaryReturnCode'],
  paymentServiceException: ['messageId', 'primaryReturnCode', 'secondaryReturnCode', 'authCode'],
} as const;

export const signatureInput = (fields: SoapFields) => fields.map(([, value]) => value).join('|');

const builder = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: true });
const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  // Values stay strings as sent: they are verified as text, and message ids may look like numbers.
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
});

const typed = (fields: SoapFields) => Object.fromEntries(fields.map(([name, value]) => [`t:${name}`, value]));

function envelope(body: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({
    'soapenv:Envelope': {
      '@_xmlns:soapenv': SOAP_ENVELOPE_NS,
      '@_xmlns:p': PROC_NS,
      '@_xmlns:t': TYPE_NS,
      'soapenv:Body': body,
    },
  })}`;
}

/** A request: `fields` (already including the signature) inside the operation's request element. */
export function requestEnvelope(operation: Operation, fields: SoapFields): string {
  const request = operations[operation].request;
  return envelope({ [`p:${operation}`]: request ? { [`p:${request}`]: typed(fields) } : '' });
}

/** A successful answer (what the gateway, here the simulator, sends). */
export function responseEnvelope(operation: Operation, fields: SoapFields): string {
  const response = operations[operation].response;
  const content = operation === 'echo' ? '' : { [`p:${response}`]: typed(fields) };
  return envelope({ [`p:${operation}Response`]: content });
}

/** A refusal: a SOAP fault carrying the gateway's codes. */
export function faultEnvelope(
  exception: 'serviceException' | 'paymentServiceException',
  faultString: string,
  fields: SoapFields,
): string {
  return envelope({
    'soapenv:Fault': {
      faultcode: 'soapenv:Server',
      faultstring: faultString,
      detail: { [`p:${exception}`]: typed(fields) },
    },
  });
}

type Element = Record<string, unknown>;
const isElement = (value: unknown): value is Element =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text fields of an element, in document order (nested elements are left out). */
function textFields(element: Element): SoapFields {
  return Object.entries(element).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value] as [string, string]] : [],
  );
}

export type ParsedEnvelope =
  | { kind: 'request'; operation: string; fields: SoapFields }
  | { kind: 'response'; operation: string; element: string | null; fields: SoapFields }
  | { kind: 'fault'; faultString: string; exception: string | null; fields: SoapFields };

/** Reads an envelope; null when it is not one (not XML, no SOAP body). */
export function parseEnvelope(xml: string): ParsedEnvelope | null {
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    return null;
  }
  const body = isElement(document) && isElement(document.Envelope) ? document.Envelope.Body : null;
  if (!isElement(body)) return null;
  const fault = body.Fault;
  if (isElement(fault)) {
    const detail = isElement(fault.detail) ? fault.detail : {};
    const [exception, content] = Object.entries(detail).find(([, value]) => isElement(value)) ?? [];
    return {
      kind: 'fault',
      faultString: typeof fault.faultstring === 'string' ? fault.faultstring : '',
      exception: exception ?? null,
      fields: isElement(content) ? textFields(content) : [],
    };
  }
  const [operation, content] = Object.entries(body)[0] ?? [];
  if (!operation) return null;
  const [element, inner] = isElement(content)
    ? (Object.entries(content).find(([, value]) => isElement(value)) ?? [])
    : [];
  const fields = isElement(inner) ? textFields(inner) : [];
  return operation.endsWith('Response')
    ? {
        kind: 'response',
        operation: operation.slice(0, -'Response'.length),
        element: element ?? null,
        fields,
      }
    : { kind: 'request', operation, fields };
}

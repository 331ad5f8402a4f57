import { createHash } from 'node:crypto';
import type { LocaleMap } from '@tribuna/common/schemas/common';
import { PushRefused, type PushMessage, type PushReceipt, type PushSender } from './push';

export interface OneSignalConfig {
  appId: string;
  restApiKey: string;
  /** The REST API's base URL: OneSignal's own, or a stand-in's. */
  apiUrl: string;
}

/** OneSignal's limit of external ids in one request. */
export const ONESIGNAL_ALIASES_PER_REQUEST = 20_000;

/** OneSignal's segment of every subscribed device (the default segment of every app). */
export const EVERY_SUBSCRIBER_SEGMENT = 'Total Subscriptions';

/** OneSignal needs English text in every notification; where an editor wrote none, the Czech goes. */
function languages(map: LocaleMap): Record<string, string> {
  const out: Record<string, string> = { en: map.en || map.cs, cs: map.cs };
  if (map.sk) out.sk = map.sk;
  return out;
}

/** A uuid-shaped key per part of a message (OneSignal's idempotency keys are uuids). */
function partKey(key: string, part: number): string {
  if (part === 0) return key;
  const hex = createHash('sha256').update(`${key}:${part}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function errorsOf(body: unknown): string {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors)) return errors.map(String).join('; ');
  if (errors && typeof errors === 'object') return JSON.stringify(errors);
  return '';
}

/**
 * OneSignal's REST API (`POST /notifications`, authorised by the app's REST API key): to the members'
 * external ids, in parts of 20,000, or to every subscriber. A 4xx answer other than 429 is a refusal
 * (PushRefused); a 429, a 5xx or a network failure throws a plain error, to be tried again.
 */
export function createOneSignalClient(
  config: OneSignalConfig,
  fetchImpl: typeof fetch = globalThis.fetch,
): PushSender {
  async function post(body: Record<string, unknown>): Promise<PushReceipt> {
    const res = await fetchImpl(`${config.apiUrl}/notifications?c=push`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Key ${config.restApiKey}`,
      },
      body: JSON.stringify({ app_id: config.appId, target_channel: 'push', ...body }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (res.status >= 400 && res.status < 500 && res.status !== 429) {
      throw new PushRefused(`OneSignal ${res.status}: ${errorsOf(parsed) || text.slice(0, 500)}`);
    }
    if (!res.ok) throw new Error(`OneSignal ${res.status}: ${errorsOf(parsed) || text.slice(0, 500)}`);
    const id = (parsed as { id?: unknown } | null)?.id;
    return { id: typeof id === 'string' && id !== '' ? id : null, remark: errorsOf(parsed) || null };
  }

  return {
    async send(message: PushMessage): Promise<PushReceipt> {
      const content = {
        headings: languages(message.title),
        contents: languages(message.message),
        url: message.url,
      };
      if (message.externalIds === null) {
        return post({
          ...content,
          included_segments: [EVERY_SUBSCRIBER_SEGMENT],
          idempotency_key: message.idempotencyKey,
        });
      }
      const receipts: PushReceipt[] = [];
      for (let start = 0; start < message.externalIds.length; start += ONESIGNAL_ALIASES_PER_REQUEST) {
        receipts.push(
          await post({
            ...content,
            include_aliases: {
              external_id: message.externalIds.slice(start, start + ONESIGNAL_ALIASES_PER_REQUEST),
            },
            idempotency_key: partKey(message.idempotencyKey, start / ONESIGNAL_ALIASES_PER_REQUEST),
          }),
        );
      }
      const ids = receipts.flatMap((r) => (r.id ? [r.id] : []));
      const remarks = [...new Set(receipts.flatMap((r) => (r.remark ? [r.remark] : [])))];
      return { id: ids.length > 0 ? ids.join(',') : null, remark: remarks.join('; ') || null };
    },
  };
}

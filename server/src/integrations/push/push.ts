import type { LocaleMap } from '@tribuna/common/schemas/common';

/** One push notification as the provider is asked to send it. */
export interface PushMessage {
  /** Sending the same message again (a retry) must not notify twice: the provider keys it by this uuid. */
  idempotencyKey: string;
  title: LocaleMap;
  message: LocaleMap;
  url: string;
  /** The members' push identities (their user uuids); null: every subscriber. */
  externalIds: readonly string[] | null;
}

export interface PushReceipt {
  /** The provider's id of the notification; null when nobody it was addressed to is subscribed. */
  id: string | null;
  /** What the provider remarked (e.g. that none of the members is subscribed). */
  remark: string | null;
}

/** The provider refused the message (4xx): sending it again would be refused again. */
export class PushRefused extends Error {
  override name = 'PushRefused';
}

/** Sends push notifications: OneSignal when configured; otherwise nothing sends and the outbox keeps them. */
export interface PushSender {
  send(message: PushMessage): Promise<PushReceipt>;
}

import http2 from 'node:http2';

/** Apple's reason for refusing a push (its answer's JSON), or the answer's start. */
function reasonOf(body: string): string {
  try {
    return (JSON.parse(body) as { reason?: string }).reason ?? '';
  } catch {
    return body.slice(0, 200);
  }
}

/** How a push to one device went. */
export type PushOutcome = 'sent' | 'unregistered';

/**
 * Apple's push service for Wallet passes: an empty notification on the pass type's topic tells the
 * device to ask the web service which of its passes changed. HTTP/2, authenticated by the pass type
 * certificate (TLS client certificate); one connection kept open while pushes go out.
 */
export function createApnsClient(options: {
  /** https://api.push.apple.com, or a stand-in's address. */
  url: string;
  topic: string;
  certificate: string;
  key: string;
  passphrase: string | null;
  /** The certificate authority to trust instead of Node's (a test's own; Apple's is in Node's). */
  ca?: string;
  timeoutMs?: number;
}) {
  let session: http2.ClientHttp2Session | null = null;

  function connection(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = http2.connect(options.url, {
      cert: options.certificate,
      key: options.key,
      ...(options.passphrase && { passphrase: options.passphrase }),
      ...(options.ca && { ca: options.ca }),
    });
    // An error ends the session; the next push opens another.
    opened.on('error', () => opened.destroy());
    opened.on('close', () => {
      if (session === opened) session = null;
    });
    session = opened;
    return opened;
  }

  return {
    /** Pushes to one device; `unregistered` when Apple says the token is no longer valid. */
    push(pushToken: string): Promise<PushOutcome> {
      return new Promise((resolve, reject) => {
        const request = connection().request({
          ':method': 'POST',
          ':path': `/3/device/${encodeURIComponent(pushToken)}`,
          'apns-topic': options.topic,
          'content-type': 'application/json',
        });
        request.setTimeout(options.timeoutMs ?? 10_000, () => request.close(http2.constants.NGHTTP2_CANCEL));
        let status = 0;
        const chunks: Buffer[] = [];
        request.on('response', (headers) => {
          status = Number(headers[':status']);
        });
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('error', reject);
        request.on('close', () => {
          if (status === 200) return resolve('sent');
          const reason = reasonOf(Buffer.concat(chunks).toString('utf8'));
          // Apple's answers for a device that removed the pass or a token that was never valid here.
          if (status === 410 || (status === 400 && reason === 'BadDeviceToken'))
            return resolve('unregistered');
          reject(new Error(`APNs answered ${status || 'nothing'}${reason ? `: ${reason}` : ''}`));
        });
        request.end('{}');
      });
    },
    close(): void {
      session?.close();
      session = null;
    },
  };
}

export type ApnsClient = ReturnType<typeof createApnsClient>;

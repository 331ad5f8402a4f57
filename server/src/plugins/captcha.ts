import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ProductError } from '../errors';
import type { CaptchaAction, CaptchaVerifier } from '../integrations/captcha/captcha';

export interface CaptchaGuards {
  /** The `google-recaptcha-token` header must pass for `action` (always passes when captcha is off). */
  require(action: CaptchaAction): onRequestAsyncHookHandler;
  /** Checks the header only when it is sent (background refreshes may have no token). */
  ifPresent(action: CaptchaAction): onRequestAsyncHookHandler;
}

function captchaToken(request: FastifyRequest): string | undefined {
  const header = request.headers['google-recaptcha-token'];
  return (Array.isArray(header) ? header[0] : header) || undefined;
}

export function captchaGuards(verifier: CaptchaVerifier): CaptchaGuards {
  const check = (action: CaptchaAction, optional: boolean): onRequestAsyncHookHandler =>
    async function (request) {
      const token = captchaToken(request);
      if (token === undefined && optional) return;
      const verdict = await verifier.verify(token ?? '', action, request.ip);
      if (verdict === 'unavailable') {
        request.log.warn({ action }, 'the captcha service did not answer');
        throw new ProductError(
          'badGateway',
          { captcha: 'unavailable' },
          'The captcha check is not available now. Try again in a moment.',
        );
      }
      if (verdict === 'failed') {
        throw new ProductError('badRequest', { captcha: 'failed' }, 'The captcha check failed.');
      }
    };
  return { require: (action) => check(action, false), ifPresent: (action) => check(action, true) };
}

import type { CaptchaAction } from '@tribuna/common/api/client';
import type { Config } from '../../config';
import { createRecaptchaVerifier } from './recaptcha';

export type { CaptchaAction };

/** `unavailable`: the captcha service did not answer, which is not the visitor's fault. */
export type CaptchaVerdict = 'passed' | 'failed' | 'unavailable';

/** Checks the invisible captcha token the browsers send in `google-recaptcha-token`. */
export interface CaptchaVerifier {
  verify(token: string, action: CaptchaAction, remoteIp?: string): Promise<CaptchaVerdict>;
}

/** The embedded default: no captcha service, every request passes. */
export const captchaOff: CaptchaVerifier = { verify: async () => 'passed' };

export function createCaptchaVerifier(config: Config['captcha']): CaptchaVerifier {
  return config.kind === 'recaptcha'
    ? createRecaptchaVerifier({ secret: config.secret, minScore: config.minScore })
    : captchaOff;
}

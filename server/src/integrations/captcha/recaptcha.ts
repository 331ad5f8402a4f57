import { z } from 'zod';
import type { CaptchaVerifier } from './captcha';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/**
 * reCAPTCHA v3: Google scores each token from 0 (a bot) to 1 (a human) and says which action it
 * was made for; a token passes when it is valid, made for this action and scores at least `minScore`.
 * A token is good for one check only, so each request needs a fresh one.
 */
export function createRecaptchaVerifier(options: {
  secret: string;
  minScore: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): CaptchaVerifier {
  const fetchImpl = options.fetch ?? fetch;
  return {
    async verify(token, action, remoteIp) {
      if (!token) return 'failed';
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: z.infer<typeof siteverifyAnswer>;
      try {
        const res = await fetchImpl(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!res.ok) return 'unavailable';
        answer = siteverifyAnswer.parse(await res.json());
      } catch {
        return 'unavailable';
      }
      const passed = answer.success && answer.action === action && (answer.score ?? 0) >= options.minScore;
      return passed ? 'passed' : 'failed';
    },
  };
}

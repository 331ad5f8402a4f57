import { emailTexts } from '@tribuna/common/i18n/email';
import { pathFor } from '@tribuna/common/routes';
import type { Language } from '@tribuna/common/schemas/common';
import type { ActionCodeMode, IdentityProvider } from '../../integrations/identity/identity';
import type { Mailer } from '../../integrations/mail/mail';
import { mailHtml } from '../../integrations/mail/mailHtml';

/**
 * The account e-mails (verification, password reset) in the user's language. The identity provider
 * makes the one-time code; the link leads to our own page /obnova-hesla, which handles both modes
 * (`?mode=resetPassword|verifyEmail&oobCode=…`) with the identity client.
 */
export function createAccountEmails(deps: { identity: IdentityProvider; mailer: Mailer; publicUrl: string }) {
  function actionLink(mode: ActionCodeMode, code: string, language: Language, origin: string): string {
    const page = pathFor('auth-passwordRecoveryPage', language === 'sk' ? 'sk' : 'cs');
    const query = new URLSearchParams({ mode, oobCode: code });
    return `${origin}${page}?${query.toString()}`;
  }

  /**
   * Answers the link sent, or null when no account has this e-mail (nothing is sent then). The link
   * leads to `origin`, the one the request came to (PUBLIC_URL by default).
   */
  async function send(
    mode: ActionCodeMode,
    email: string,
    language: Language,
    origin = deps.publicUrl,
  ): Promise<string | null> {
    const code = await deps.identity.createActionCode(mode, email);
    if (!code) return null;
    const link = actionLink(mode, code, language, origin);
    const texts = emailTexts[language];
    const [subject, body] =
      mode === 'resetPassword'
        ? [texts.resetSubject, texts.resetBody]
        : [texts.verifySubject, texts.verifyBody];
    const text = body.replace('{{link}}', link);
    await deps.mailer.send({ to: email, subject, text, html: mailHtml(language, text.split('\n\n'), link) });
    return link;
  }

  return {
    sendVerification: (email: string, language: Language, origin?: string) =>
      send('verifyEmail', email, language, origin),
    sendPasswordReset: (email: string, language: Language, origin?: string) =>
      send('resetPassword', email, language, origin),
  };
}

export type AccountEmails = ReturnType<typeof createAccountEmails>;

import { formatPragueDateIn } from '@tribuna/common/dateFormat';
import { fillWaitlistText, waitlistOfferTexts } from '@tribuna/common/i18n/waitlistEmail';
import { pathFor } from '@tribuna/common/routes';
import { translate } from '@tribuna/common/schemas/common';
import { mailHtml } from '../../integrations/mail/mailHtml';
import type { WaitlistsContext } from './context';

/**
 * Offers are announced after their commit, never inside the offer's transaction: the e-mail with
 * the link to pay, then a push to the person's devices, in the language they chose.
 */
export function createAnnouncements(ctx: WaitlistsContext) {
  const { repo } = ctx;
  let announcing: Promise<unknown> = Promise.resolve();

  async function announce(offerUuid: string) {
    if (!(await repo.claimAnnouncement(offerUuid))) return;
    const found = await repo.offerWithEntry(offerUuid);
    if (!found) return;
    const { offer, entry, list } = found;
    const person = (await ctx.people([entry.userUuid])).get(entry.userUuid);
    if (!person) return;
    const language = person.language;
    const texts = waitlistOfferTexts[language];
    const name =
      list.subjectKind === 'event'
        ? translate((await ctx.events.forTickets(list.subjectUuid))?.event.name ?? { cs: '' }, language)
        : translate((await ctx.memberships.placesOf(list.subjectUuid))?.name ?? { cs: '' }, language);
    const until = formatPragueDateIn(language, offer.expiresAt, { time: true });
    const path = `${pathFor('app-accountPage', language === 'en' ? 'cs' : language)}?waitlist=${entry.uuid}`;
    const link = `${ctx.publicUrl}${path}`;
    const paragraphs = [
      texts.greeting,
      fillWaitlistText(texts.body, { name, quantity: offer.quantity, until }),
      `${texts.payLink}\n${link}`,
      texts.afterwards,
      texts.signature,
    ];
    try {
      await ctx.mailer.send({
        to: person.email,
        subject: texts.subject,
        text: paragraphs.join('\n\n'),
        html: mailHtml(language, paragraphs),
      });
      // After the e-mail, on its own: a push that fails leaves the e-mail sent and is only logged.
      if (ctx.push) {
        try {
          await ctx.push({
            userUuid: entry.userUuid,
            key: offer.uuid,
            language,
            title: texts.pushTitle,
            message: fillWaitlistText(texts.pushMessage, { name, until }),
            path,
          });
        } catch (err) {
          ctx.log.error({ err, offerUuid }, 'A waiting list offer could not be pushed');
        }
      }
    } catch (err) {
      ctx.log.error({ err, offerUuid }, 'A waiting list offer could not be announced');
    }
  }

  /** Announces offers one after another (the e-mails of a large pass do not all leave at once). */
  function announceAll(offerUuids: readonly string[]): Promise<unknown> {
    announcing = announcing.then(async () => {
      for (const uuid of offerUuids) await announce(uuid);
    });
    return announcing;
  }

  return {
    announceAll,
    /** Resolves when the announcements under way are sent (tests, closing). */
    announced: () => announcing,
  };
}

export type Announcements = ReturnType<typeof createAnnouncements>;

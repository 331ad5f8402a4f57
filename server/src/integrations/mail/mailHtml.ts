import type { Language } from '@tribuna/common/schemas/common';

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);

/**
 * The HTML part of an e-mail whose plain text is `paragraphs` joined by blank lines: a paragraph
 * each, its line breaks kept; a paragraph that is `link` alone is clickable.
 */
export function mailHtml(language: Language, paragraphs: readonly string[], link?: string): string {
  const body = paragraphs
    .map((p) => {
      const escaped = escapeHtml(p).replace(/\n/g, '<br>');
      return p === link ? `<p><a href="${escapeHtml(link)}">${escaped}</a></p>` : `<p>${escaped}</p>`;
    })
    .join('');
  return `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">${body}</body></html>`;
}

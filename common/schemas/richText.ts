import { z } from 'zod';
import { formError } from '../validation';

export type RichTextSanitizer = (html: string) => string;

/**
 * Rich text is sanitised on the server before it is stored (ARCHITECTURE.md, invariants), and the
 * length and "required" rules apply to what is stored, so they run after sanitising: `<script>` alone
 * becomes empty and `&` grows into `&amp;`.
 *
 * The sanitiser (sanitize-html, with its HTML and CSS parsers) is server-only, while the browsers
 * import these schemas for their forms. So common declares the field and its rules once, and the
 * server plugs its sanitiser in at start with `installRichTextSanitizer`; in the browsers the
 * transform is the identity and the same rules run on the raw text. The sanitiser is looked up when
 * a value is parsed, not when a schema is built, so schemas defined before the install use it too.
 */
let sanitize: RichTextSanitizer = (html) => html;

export function installRichTextSanitizer(sanitizer: RichTextSanitizer) {
  sanitize = sanitizer;
}

/** Whether the (sanitised) HTML shows anything: text or an image, not just empty paragraphs. */
function hasVisibleContent(html: string): boolean {
  return /<(img|iframe)\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;|&#160;/g, '').trim() !== '';
}

/** One rich-text value: sanitised, then at most `max` characters and, when required, not empty. */
export const richText = (max: number, options: { required?: boolean } = {}) =>
  z
    .string()
    .transform((html) => sanitize(html).trim())
    .pipe(
      options.required
        ? z.string().max(max, formError.lengthMax).refine(hasVisibleContent, formError.required)
        : z.string().max(max, formError.lengthMax),
    );

/** Translatable rich text as admin APIs carry it: Czech required, Slovak and English optional. */
export const richTextMap = (max: number) =>
  z.object({
    cs: richText(max, { required: true }),
    sk: richText(max).optional(),
    en: richText(max).optional(),
  });

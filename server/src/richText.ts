import sanitizeHtml from 'sanitize-html';
import { FILES_URL_PREFIX } from './modules/files/files.service';

/** The privacy-enhanced player of the video site: the only frame rich text may hold. */
const VIDEO_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{6,20}(\?[\w=&;%-]*)?$/;

/** Tribuna's own stored files (`/media/files/<uuid>/<name>`), not another site's images. */
const isOwnFile = (src: string) =>
  src.startsWith(FILES_URL_PREFIX) && !src.includes('..') && !src.includes('//');

/** Rich text is sanitised on the server before it is stored (ARCHITECTURE.md, invariants). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'h1',
      'h2',
      'figure',
      'figcaption',
      's',
      'u',
      'iframe',
    ],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
    // An image from elsewhere, or a frame of anything but the video player, is dropped whole.
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !isOwnFile(frame.attribs.src ?? '')) ||
      (frame.tag === 'iframe' && !VIDEO_EMBED.test(frame.attribs.src ?? '')),
  });
}

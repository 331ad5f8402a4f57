import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './richText';

describe('rich text', () => {
  it('keeps formatting and drops scripts, handlers and unsafe links', () => {
    expect(
      sanitizeRichText(
        '<h2>Nadpis</h2><p><em>a</em> <img src="/media/files/0b6c/brana.webp" onerror="x()"></p>',
      ),
    ).toBe('<h2>Nadpis</h2><p><em>a</em> <img src="/media/files/0b6c/brana.webp" /></p>');
    expect(sanitizeRichText('<iframe src="https://evil"></iframe><p style="color:red">x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeRichText('<a href="https://klub.cz">web</a>')).toBe(
      '<a href="https://klub.cz" rel="noopener noreferrer">web</a>',
    );
  });

  it("takes images from Tribuna's own files only", () => {
    expect(sanitizeRichText('<p>a<img src="https://x.cz/a.png"></p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<img src="//x.cz/a.png">')).toBe('');
    expect(sanitizeRichText('<img src="/media/files/../../etc/passwd">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it("takes the video site's privacy-enhanced player and no other frame", () => {
    const player =
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Derby" allowfullscreen onload="x()"></iframe>';
    expect(sanitizeRichText(player)).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Derby" allowfullscreen></iframe>',
    );
    // The tracking host, another path and a look-alike host are all dropped.
    for (const src of [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com.evil.cz/embed/dQw4w9WgXcQ',
      'javascript:alert(1)',
    ]) {
      expect(sanitizeRichText(`<iframe src="${src}"></iframe>`)).toBe('');
    }
  });
});

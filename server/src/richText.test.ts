import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './richText';

describe('rich text', () => {
  it('keeps formatting and drops scripts, handlers and unsafe links', () => {
    expect(
      sanitizeRichText('<h2>Nadpis</h2><p><em>a</em> <img src="https://x.cz/a.png" onerror="x()"></p>'),
    ).toBe('<h2>Nadpis</h2><p><em>a</em> <img src="https://x.cz/a.png" /></p>');
    expect(sanitizeRichText('<iframe src="https://evil"></iframe><p style="color:red">x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeRichText('<a href="https://klub.cz">web</a>')).toBe(
      '<a href="https://klub.cz" rel="noopener noreferrer">web</a>',
    );
  });
});

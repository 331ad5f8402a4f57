import { describe, expect, it } from 'vitest';
import { mailHtml } from './mailHtml';

describe('mailHtml', () => {
  it('puts each paragraph in its own element, in the language given, with its line breaks', () => {
    expect(mailHtml('sk', ['Dobrý deň,', '1 × Vstupenka\n2 × Parkovanie'])).toBe(
      '<!doctype html><html lang="sk"><body style="font-family: sans-serif; line-height: 1.5">' +
        '<p>Dobrý deň,</p><p>1 × Vstupenka<br>2 × Parkovanie</p></body></html>',
    );
  });

  it('shows what a name or a reason says instead of reading it as markup', () => {
    expect(mailHtml('cs', [`Zápas <b>"A" & 'B'</b>`])).toContain(
      '<p>Zápas &lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;</p>',
    );
  });

  it('makes the paragraph that is the link alone clickable, and only that one', () => {
    const link = 'https://tribuna.test/obnova-hesla?mode=verifyEmail&oobCode=x';
    const html = mailHtml('cs', [`Odkaz níže:`, link, `Nebo zkopírujte ${link}`], link);
    const escaped = 'https://tribuna.test/obnova-hesla?mode=verifyEmail&amp;oobCode=x';
    expect(html).toContain(`<p><a href="${escaped}">${escaped}</a></p>`);
    expect(html).toContain(`<p>Nebo zkopírujte ${escaped}</p>`);
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});

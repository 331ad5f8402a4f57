import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pdfText } from './pdfText';

/** One MIME part's body decoded (base64 or quoted-printable, as nodemailer writes them). */
function decodePart(headers: string, body: string): Buffer {
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'utf8');
}

/**
 * What the e-mails in a server's outbox (`DATA_DIR/outbox`) to `email` say, as their reader sees it: the subject and the text
 * and HTML parts, and the text of the PDFs attached.
 */
export async function mailsTo(dataDir: string, email: string): Promise<{ texts: string[]; pdfs: string[] }> {
  const dir = path.join(dataDir, 'outbox');
  const texts: string[] = [];
  const pdfs: string[] = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort()) {
    const raw = await readFile(path.join(dir, file), 'utf8');
    const [head = ''] = raw.split(/\r?\n\r?\n/, 1);
    if (!new RegExp(`^to:.*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(head)) continue;
    const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
    const parts = boundaries.length
      ? raw.split(
          new RegExp(`--(?:${boundaries.map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`),
        )
      : [raw];
    let text = head.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodePart('Content-Transfer-Encoding: quoted-printable', data.replace(/_/g, ' ')).toString('utf8'),
    );
    for (const part of parts.slice(boundaries.length ? 1 : 0)) {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const headers = part.slice(0, split);
      const body = part.slice(split).trim();
      if (/content-type:\s*application\/pdf/i.test(headers))
        pdfs.push(await pdfText(decodePart(headers, body)));
      else if (/content-type:\s*text\//i.test(headers))
        text += `\n${decodePart(headers, body).toString('utf8')}`;
    }
    texts.push(text);
  }
  return { texts, pdfs };
}

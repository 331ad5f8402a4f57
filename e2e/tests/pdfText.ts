import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF as a reader extracts it, runs of white space made one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocumentClass from 'pdfkit';
import type QRCodeModule from 'qrcode';
import type { Language } from '@tribuna/common/languages';
import { brandTheme } from '@tribuna/common/theme';
import { pdfFonts } from './fonts';

// pdfkit (with its font engine) and the QR encoder load with the first PDF, not with the server:
// together they weigh some 35 MB and a second of start-up, and most starts make no PDF.
const require = createRequire(import.meta.url);

/** The colours of a PDF's text: brand blue for what matters most, greys for the rest. */
export const pdfColours = {
  brand: brandTheme.palette.primary.main,
  text: '#111111',
  label: '#555555',
  note: '#333333',
  footer: '#777777',
} as const;

type ParsedFont = PDFKit.Mixins.PDFFontSource & object;
let parsedFonts: { regular: ParsedFont; bold: ParsedFont } | null = null;

/**
 * The fonts of one PDF, their files read and parsed once by pdfkit's font engine (fontkit, resolved
 * as pdfkit resolves it; pdfkit takes a parsed font as it is): parsing them again for each PDF took
 * four fifths of its time (an invoice: some 25 ms, 5 ms with the fonts parsed once). Each PDF gets
 * its own view of the parsed font, sharing its tables but not its glyphs: fontkit keeps each glyph
 * with the characters it was first drawn for, and a glyph first met inside another (the "y" of a
 * "ý") would then lose its character in the next PDF's text (search, copy, screen readers).
 */
function fontsOfOnePdf() {
  if (!parsedFonts) {
    const files = pdfFonts();
    const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
      create(data: Buffer): ParsedFont;
    };
    parsedFonts = {
      regular: fontkit.create(readFileSync(files.regular)),
      bold: fontkit.create(readFileSync(files.bold)),
    };
  }
  const own = (font: ParsedFont): ParsedFont =>
    Object.assign(Object.create(font) as ParsedFont, { _glyphs: {} });
  return { regular: own(parsedFonts.regular), bold: own(parsedFonts.bold) };
}

/**
 * A PDF being written: pdfkit's document in the given language with DejaVu Sans registered as
 * `regular` and `bold` (Czech and Slovak diacritics stay real text), and `finish`, which ends the
 * document and gives its bytes.
 */
export function openPdf(options: PDFKit.PDFDocumentOptions & { lang: Language }) {
  const fonts = fontsOfOnePdf();
  const PDFDocument = require('pdfkit') as typeof PDFDocumentClass;
  const doc = new PDFDocument(options);
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish(): Promise<Buffer> {
      doc.end();
      return finished;
    },
  };
}

/** A PDF of printed passes (tickets, vouchers): its pages' data, and how each page draws its own part. */
export interface PassPages<T> {
  pages: T[];
  /** The document's title (its metadata). */
  title: string;
  language: Language;
  /** What the page's QR code encodes, and its width in pixels. */
  qr: (page: T) => string;
  qrPixels: number;
  /** Draws the page below the brand bar; `qr` is its QR code as a PNG. */
  draw: (doc: PDFKit.PDFDocument, page: T, qr: Buffer, size: { width: number; height: number }) => void;
}

/**
 * Passes as a PDF, one A5 landscape page each, under the brand bar with "Tribuna" on it: tickets
 * and vouchers look like one product.
 */
export async function renderPassPdf<T>({ pages, title, language, qr, qrPixels, draw }: PassPages<T>) {
  const QRCode = require('qrcode') as typeof QRCodeModule;
  const qrCodes = await Promise.all(
    pages.map((page) =>
      QRCode.toBuffer(qr(page), { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: qrPixels }),
    ),
  );
  const { doc, finish } = openPdf({
    size: 'A5',
    layout: 'landscape',
    margin: 36,
    autoFirstPage: false,
    info: { Title: title, Author: 'Tribuna', Subject: title },
    lang: language,
  });
  pages.forEach((page, i) => {
    doc.addPage();
    const { width, height } = doc.page;
    doc.rect(0, 0, width, 56).fill(pdfColours.brand);
    doc.fillColor('#ffffff').font('bold').fontSize(22).text('Tribuna', 36, 16, { lineBreak: false });
    draw(doc, page, qrCodes[i]!, { width, height });
  });
  return finish();
}

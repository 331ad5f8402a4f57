import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { creditNoteEmailTexts } from '@tribuna/common/i18n/creditNoteEmail';
import {
  creditNotePdfFileName,
  creditNotePdfTexts,
  invoicePdfFileName,
} from '@tribuna/common/i18n/invoicePdf';
import { formatMoney } from '@tribuna/common/money';
import type { Language } from '@tribuna/common/schemas/common';
import type {
  AdminInvoiceListQuery,
  Invoice,
  InvoiceBuyer,
  InvoiceDocument,
  InvoiceExport,
  InvoiceExportInput,
  InvoiceLine,
  InvoicePaymentMethod,
  InvoiceVatRow,
} from '@tribuna/common/schemas/invoices';
import type { Currency } from '@tribuna/common/schemas/orders';
import type { InvoicingConfig } from '../../config';
import type { Tx } from '../../db/client';
import type { CreditNoteRow, InvoiceExportRow, InvoiceRow, UnnumberedInvoiceRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { Mailer } from '../../integrations/mail/mail';
import { mailHtml } from '../../integrations/mail/mailHtml';
import type { FileStorage, StoredObject } from '../../integrations/storage/storage';
import { renderInvoicePdf } from './invoicePdf';
import { correctionLines, creditNoteNumber, type CreditNoteSource } from './creditNotes';
import type { DocumentRow, InvoicesRepository, NewInvoice } from './invoices.repository';
import { createZipArchive } from './zipArchive';

/** What an accepted order gives its invoice. */
export interface InvoiceSource {
  order: {
    uuid: string;
    userUuid: string | null;
    currency: Currency;
    language: Language;
    total: number;
  };
  lines: { kind: string; label: string; quantity: number; unitAmount: number; amount: number }[];
  buyer: InvoiceBuyer;
  paymentMethod: InvoicePaymentMethod;
  /** The payment's own reference, when it came with one (a bank transfer); else the number. */
  variableSymbol?: string;
  /** The day the payment came (a bank transfer); else the day of issue. */
  taxableSupplyOn?: string;
}

/** The line kinds taxed at the tickets' (reduced) rate: admission to an event. */
const ticketKinds = new Set(['ticket']);

/** The series' first digit: one yearly series per currency, and numbers unique across them. */
const seriesDigit: Record<Currency, string> = { CZK: '1', EUR: '2' };

/**
 * `1260000042`: the currency's digit, the year's last two digits and the sequence (six digits);
 * numeric, so it is the variable symbol too (at most ten digits).
 */
export const invoiceNumber = (currency: Currency, year: number, sequence: number) =>
  `${seriesDigit[currency]}${String(year % 100).padStart(2, '0')}${String(sequence).padStart(6, '0')}`;

const pragueDays = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' });

/** The calendar day in Prague (the supplier's), as `YYYY-MM-DD` (the format made once: making it costs). */
export const pragueDay = (at: Date) => pragueDays.format(at);

/** Prices include VAT: the base is what is left of the total at the rate, the VAT the rest. */
function split(total: number, rate: number) {
  const base = Math.round((total * 100) / (100 + rate));
  return { base, vat: total - base };
}

const EXPORT_PAGE = 50;
/** How many waiting invoices one statement of a numbering takes. */
const NUMBERING_BATCH = 500;

export function createInvoicesService(deps: {
  invoices: InvoicesRepository;
  /** Runs the numbering of the issued invoices in one transaction. */
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  config: InvoicingConfig;
  /**
   * Finished exports are kept in the file storage (every server can hand them out); the archive
   * is written in this folder of the server's own disk first.
   */
  storage: FileStorage;
  tmpDir: string;
  /** Sends the credit notes to the buyers. */
  mailer?: Mailer;
  log?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { invoices, config } = deps;
  const now = deps.now ?? (() => new Date());
  const running = new Set<Promise<void>>();

  const vatRateOf = (kind: string) =>
    config.supplier.vatPayer ? (ticketKinds.has(kind) ? config.ticketVatRate : config.vatRate) : 0;

  function toInvoice(row: InvoiceRow): Invoice {
    return {
      uuid: row.uuid,
      number: row.number,
      orderUuid: row.orderUuid,
      userUuid: row.userUuid,
      currency: row.currency,
      language: row.language,
      issuedOn: row.issuedOn,
      taxableSupplyOn: row.taxableSupplyOn,
      variableSymbol: row.variableSymbol,
      paymentMethod: row.paymentMethod,
      supplier: row.supplier,
      buyer: row.buyer,
      lines: row.lines,
      vatRecap: row.vatRecap,
      total: row.total,
      createdAt: row.createdAt.toISOString(),
    };
  }

  const fromInvoice = (row: InvoiceRow): InvoiceDocument => ({
    ...toInvoice(row),
    kind: 'invoice',
    correctedInvoice: null,
    refundUuid: null,
    reason: null,
  });

  const fromCreditNote = (row: CreditNoteRow): InvoiceDocument => ({
    uuid: row.uuid,
    number: row.number,
    orderUuid: row.orderUuid,
    userUuid: row.userUuid,
    currency: row.currency,
    language: row.language,
    issuedOn: row.issuedOn,
    taxableSupplyOn: row.issuedOn,
    variableSymbol: row.number,
    paymentMethod: row.paymentMethod,
    supplier: row.supplier,
    buyer: row.buyer,
    lines: row.lines,
    vatRecap: row.vatRecap,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    kind: 'creditNote',
    correctedInvoice: { uuid: row.invoiceUuid, number: row.invoiceNumber },
    refundUuid: row.refundUuid,
    reason: row.reason,
  });

  const toDocument = (document: DocumentRow): InvoiceDocument =>
    document.kind === 'invoice' ? fromInvoice(document.row) : fromCreditNote(document.row);

  /** A document's PDF and its file name. */
  async function pdfOf(document: DocumentRow): Promise<{ filename: string; pdf: Buffer }> {
    const filename =
      document.kind === 'invoice'
        ? invoicePdfFileName(document.row.number)
        : creditNotePdfFileName(document.row.number);
    return { filename, pdf: await renderInvoicePdf(toDocument(document)) };
  }

  /** An invoice or a credit note by its uuid. */
  async function findDocument(uuid: string): Promise<DocumentRow | null> {
    const invoice = await invoices.findByUuid(uuid);
    if (invoice) return { kind: 'invoice', row: invoice };
    const creditNote = await invoices.findCreditNote(uuid);
    return creditNote ? { kind: 'creditNote', row: creditNote } : null;
  }

  /** A credit note's PDF (made after the refund's commit, like an invoice's), and its file name. */
  async function creditNotePdf(uuid: string) {
    const row = await invoices.findCreditNote(uuid);
    if (!row) throw new ProductError('invoiceNotFound', { uuid });
    return { row, ...(await pdfOf({ kind: 'creditNote', row })) };
  }

  const toExport = (row: InvoiceExportRow): InvoiceExport => ({
    uuid: row.uuid,
    from: row.from,
    to: row.to,
    status: row.status,
    done: row.done,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  });

  async function find(uuid: string): Promise<DocumentRow> {
    const document = await findDocument(uuid);
    if (!document) throw new ProductError('invoiceNotFound', { uuid });
    return document;
  }

  /** The archive's key in the file storage. */
  const exportKey = (uuid: string) => `${uuid}/invoices.zip`;

  async function runExport(job: InvoiceExportRow) {
    const file = path.join(deps.tmpDir, `${job.uuid}.zip`);
    try {
      await mkdir(deps.tmpDir, { recursive: true });
      const archive = createZipArchive();
      const written = pipeline(archive as unknown as NodeJS.ReadableStream, createWriteStream(file));
      let done = 0;
      for (let offset = 0; ; offset += EXPORT_PAGE) {
        const page = await invoices.pageInRange(job.from, job.to, offset, EXPORT_PAGE);
        for (const document of page) {
          const { filename, pdf } = await pdfOf(document);
          archive.append(pdf, { name: filename, date: document.row.createdAt });
        }
        done += page.length;
        await invoices.updateExport(job.uuid, { done });
        if (page.length < EXPORT_PAGE) break;
      }
      await archive.finalize();
      await written;
      const { size } = await stat(file);
      await deps.storage.put(exportKey(job.uuid), createReadStream(file), {
        contentType: 'application/zip',
        size,
      });
      await invoices.updateExport(job.uuid, { status: 'done', done, finishedAt: now() });
    } catch (error) {
      deps.log?.error({ err: error, export: job.uuid }, 'An invoice export failed');
      await invoices.updateExport(job.uuid, { status: 'failed', finishedAt: now() }).catch(() => undefined);
    } finally {
      await rm(file, { force: true }).catch(() => undefined);
    }
  }

  /** The lines with their VAT, and the recapitulation per rate. */
  function taxed(source: InvoiceSource['lines']): { lines: InvoiceLine[]; vatRecap: InvoiceVatRow[] } {
    const lines: InvoiceLine[] = source.map((line) => {
      const vatRate = vatRateOf(line.kind);
      return {
        label: line.label,
        kind: line.kind,
        quantity: line.quantity,
        unitAmount: line.unitAmount,
        vatRate,
        ...split(line.amount, vatRate),
        total: line.amount,
      };
    });
    const recap = new Map<number, InvoiceVatRow>();
    for (const line of lines) {
      const row = recap.get(line.vatRate) ?? { vatRate: line.vatRate, base: 0, vat: 0, total: 0 };
      row.total += line.total;
      recap.set(line.vatRate, row);
    }
    // The recapitulation's VAT is worked out from each rate's total, as the law counts it.
    const vatRecap = [...recap.values()]
      .map((row) => ({ ...row, ...split(row.total, row.vatRate) }))
      .sort((a, b) => b.vatRate - a.vatRate);
    return { lines, vatRecap };
  }

  /**
   * Numbers the invoices waiting for their number in `tx`: in the order they were issued, each
   * series' next numbers taken once for all of its invoices (series in a fixed order, so two
   * numberings at once never wait on each other in a circle). Answers how many were numbered.
   */
  async function numberWaiting(tx: Tx): Promise<number> {
    let numbered = 0;
    for (;;) {
      const taken = await invoices.takeUnnumbered(NUMBERING_BATCH, tx);
      // An order with a numbered invoice keeps it: a second one issued for it takes no number.
      const rows: UnnumberedInvoiceRow[] = taken.flatMap(({ invoiced, ...row }) => (invoiced ? [] : [row]));
      const series = new Map<string, UnnumberedInvoiceRow[]>();
      // In the order of issue (two issued within one millisecond share a time, not an issue number).
      const issued = (a: UnnumberedInvoiceRow, b: UnnumberedInvoiceRow) => a.issueNo - b.issueNo;
      for (const row of [...rows].sort(issued)) {
        const key = `${row.year}:${row.currency}`;
        const group = series.get(key);
        if (group) group.push(row);
        else series.set(key, [row]);
      }
      const values: NewInvoice[] = [];
      for (const key of [...series.keys()].sort()) {
        const group = series.get(key)!;
        const { year, currency } = group[0]!;
        const first = await invoices.nextSequences(year, currency, group.length, tx);
        group.forEach(({ issueNo: _issued, ...row }, i) => {
          const number = invoiceNumber(currency, year, first + i);
          values.push({ ...row, number, sequence: first + i, variableSymbol: row.variableSymbol ?? number });
        });
      }
      await invoices.insertMany(values, tx);
      numbered += rows.length;
      if (taken.length < NUMBERING_BATCH) return numbered;
    }
  }

  let numbering: Promise<number> | null = null;
  let nextNumbering: Promise<number> | null = null;

  /**
   * Numbers the invoices issued so far. Calls while a numbering is under way share the next one,
   * which starts when it ends: one transaction (and one lock of each series' counter) numbers
   * the invoices of every acceptance that committed meanwhile.
   */
  function numberIssued(): Promise<number> {
    if (!numbering) {
      numbering = deps.transaction(numberWaiting).finally(() => {
        numbering = null;
      });
      return numbering;
    }
    nextNumbering ??= numbering
      .catch(() => 0)
      .then(() => {
        nextNumbering = null;
        return numberIssued();
      });
    return nextNumbering;
  }

  return {
    /**
     * Issues the invoice of an accepted order in the transaction that accepts it: it waits for its
     * number (`numberIssued`, after the commit), so acceptances never queue for a series' counter.
     * An order has one invoice: a second call changes nothing.
     */
    async issue(source: InvoiceSource, tx: Tx): Promise<void> {
      const { order } = source;
      // A second one (its order invoiced already) is dropped by the numbering, not looked for here:
      // one statement fewer in every acceptance.
      const day = pragueDay(now());
      const year = Number(day.slice(0, 4));
      const { lines, vatRecap } = taxed(source.lines);
      const { buyer } = source;
      await invoices.insertUnnumbered(
        {
          year,
          orderUuid: order.uuid,
          userUuid: order.userUuid,
          currency: order.currency,
          language: order.language,
          issuedOn: day,
          taxableSupplyOn: source.taxableSupplyOn ?? day,
          variableSymbol: source.variableSymbol ?? null,
          paymentMethod: source.paymentMethod,
          supplier: config.supplier,
          buyer,
          buyerSearch: [buyer.name, buyer.email, buyer.ico].filter(Boolean).join(' '),
          lines,
          vatRecap,
          total: order.total,
        },
        tx,
      );
    },

    numberIssued,

    /** What the invoice of these lines would say (the draft staff check before an order is made). */
    preview: (lines: InvoiceSource['lines']) => ({ supplier: config.supplier, ...taxed(lines) }),

    toInvoice,

    /** The invoices and the credit notes. */
    list: async (query: AdminInvoiceListQuery) => {
      const { rows, total } = await invoices.list(query);
      return { data: rows.map(toDocument), total };
    },

    get: async (uuid: string) => toDocument(await find(uuid)),

    pdf: async (uuid: string): Promise<{ filename: string; pdf: Buffer }> => pdfOf(await find(uuid)),

    /**
     * Issues the credit note of a refund of an invoiced order, in the transaction that records the
     * refund (its number is taken there, from the credit notes' own series: see
     * `nextCreditNoteSequence`); none when the order has no invoice. A refund has one credit note: a
     * second call answers it.
     */
    async issueCreditNote(source: CreditNoteSource, tx: Tx): Promise<CreditNoteRow | null> {
      const existing = await invoices.findCreditNoteOfRefund(source.refund.uuid, tx);
      if (existing) return existing;
      // An invoice still waiting for its number (its server stopped before numbering) gets it now.
      let invoice: InvoiceRow | null = null;
      if (await invoices.hasUnnumbered(source.order.uuid, tx)) {
        await numberWaiting(tx);
        invoice = await invoices.findByOrder(source.order.uuid, tx);
        // Another server has it out of the queue: its numbering's end is waited for, then it is read.
        if (!invoice && !(await invoices.awaitNumbering(source.order.uuid, tx)))
          invoice = await invoices.findByOrder(source.order.uuid, tx);
      } else invoice = await invoices.findByOrder(source.order.uuid, tx);
      if (!invoice) return null;
      const day = pragueDay(now());
      const year = Number(day.slice(0, 4));
      const { lines, vatRecap } = correctionLines(
        invoice,
        source,
        creditNotePdfTexts[invoice.language].partialRefund,
        vatRateOf,
      );
      const total = -lines.reduce((sum, line) => sum + line.total, 0);
      const sequence = await invoices.nextCreditNoteSequence(year, invoice.currency, tx);
      return invoices.insertCreditNote(
        {
          number: creditNoteNumber(invoice.currency, year, sequence),
          year,
          sequence,
          kind: invoice.supplier.vatPayer ? 'tax' : 'nonTax',
          refundUuid: source.refund.uuid,
          invoiceUuid: invoice.uuid,
          invoiceNumber: invoice.number,
          orderUuid: invoice.orderUuid,
          userUuid: invoice.userUuid,
          currency: invoice.currency,
          language: invoice.language,
          issuedOn: day,
          reason: source.refund.reason,
          paymentMethod: invoice.paymentMethod,
          // The supplier as the corrected invoice names them: a payer's invoice is corrected by a
          // payer's tax document, whatever the supplier's status is today.
          supplier: invoice.supplier,
          buyer: invoice.buyer,
          buyerSearch: invoice.buyerSearch,
          lines,
          vatRecap,
          total,
        },
        tx,
      );
    },

    creditNotePdf,

    /**
     * Mails a credit note's PDF to the buyer in the order's language; false when the buyer has no
     * e-mail (or no mailer is set).
     */
    async mailCreditNote(uuid: string): Promise<boolean> {
      const { row, filename, pdf } = await creditNotePdf(uuid);
      const to = row.buyer.email;
      if (!to || !deps.mailer) return false;
      const texts = creditNoteEmailTexts[row.language];
      const titles = creditNotePdfTexts[row.language];
      const body = texts.body
        .replace('{{amount}}', formatMoney(row.total, row.currency, row.language))
        .replace('{{order}}', row.orderUuid)
        .replace('{{invoice}}', row.invoiceNumber);
      const paragraphs = [texts.greeting, body, texts.signature];
      await deps.mailer.send({
        to,
        subject: `${row.kind === 'tax' ? titles.title : titles.nonPayerTitle} ${row.number}`,
        text: paragraphs.join('\n\n'),
        html: mailHtml(row.language, paragraphs),
        attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
      });
      return true;
    },

    /**
     * The invoice of an order as an e-mail attachment; none when the order has no invoice. One
     * waiting for its number is numbered first; throws if it still has none (the e-mail waits).
     */
    async attachmentOfOrder(orderUuid: string) {
      let row = await invoices.findByOrder(orderUuid);
      if (!row && (await invoices.hasUnnumbered(orderUuid))) {
        await numberIssued();
        row = await invoices.findByOrder(orderUuid);
        if (!row) throw new Error(`The invoice of order ${orderUuid} is not numbered yet`);
      } else if (!row) {
        // Another server may have numbered it between the two looks: out of the queue, numbered.
        row = await invoices.findByOrder(orderUuid);
      }
      if (!row) return [];
      return [
        {
          filename: invoicePdfFileName(row.number),
          content: await renderInvoicePdf(toInvoice(row)),
          contentType: 'application/pdf',
        },
      ];
    },

    findByNumber: async (number: string) => {
      const row = await invoices.findByNumber(number);
      if (!row) throw new ProductError('invoiceNotFound', { number });
      return toInvoice(row);
    },

    findByOrder: async (orderUuid: string) => {
      const row = await invoices.findByOrder(orderUuid);
      return row ? toInvoice(row) : null;
    },

    /** The user's own invoices, newest first. */
    ofUser: async (userUuid: string) => (await invoices.ofUser(userUuid)).map(toInvoice),

    /**
     * A user's own invoice or credit note as a PDF; anyone else's is `invoiceNotFound` (its existence
     * is not told).
     */
    async pdfOfUser(uuid: string, userUuid: string): Promise<{ filename: string; pdf: Buffer }> {
      const document = await findDocument(uuid);
      if (!document || document.row.userUuid !== userUuid)
        throw new ProductError('invoiceNotFound', { uuid });
      return pdfOf(document);
    },

    /**
     * Starts the ZIP of a period's invoices and credit notes; `invoicesInSelectedRangeDoesNotExist`
     * when it has none.
     */
    async startExport(userUuid: string, range: InvoiceExportInput): Promise<InvoiceExport> {
      const total = await invoices.countInRange(range.from, range.to);
      if (total === 0) throw new ProductError('invoicesInSelectedRangeDoesNotExist', range);
      const job = await invoices.insertExport({ ...range, total, requestedByUserUuid: userUuid });
      const run = runExport(job).finally(() => running.delete(run));
      running.add(run);
      return toExport(job);
    },

    async exportStatus(uuid: string): Promise<InvoiceExport> {
      const row = await invoices.findExport(uuid);
      if (!row) throw new ProductError('notFound', { uuid });
      return toExport(row);
    },

    /** The finished archive; `couldNotCreateZip` when it failed, is not ready or is gone. */
    async exportZip(uuid: string): Promise<{ filename: string; zip: StoredObject }> {
      const row = await invoices.findExport(uuid);
      if (!row) throw new ProductError('notFound', { uuid });
      if (row.status !== 'done') throw new ProductError('couldNotCreateZip', { uuid, status: row.status });
      const zip = await deps.storage.get(exportKey(uuid));
      if (!zip) throw new ProductError('couldNotCreateZip', { uuid, reason: 'missing' });
      return { filename: `faktury-${row.from}-${row.to}.zip`, zip };
    },

    /** Exports a stopped server left running are made again from the start (at start). */
    async resumeExports(): Promise<number> {
      const rows = await invoices.runningExports();
      for (const row of rows) {
        await invoices.updateExport(row.uuid, { done: 0 });
        const run = runExport({ ...row, done: 0 }).finally(() => running.delete(run));
        running.add(run);
      }
      return rows.length;
    },

    /** Resolves when the exports under way have finished (the app waits for them as it closes). */
    settled: async () => {
      await Promise.all([...running]);
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;

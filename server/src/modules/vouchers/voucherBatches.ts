import type { FastifyBaseLogger } from 'fastify';
import { backofficeCs } from '@tribuna/common/i18n/backoffice';
import { backofficeEn } from '@tribuna/common/i18n/backoffice.en';
import { backofficeSk } from '@tribuna/common/i18n/backoffice.sk';
import type { Language } from '@tribuna/common/schemas/common';
import {
  voucherBatchInput,
  type VoucherBatch,
  type VoucherBatchInput,
} from '@tribuna/common/schemas/vouchers';
import type { VoucherBatchRow, VoucherRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { VouchersRepository } from './vouchers.repository';

/**
 * Bulk generation of voucher codes for staff: a batch runs in the background, its progress is stored
 * as it goes (the screen polls it), a finished batch downloads as CSV, and batches a stopped server
 * left running are taken up again at start.
 */
export function createVoucherBatches(deps: {
  repo: VouchersRepository;
  createCodes(
    spec: {
      subscriptionPriceUuid: string;
      count: number;
      isActive?: boolean;
      validUntil?: Date | null;
      createdBy: 'staff';
      createdByUserUuid?: string | null;
      batchUuid?: string | null;
    },
    tx: undefined,
    onProgress: (done: number) => Promise<void>,
  ): Promise<VoucherRow[]>;
  voucherablePlan(priceUuid: string): Promise<unknown>;
  planOf(priceUuid: string): Promise<{ subscriptionName: string; priceLabel: string } | null>;
  now(): Date;
  log?: FastifyBaseLogger;
}) {
  const { repo, createCodes, voucherablePlan, planOf, now } = deps;
  const runningBatches = new Set<Promise<void>>();
  const iso = (date: Date | null) => (date ? date.toISOString() : null);

  async function runBatch(batch: VoucherBatchRow) {
    try {
      const existing = await repo.countOfBatch(batch.uuid);
      await createCodes(
        {
          subscriptionPriceUuid: batch.subscriptionPriceUuid,
          count: batch.total - existing,
          isActive: batch.isActive,
          validUntil: batch.validUntil,
          createdBy: 'staff',
          createdByUserUuid: batch.createdByUserUuid,
          batchUuid: batch.uuid,
        },
        undefined,
        (done) => repo.updateBatch(batch.uuid, { done: existing + done }),
      );
      await repo.updateBatch(batch.uuid, { status: 'done', done: batch.total, finishedAt: now() });
    } catch (error) {
      deps.log?.error({ err: error, batch: batch.uuid }, 'A voucher batch failed');
      await repo
        .updateBatch(batch.uuid, {
          status: 'failed',
          done: await repo.countOfBatch(batch.uuid),
          finishedAt: now(),
        })
        .catch(() => undefined);
    }
  }

  function startInBackground(batch: VoucherBatchRow) {
    const running = runBatch(batch).finally(() => runningBatches.delete(running));
    runningBatches.add(running);
  }

  function toBatch(row: VoucherBatchRow): VoucherBatch {
    return {
      uuid: row.uuid,
      subscriptionPriceUuid: row.subscriptionPriceUuid,
      status: row.status,
      done: row.done,
      total: row.total,
      createdByUserUuid: row.createdByUserUuid,
      createdAt: row.createdAt.toISOString(),
      finishedAt: iso(row.finishedAt),
    };
  }

  return {
    async startBatch(staffUuid: string, input: VoucherBatchInput): Promise<VoucherBatch> {
      const values = voucherBatchInput.parse(input);
      await voucherablePlan(values.subscriptionPriceUuid);
      const batch = await repo.insertBatch({
        subscriptionPriceUuid: values.subscriptionPriceUuid,
        total: values.count,
        isActive: values.isActive,
        validUntil: values.validUntil ? new Date(values.validUntil) : null,
        createdByUserUuid: staffUuid,
      });
      startInBackground(batch);
      return toBatch(batch);
    },

    async batch(uuid: string): Promise<VoucherBatch> {
      const row = await repo.findBatch(uuid);
      if (!row) throw new ProductError('notFound', { uuid }, 'No such voucher batch.');
      return toBatch(row);
    },

    /**
     * The codes of a finished batch as CSV (UTF-8 with a byte order mark, for spreadsheets), its
     * column names and yes/no in the staff member's language, as the back office's voucher screens
     * name them.
     */
    async batchCsv(uuid: string, language: Language = 'cs'): Promise<{ filename: string; csv: string }> {
      const row = await repo.findBatch(uuid);
      if (!row) throw new ProductError('notFound', { uuid }, 'No such voucher batch.');
      if (row.status === 'running')
        throw new ProductError(
          'badRequest',
          { uuid, status: row.status },
          'The batch is still being generated.',
        );
      const plan = await planOf(row.subscriptionPriceUuid);
      const texts = { cs: backofficeCs, sk: backofficeSk, en: backofficeEn }[language].resources.vouchers;
      const cell = (value: string) => (/[",;\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
      const lines = (await repo.ofBatch(uuid)).map((v) =>
        [
          v.code,
          plan?.subscriptionName ?? '',
          plan?.priceLabel ?? '',
          iso(v.validUntil) ?? '',
          v.isActive ? texts.yesNo.yes : texts.yesNo.no,
        ]
          .map(cell)
          .join(','),
      );
      const { fields } = texts;
      const header = [
        fields.code,
        fields.subscriptionName,
        fields.priceLabel,
        fields.validUntil,
        fields.isActive,
      ]
        .map(cell)
        .join(',');
      const csv = `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
      return { filename: `vouchers-${uuid}.csv`, csv };
    },

    /** Batches a stopped server left running are taken up again (at start). */
    async resumeBatches(): Promise<number> {
      const rows = await repo.runningBatches();
      for (const row of rows) startInBackground(row);
      return rows.length;
    },

    /** Waits for the batches being generated now (tests, shutdown). */
    settled: () => Promise.all([...runningBatches]).then(() => undefined),
  };
}

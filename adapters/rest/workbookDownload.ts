import type { Response } from 'express';
import type { Result } from 'neverthrow';
import type { Writable } from 'node:stream';
import type { AppError } from '../../application/shared/appError';
import { sendError } from './envelope';

/** An Excel export as a download named after the list (`specialists-archive-2026-11-02.xlsx`), or the use case's error. */
export const sendWorkbook = async <Export extends { readonly archive: boolean }>(
  res: Response,
  exported: Result<Export, AppError>,
  name: string,
  write: (exported: Export, output: Writable) => Promise<void>,
): Promise<void> => {
  if (exported.isErr()) return sendError(res, exported.error);
  const filename = `${name}${exported.value.archive ? '-archive' : ''}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  await write(exported.value, res);
};

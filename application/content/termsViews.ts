import { activeVersion, isEditable, nextVersionAfter, statusOf } from '../../domain/content/terms';
import { renderBlocks } from '../../domain/content/renderHtml';
import type { TermsVersionRow } from './contentPorts';
import type { ManagerTermsVersionOutput, TermsInfoOutput } from './schemas';

/** A version as anyone reads it, with the version after it and the one in force. */
export const toTermsInfo = (row: TermsVersionRow, all: readonly TermsVersionRow[], now: Date): TermsInfoOutput => {
  const next = nextVersionAfter(all, row.effectiveFrom);
  return {
    id: row.id,
    number: row.number,
    status: statusOf(row, all, now),
    effectiveFrom: row.effectiveFrom.toISOString(),
    content: [...row.content],
    html: renderBlocks(row.content),
    changes: [...row.changes],
    changesHtml: renderBlocks(row.changes),
    nextVersionId: next?.id ?? null,
    nextVersionEffectiveFrom: next?.effectiveFrom.toISOString() ?? null,
    activeVersionId: activeVersion(all, now)?.id ?? null,
  };
};

export const toManagerTermsVersion = (
  row: TermsVersionRow,
  all: readonly TermsVersionRow[],
  now: Date,
): ManagerTermsVersionOutput => ({
  ...toTermsInfo(row, all, now),
  editable: isEditable(row, now),
  version: row.version,
  acceptedCount: row.acceptedCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

import { err, ok } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import type { ContentDeps, TermsAcceptanceRow } from '../contentPorts';
import { asTermsExporter, termsVersionNotFound } from '../policies';
import { TermsAcceptanceExportInput } from '../schemas';

export type TermsAcceptanceExport = {
  readonly title: string;
  readonly rows: AsyncIterable<TermsAcceptanceRow>;
  readonly archive: false;
};

/** Who accepted a version, when and from where, as rows for the Excel file. */
export const exportTermsAcceptances = useCase(
  asTermsExporter,
  TermsAcceptanceExportInput,
  async (deps: ContentDeps, _caller, { id }) => {
    const version = await deps.terms.find(id);
    if (!version) return err(termsVersionNotFound);
    return ok<TermsAcceptanceExport>({
      title: `Terms v${version.number} acceptances`,
      rows: deps.terms.acceptancesOf(id),
      archive: false,
    });
  },
);

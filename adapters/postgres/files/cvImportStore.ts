import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { CvDictionary } from '../../../application/specialist/cvImport/buildCvProposal';
import type { CvImportRecord, CvImportStore } from '../../../application/specialist/cvImport/cvImportPorts';
import type { CvImportStatus, CvProposal } from '../../../application/specialist/cvImport/cvProposal';
import { onConnection, queues } from '../../jobs/queues';
import { inTransaction } from '../transaction';
import { insertFile } from './fileStore';

/** Two retries, a second apart, then the import fails; a worker that dies mid-job gives it back after two minutes. */
export const cvImportJobOptions = { retryLimit: 2, retryDelay: 1, expireInSeconds: 120 } as const;

type ImportRow = {
  id: string;
  company_id: string;
  status: CvImportStatus;
  progress: number;
  proposal: CvProposal | null;
  error: string | null;
};

const recordOf = (row: ImportRow): CvImportRecord => ({
  id: row.id,
  companyId: row.company_id,
  status: row.status,
  progress: row.progress,
  proposal: row.proposal,
  error: row.error,
});

export const postgresCvImportStore = (pool: pg.Pool, boss: PgBoss): CvImportStore => ({
  start: (file, started) =>
    inTransaction(pool, async (client) => {
      await insertFile(client, file);
      await client.query(
        'insert into cv_imports (id, company_id, user_id, impersonator_id, file_id) values ($1, $2, $3, $4, $5)',
        [started.importId, started.companyId, started.userId, started.impersonatorId, file.id],
      );
      await boss.send(
        queues.cvImport,
        { importId: started.importId },
        { ...onConnection(client), ...cvImportJobOptions },
      );
    }),
  find: async (importId) => {
    const { rows } = await pool.query<ImportRow>(
      'select id, company_id, status, progress, proposal, error from cv_imports where id = $1',
      [importId],
    );
    return rows[0] ? recordOf(rows[0]) : null;
  },
  document: async (importId) => {
    const { rows } = await pool.query<{ bytes: Buffer; mime: string }>(
      `select f.bytes, f.mime from cv_imports i join files f on f.id = i.file_id where i.id = $1 and i.status in ('queued', 'processing')`,
      [importId],
    );
    return rows[0] ? { bytes: rows[0].bytes, mime: rows[0].mime } : null;
  },
  progress: async (importId, progress) => {
    await pool.query(
      `update cv_imports set status = 'processing', progress = $2, updated_at = now() where id = $1 and status in ('queued', 'processing')`,
      [importId, progress],
    );
  },
  complete: async (importId, proposal) => {
    await pool.query(
      `update cv_imports set status = 'done', progress = 100, proposal = $2, error = null, updated_at = now() where id = $1`,
      [importId, JSON.stringify(proposal)],
    );
  },
  attemptFailed: async (importId, error, final) => {
    await pool.query(
      `update cv_imports set attempts = attempts + 1, error = $2, updated_at = now(),
              status = case when $3 then 'failed' else status end
        where id = $1 and status in ('queued', 'processing')`,
      [importId, error, final],
    );
  },
});

/** The dictionaries a CV is matched against: approved key skills, languages, language levels. Cached for a minute. */
export const postgresCvDictionary = (pool: pg.Pool): (() => Promise<CvDictionary>) => {
  let cached: { at: number; value: Promise<CvDictionary> } | null = null;
  const load = async (): Promise<CvDictionary> => {
    const [skills, languages, levels] = await Promise.all([
      pool.query<{ id: string; title: string }>('select id::text, title from key_skills where approved'),
      pool.query<{ code: string; name: string }>('select code, name from languages order by sort_order'),
      pool.query<{ id: string }>(`select id from enum_values where type = 'LanguageLevel' order by sort_order`),
    ]);
    return { keySkills: skills.rows, languages: languages.rows, languageLevels: levels.rows.map((r) => r.id) };
  };
  return () => {
    if (!cached || Date.now() - cached.at > 60_000)
      cached = { at: Date.now(), value: load().catch((e) => ((cached = null), Promise.reject(e))) };
    return cached.value;
  };
};

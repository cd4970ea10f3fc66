import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { FilePurpose } from '../../../application/files/fileContracts';
import type { FileRecord, FileStore, NewFile } from '../../../application/ports/files';

/** Files with their bytes in PostgreSQL (`files`), so every app process serves the same files. */
type FileRow = {
  id: string;
  company_id: string;
  uploader_id: string;
  impersonator_id: string | null;
  purpose: FilePurpose;
  original_name: string;
  mime: string;
  size: number;
  sha256: string;
  created_at: Date;
};

const columns = 'id, company_id, uploader_id, impersonator_id, purpose, original_name, mime, size, sha256, created_at';

const recordOf = (row: FileRow): FileRecord => ({
  id: row.id,
  companyId: row.company_id,
  uploaderId: row.uploader_id,
  impersonatorId: row.impersonator_id,
  purpose: row.purpose,
  originalName: row.original_name,
  mime: row.mime,
  size: row.size,
  sha256: row.sha256,
  createdAt: row.created_at,
});

/** Inserts on the given connection, so a file can be stored in the same transaction as what refers to it. */
export const insertFile = async (db: pg.Pool | pg.PoolClient, file: NewFile): Promise<FileRecord> => {
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const { rows } = await db.query<FileRow>(
    `insert into files (id, company_id, uploader_id, impersonator_id, purpose, original_name, mime, size, sha256, bytes)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${columns}`,
    [
      file.id,
      file.companyId,
      file.uploaderId,
      file.impersonatorId,
      file.purpose,
      file.originalName,
      file.mime,
      bytes.length,
      sha256,
      bytes,
    ],
  );
  return recordOf(rows[0] as FileRow);
};

export const postgresFileStore = (pool: pg.Pool): FileStore => ({
  save: (file) => insertFile(pool, file),
  find: async (id) => {
    const { rows } = await pool.query<FileRow>(`select ${columns} from files where id = $1`, [id]);
    return rows[0] ? recordOf(rows[0]) : null;
  },
  read: async (id) => {
    const { rows } = await pool.query<FileRow & { bytes: Buffer }>(
      `select ${columns}, bytes from files where id = $1`,
      [id],
    );
    const row = rows[0];
    return row ? { record: recordOf(row), bytes: row.bytes } : null;
  },
  remove: async (ids) => {
    if (ids.length > 0) await pool.query('delete from files where id = any($1::uuid[])', [ids]);
  },
  companyType: async (companyId) => {
    const { rows } = await pool.query<{ type: 'agency' | 'client' | 'platform' }>(
      'select type from companies where id = $1',
      [companyId],
    );
    return rows[0]?.type ?? null;
  },
});

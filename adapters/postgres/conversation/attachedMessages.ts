import type pg from 'pg';
import type { AttachedMessages } from '../../../application/conversation/queries/attachmentPlaces';
import type { SubjectType } from '../../../domain/conversation/conversation.subject';

/** The messages a file is attached to, with their threads' subjects (the index on `file_ids` finds them). */
export const postgresAttachedMessages = (pool: pg.Pool): AttachedMessages => ({
  of: async (fileId) => {
    const { rows } = await pool.query<{ subject_type: SubjectType; subject_id: string; hidden: boolean }>(
      `select t.subject_type, t.subject_id, m.hidden_at is not null as hidden
         from conversation_messages m join conversation_threads t on t.id = m.thread_id
        where m.file_ids @> array[$1::uuid] and cardinality(m.file_ids) > 0`,
      [fileId],
    );
    return rows.map((r) => ({ subjectType: r.subject_type, subjectId: r.subject_id, hidden: r.hidden }));
  },
});

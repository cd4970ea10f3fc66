import type pg from 'pg';
import type {
  AttachableFiles,
  ConversationChanges,
  ConversationReadModel,
  FeedRow,
  FlaggedRow,
  MessageRow,
  ReportRow,
  SubjectDirectory,
  SubjectParties,
  ThreadRow,
  ThreadScope,
} from '../../../application/conversation/conversationPorts';
import { clientVisibleStatuses, type ActStatus } from '../../../domain/act/act.status';
import type { ConversationSide, SubjectType } from '../../../domain/conversation/conversation.subject';
import { publicNameOf } from '../../../domain/specialist/publicName';
import type { ChangeFeed } from '../changeFeed';
import { containsPattern } from '../likePatterns';

type Row = Record<string, unknown>;

const threadOf = (r: Row): ThreadRow => ({
  id: r.id as string,
  subjectType: r.subject_type as SubjectType,
  subjectId: r.subject_id as string,
  clientId: (r.client_id as string | null) ?? null,
  agencyId: (r.agency_id as string | null) ?? null,
  companyId: (r.company_id as string | null) ?? null,
  messageCount: Number(r.message_count),
  lastMessageAt: (r.last_message_at as Date | null) ?? null,
  lastSeq: Number(r.last_seq),
  unread: Number(r.unread ?? 0),
  version: BigInt(r.version as string | number | bigint),
});

const messageOf = (r: Row): MessageRow => ({
  id: r.id as string,
  threadId: r.thread_id as string,
  seq: Number(r.seq),
  senderId: r.sender_id as string,
  senderSide: r.sender_side as ConversationSide,
  senderFirstName: (r.first_name as string | null) ?? '',
  senderLastName: (r.last_name as string | null) ?? '',
  senderCompanyName: (r.company_name as string | null) ?? '',
  emulatedBy: (r.emulated_by as string | null) ?? null,
  emulatedByName: (r.emulated_by_name as string | null) ?? null,
  text: r.text as string,
  maskedText: (r.masked_text as string | null) ?? null,
  maskedKinds: (r.masked_kinds as MessageRow['maskedKinds']) ?? [],
  files: (r.files as MessageRow['files'] | null) ?? [],
  replyTo: (r.reply_to as string | null) ?? null,
  sentAt: r.sent_at as Date,
  editedAt: (r.edited_at as Date | null) ?? null,
  previousText: (r.previous_text as string | null) ?? null,
  hiddenAt: (r.hidden_at as Date | null) ?? null,
  hiddenReason: (r.hidden_reason as string | null) ?? null,
  reports: Number(r.reports),
});

const messageSelect = `select m.*, u.first_name, u.last_name, c.name as company_name,
    nullif(trim(coalesce(e.first_name, '') || ' ' || coalesce(e.last_name, '')), '') as emulated_by_name,
    (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.original_name, 'mime', f.mime, 'size', f.size)
       order by array_position(m.file_ids, f.id)), '[]') from files f where f.id = any(m.file_ids)) as files
  from conversation_messages m
  left join users u on u.id = m.sender_id left join companies c on c.id = u.company_id
  left join users e on e.id = m.emulated_by`;

/** Messages of the other sides after the side's last read. */
const unreadFor = (side: string) => `(select count(*) from conversation_messages m where m.thread_id = t.id
    and m.sender_side <> ${side}
    and m.seq > coalesce((select r.last_read_seq from conversation_reads r where r.thread_id = t.id and r.side = ${side}), 0))::int`;

/** The threads of a scope with the caller's side in each, as SQL: `$1` the company or the subject types. */
const scoped = (scope: ThreadScope) =>
  scope.kind === 'staff'
    ? { where: 't.subject_type = any($1::text[])', side: `'platform'`, value: scope.subjectTypes as readonly string[] }
    : {
        where: '(t.client_id = $1 or t.agency_id = $1 or t.company_id = $1)',
        side: `(case when t.client_id = $1 then 'client' when t.agency_id = $1 then 'agency' else 'company' end)`,
        value: scope.companyId as string | readonly string[],
      };

/**
 * The threads with a message whose text, as the scope reads it, matches `pattern`: staff search the originals, hidden
 * messages too; a company's side its own and the platform's originals and the other market side's masked copies, never
 * a hidden message. The first test (either text matches) is the one the trigram indexes answer; the second keeps the
 * copy the side reads.
 */
const searchedThreads = (scope: ThreadScope, pattern: string) => {
  if (scope.kind === 'staff') return `select m.thread_id from conversation_messages m where m.text ilike ${pattern}`;
  const fromOtherMarketSide = `((m.sender_side = 'agency' and mt.client_id = $1) or (m.sender_side = 'client' and mt.agency_id = $1))`;
  return `select m.thread_id from conversation_messages m join conversation_threads mt on mt.id = m.thread_id
    where m.hidden_at is null and (m.text ilike ${pattern} or m.masked_text ilike ${pattern})
      and (case when ${fromOtherMarketSide} and m.masked_text is not null then m.masked_text else m.text end) ilike ${pattern}`;
};

export const postgresConversationReadModel = (pool: pg.Pool): ConversationReadModel => ({
  threadOfSubject: async (type, id, side) => {
    const { rows } = await pool.query(
      `select t.*, ${unreadFor('$3')} as unread from conversation_threads t where t.subject_type = $1 and t.subject_id = $2`,
      [type, id, side],
    );
    return rows[0] ? threadOf(rows[0]) : null;
  },
  findThread: async (id, side) => {
    const { rows } = await pool.query(
      `select t.*, ${unreadFor('$2')} as unread from conversation_threads t where t.id = $1`,
      [id, side],
    );
    return rows[0] ? threadOf(rows[0]) : null;
  },
  threadOfMessage: async (messageId) => {
    const { rows } = await pool.query<{ thread_id: string }>(
      'select thread_id from conversation_messages where id = $1',
      [messageId],
    );
    return rows[0]?.thread_id ?? null;
  },
  listThreads: async (scope, { page, count, search }) => {
    const { where, side, value } = scoped(scope);
    const values: unknown[] = [value, count, (page - 1) * count];
    const filter = search ? `and t.id in (${searchedThreads(scope, `$${values.push(containsPattern(search))}`)})` : '';
    const { rows } = await pool.query(
      `select *, count(*) over () as total from (
         select t.*, ${unreadFor(side)} as unread from conversation_threads t where ${where} ${filter}
       ) t order by (t.unread > 0) desc, t.last_message_at desc, t.id limit $2 offset $3`,
      values,
    );
    return { items: rows.map(threadOf), total: Number(rows[0]?.total ?? 0) };
  },
  messages: async (threadId, { page, count }) => {
    const { rows } = await pool.query(
      `select * from (${messageSelect} where m.thread_id = $1 order by m.seq desc limit $2 offset $3) page order by seq`,
      [threadId, count, (page - 1) * count],
    );
    const { rows: totals } = await pool.query<{ message_count: number }>(
      'select message_count from conversation_threads where id = $1',
      [threadId],
    );
    const { rows: reads } = await pool.query<{ side: ConversationSide; last_read_seq: number }>(
      'select side, last_read_seq from conversation_reads where thread_id = $1',
      [threadId],
    );
    return {
      items: rows.map(messageOf),
      total: Number(totals[0]?.message_count ?? 0),
      reads: reads.map((r) => ({ side: r.side, lastReadSeq: Number(r.last_read_seq) })),
    };
  },
  message: async (messageId) => {
    const { rows } = await pool.query(`${messageSelect} where m.id = $1`, [messageId]);
    return rows[0] ? messageOf(rows[0]) : null;
  },
  messagesById: async (messageIds) => {
    if (messageIds.length === 0) return [];
    const { rows } = await pool.query(`${messageSelect} where m.id = any($1::uuid[]) order by m.seq`, [messageIds]);
    return rows.map(messageOf);
  },
  feedSince: async (scope, afterId, limit) => {
    const { where, value } = scoped(scope);
    const { rows } = await pool.query(
      `select f.id, f.thread_id, f.kind, f.message_id, f.side from conversation_feed f join conversation_threads t on t.id = f.thread_id
       where f.id > $2 and ${where} order by f.id limit $3`,
      [value, afterId, limit],
    );
    return rows.map((r): FeedRow => ({
      id: Number(r.id),
      threadId: r.thread_id as string,
      kind: r.kind as FeedRow['kind'],
      messageId: (r.message_id as string | null) ?? null,
      side: (r.side as ConversationSide | null) ?? null,
    }));
  },
  lastFeedId: async () => {
    const { rows } = await pool.query<{ id: string | null }>('select max(id) as id from conversation_feed');
    return Number(rows[0]?.id ?? 0);
  },
  flaggedMessages: async (subjectTypes, { kind, page, count }) => {
    const flagged =
      kind === 'reported'
        ? `(select max(r.reported_at) from conversation_reports r where r.message_id = m.id)`
        : 'm.sent_at';
    const which = kind === 'reported' ? 'm.reports > 0' : 'm.masked_text is not null';
    const { rows } = await pool.query(
      `select *, count(*) over () as total from (
         ${messageSelect.replace('select m.*,', `select m.*, t.subject_type, t.subject_id, ${flagged} as flagged_at,`)}
         join conversation_threads t on t.id = m.thread_id
         where ${which} and t.subject_type = any($1::text[])
       ) f order by f.flagged_at desc, f.sent_at desc, f.seq desc, f.id limit $2 offset $3`,
      [subjectTypes, count, (page - 1) * count],
    );
    const ids = rows.map((r) => r.id as string);
    const { rows: reports } = ids.length
      ? await pool.query(
          `select r.message_id, r.user_id, r.side, r.reason, r.reported_at, u.first_name, u.last_name, c.name as company_name
           from conversation_reports r left join users u on u.id = r.user_id left join companies c on c.id = u.company_id
           where r.message_id = any($1::uuid[]) order by r.reported_at desc`,
          [ids],
        )
      : { rows: [] };
    const items = rows.map((r): FlaggedRow => ({
      message: messageOf(r),
      subjectType: r.subject_type as SubjectType,
      subjectId: r.subject_id as string,
      flaggedAt: r.flagged_at as Date,
      reports: reports
        .filter((p) => p.message_id === r.id)
        .map((p): ReportRow => ({
          userId: p.user_id as string,
          firstName: (p.first_name as string | null) ?? '',
          lastName: (p.last_name as string | null) ?? '',
          companyName: (p.company_name as string | null) ?? '',
          side: p.side as ConversationSide,
          reason: p.reason as string,
          reportedAt: p.reported_at as Date,
        })),
    }));
    return { items, total: Number(rows[0]?.total ?? 0) };
  },
});

const specialistName = `coalesce(s.name, '') as name, coalesce(s.surname, '') as surname`;
const publicNameIn = (r: Row) => publicNameOf({ name: r.name as string, surname: r.surname as string });

/** The parties of each kind of subject, read from the areas' own read models. */
export const postgresSubjectDirectory = (pool: pg.Pool): SubjectDirectory => ({
  partiesOf: async (type, id): Promise<SubjectParties | null> => {
    const one = async (sql: string) => (await pool.query(sql, [id])).rows[0] as Row | undefined;
    const none = { clientId: null, agencyId: null, companyId: null };
    switch (type) {
      case 'candidate': {
        const r =
          await one(`select c.client_id, c.agency_id, c.passed_to_agency_at is not null as passed, ${specialistName}
          from candidates c left join specialist_cards s on s.id = c.specialist_id where c.id = $1`);
        return r
          ? {
              ...none,
              clientId: r.client_id as string,
              agencyId: r.agency_id as string,
              seenByClient: true,
              seenByAgency: Boolean(r.passed),
              title: `Candidate ${publicNameIn(r)}`.trim(),
            }
          : null;
      }
      case 'clientRequestResponse': {
        const r = await one(`select r.client_id, r.agency_id, q.title from client_request_responses r
          join client_requests q on q.id = r.request_id where r.id = $1`);
        return r
          ? {
              ...none,
              clientId: r.client_id as string,
              agencyId: r.agency_id as string,
              seenByClient: true,
              seenByAgency: true,
              title: `Response to "${r.title as string}"`,
            }
          : null;
      }
      case 'contract': {
        const r = await one('select company_id, number from contracts where id = $1');
        return r
          ? {
              ...none,
              companyId: r.company_id as string,
              seenByClient: false,
              seenByAgency: false,
              title: `Contract ${r.number as string}`,
            }
          : null;
      }
      case 'act': {
        const r = await one(`select a.client_id, a.agency_id, a.status, a.month, ${specialistName}
          from acts a left join specialist_cards s on s.id = a.specialist_id where a.id = $1`);
        return r
          ? {
              ...none,
              clientId: r.client_id as string,
              agencyId: r.agency_id as string,
              seenByClient: clientVisibleStatuses.includes(r.status as ActStatus),
              seenByAgency: true,
              title: `Act ${r.month as string}, ${publicNameIn(r)}`,
            }
          : null;
      }
      case 'claim': {
        const r = await one(`select k.client_id, k.agency_id, ${specialistName}
          from claims k left join specialist_cards s on s.id = k.specialist_id where k.id = $1`);
        return r
          ? {
              ...none,
              clientId: r.client_id as string,
              agencyId: r.agency_id as string,
              seenByClient: true,
              seenByAgency: false,
              title: `Claim about ${publicNameIn(r) || 'a specialist'}`,
            }
          : null;
      }
      case 'personalManager': {
        const r = await one('select id from companies where id = $1');
        return r
          ? { ...none, companyId: r.id as string, seenByClient: false, seenByAgency: false, title: 'Personal manager' }
          : null;
      }
      default: {
        const _exhaustive: never = type;
        return _exhaustive;
      }
    }
  },
});

export const postgresAttachableFiles = (pool: pg.Pool): AttachableFiles => ({
  ownedBy: async (userId, fileIds) => {
    const { rows } = await pool.query<{ id: string }>(
      // Only files uploaded as attachments: their readers follow the message (application/files/policies.ts).
      `select id from files where id = any($1::uuid[]) and uploader_id = $2 and purpose = 'attachment'`,
      [fileIds, userId],
    );
    return rows.map((r) => r.id);
  },
});

/**
 * A thread may have changed: from the change feed every process shares (the feed's inserts, at each commit); a
 * process without one (a script) looks every second.
 */
export const conversationChangesOf = (changes: ChangeFeed | undefined): ConversationChanges => ({
  on: (changed) => {
    if (changes) return changes.on(['conversation_feed'], changed);
    const timer = setInterval(changed, 1_000);
    return () => clearInterval(timer);
  },
});

import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { postgresCatalogReadModel } from '../../adapters/postgres/catalog/catalogReadModel';
import { defaultCatalogSort } from '../../application/catalog/catalogChoices';

/**
 * The bare baseline: node:http + pg running the same SQL as our endpoints, with no framework,
 * no validation and no logging. What our stack costs is measured against this.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const port = Number(process.env.PORT);
// The catalogue's SQL is the read model's own code (same queries, same short-lived count caches), called straight.
const catalog = postgresCatalogReadModel(pool);
const today = () => new Date().toISOString().slice(0, 10);
const bodyOf = async (req: http.IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
};
const json = (res: http.ServerResponse, data: unknown) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data }));

const profileSql = {
  session:
    'select id, user_id, acting_as_user_id, created_at, last_seen_at, revoked_at from sessions where token_hash = $1',
  user: `select u.id, u.company_id, c.type as company_type, c.name as company_name, u.email, u.password_hash,
                u.first_name, u.last_name, u.middle_name, u.avatar, u.status, r.slug as role_slug, r.scopes,
                pm.id as pm_id, pm.first_name as pm_first_name, pm.last_name as pm_last_name, pm.email as pm_email, pm.avatar as pm_avatar
           from users u join companies c on c.id = u.company_id join roles r on r.id = u.role_id
           left join users pm on pm.id = u.personal_manager_id where u.id = $1`,
};

/**
 * The cart's add in raw SQL: the session and user read as authentication does, then in one transaction the cart
 * stream's events, the specialist's catalogue row and one event row written, and the cart's items read back for the
 * answer. What the app does with rules, validation, emmett and its projections is measured against this.
 */
const bareCartAdd = async (req: http.IncomingMessage, res: http.ServerResponse) => {
  const body = await bodyOf(req);
  const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  const session = (await pool.query(profileSql.session, [createHash('sha256').update(token).digest('hex')])).rows[0];
  if (!session) return void res.writeHead(401).end();
  const user = (await pool.query(profileSql.user, [session.user_id])).rows[0];
  const stream = `cart-${user.company_id}`;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const events = (
      await client.query('select message_data from emt_messages where stream_id = $1 order by stream_position', [
        stream,
      ])
    ).rows;
    const card = (
      await client.query('select id, name, surname, catalog_price_cents from catalog_cards where id = $1', [
        body.specialistUuid,
      ])
    ).rows[0];
    await client.query('insert into bench_bare_cart_events (stream_id, position, type, data) values ($1, $2, $3, $4)', [
      stream,
      events.length + 1,
      'SpecialistAddedToCart',
      JSON.stringify({ specialist: card, period: [body.startPeriod, body.endPeriod], requestId: body.requestId }),
    ]);
    await client.query('commit');
    json(res, { specialists: { items: [{ id: card?.id, ...card }] } });
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};

http
  .createServer(async (req, res) => {
    try {
      if (req.method === 'POST' && req.url === '/api/specialist-catalog/list') {
        const body = await bodyOf(req);
        const filters = (body.filters ?? {}) as Parameters<typeof catalog.list>[0];
        const page = Number(body.page ?? 1);
        const count = Number(body.count ?? 8);
        const typo = filters.search ? await catalog.skillsLike(filters.search) : [];
        const { items, total } = await catalog.list(
          filters,
          (body.sort ?? defaultCatalogSort) as Parameters<typeof catalog.list>[1],
          { page, count },
          today(),
          typo,
        );
        json(res, { items, meta: { total, page, count, pages: Math.max(1, Math.ceil(total / count)) } });
        return;
      }
      if (req.method === 'GET' && req.url?.startsWith('/api/search/suggest?')) {
        const term = new URL(req.url, 'http://x').searchParams.get('term') ?? '';
        json(res, await catalog.suggest(term.trim()));
        return;
      }
      if (req.method === 'POST' && req.url === '/bare/cart/add') {
        await bareCartAdd(req, res);
        return;
      }
      if (req.url === '/api/user/profile') {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        const session = (await pool.query(profileSql.session, [createHash('sha256').update(token).digest('hex')]))
          .rows[0];
        if (!session) {
          res.writeHead(401).end();
          return;
        }
        // Our app reads the user twice (authentication, then the profile); so does the baseline.
        await pool.query(profileSql.user, [session.user_id]);
        const user = (await pool.query(profileSql.user, [session.user_id])).rows[0];
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data: user }));
        return;
      }
      res.writeHead(404).end();
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  })
  .listen(port, '127.0.0.1', () => console.log('baseline ready'));

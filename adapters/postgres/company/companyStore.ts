import type pg from 'pg';
import type { CompanyStore } from '../../../application/company/companyPorts';

export const postgresCompanyStore = (pool: pg.Pool): CompanyStore => ({
  findCompany: async (id) => {
    const { rows } = await pool.query(
      `select c.id, c.name, c.type, c.created_at,
              (select count(*)::int from users u where u.company_id = c.id) as employees,
              pm.id as pm_id, pm.first_name as pm_name, pm.last_name as pm_surname, pm.email as pm_email, pm.avatar as pm_avatar
         from companies c
         left join lateral (select personal_manager_id from users where company_id = c.id and personal_manager_id is not null order by created_at limit 1) o on true
         left join users pm on pm.id = o.personal_manager_id
        where c.id = $1 and c.type in ('agency', 'client')`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      name: r.name,
      type: r.type,
      createdAt: r.created_at,
      employees: r.employees,
      personalManager: r.pm_id ? { id: r.pm_id, name: r.pm_name, surname: r.pm_surname, email: r.pm_email, avatar: r.pm_avatar } : null,
    };
  },
});

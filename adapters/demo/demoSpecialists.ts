import { faker } from '@faker-js/faker/locale/en';
import type pg from 'pg';
import { actorOf } from '../../application/identity/queries/authenticate';
import type { IdentityStore } from '../../application/identity/identityPorts';
import type { SpecialistService } from '../../application/specialist/specialistService';
import { filesService, type FilesService } from '../../application/files/filesService';
import { fileTypeInspector } from '../files/contentInspector';
import { postgresFileStore } from '../postgres/files/fileStore';
import { nodeSecrets } from '../secrets';
import { cardDescription, projectDescription, projectDuties } from './demoCardTexts';
import { demoPortraitPng } from './demoPhotos';

/**
 * At least 60 realistic specialist cards for the demo agency, made once through the same use cases an agency and a
 * manager use, so every card has a true history: most published, some in moderation, drafts and declined ones.
 */
const DEMO_CARDS = 64;

export type Reference = {
  specializations: {
    id: string;
    title: string;
    categoryId: string;
    parentId: string | null;
    skills: { id: string; title: string }[];
  }[];
  cities: { id: string; countryCode: string }[];
  languages: string[];
  industries: string[];
  engagementTypes: string[];
};

const loadReference = async (pool: pg.Pool): Promise<Reference> => {
  const specializations = await pool.query(`
    select s.id, s.title, c.id as category_id, c.parent_id,
           coalesce((select json_agg(json_build_object('id', k.id, 'title', k.title) order by sk.position)
                       from specialization_key_skills sk join key_skills k on k.id = sk.key_skill_id where sk.specialization_id = s.id), '[]') as skills
      from specializations s
      join lateral (select c.id, c.parent_id from specialization_categories sc join categories c on c.id = sc.category_id
                     where sc.specialization_id = s.id order by c.parent_id nulls last limit 1) c on true
     order by s.sort_order, s.title`);
  const cities = await pool.query(
    `select id, country_code from cities where country_code in ('DE','PL','PT','ES','GB','NL','RO','RS','AM','GE','AE','TR','CY','LT','EE') and rank <= 6`,
  );
  const languages = await pool.query(
    `select code from languages where code in ('en','de','fr','es','pl','pt','ru','uk','ar','it','nl','tr')`,
  );
  const industries = await pool.query('select id from work_industries order by sort_order');
  const engagement = await pool.query(`select id from enum_values where type = 'EngagementType'`);
  return {
    specializations: specializations.rows.map((r) => ({
      id: r.id,
      title: r.title,
      categoryId: r.category_id,
      parentId: r.parent_id,
      skills: r.skills,
    })),
    cities: cities.rows.map((r) => ({ id: r.id, countryCode: r.country_code })),
    languages: languages.rows.map((r) => r.code),
    industries: industries.rows.map((r) => r.id),
    engagementTypes: engagement.rows.map((r) => r.id),
  };
};

const projectNames = [
  'Payments gateway',
  'Logistics tracking platform',
  'Telemedicine app',
  'B2B marketplace',
  'Core banking migration',
  'Loyalty programme',
  'Fleet telematics',
  'Insurance claims portal',
  'Smart metering analytics',
  'E-learning platform',
  'Ticketing system',
  'Warehouse automation',
  'Real-estate CRM',
  'Mobile banking app',
  'Retail recommendation engine',
];
const schools = [
  'Warsaw University of Technology',
  'TU Munich',
  'University of Porto',
  'Yerevan State University',
  'Tbilisi State University',
  'University of Belgrade',
  'Vilnius University',
  'Tallinn University of Technology',
  'University of Manchester',
  'Delft University of Technology',
];
const fields = [
  'Computer Science',
  'Software Engineering',
  'Applied Mathematics',
  'Information Systems',
  'Design',
  'Economics',
];
const grades = ['junior', 'middle', 'middle+', 'senior', 'senior', 'lead'] as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const DAY = 86_400_000;
const monthsBefore = (at: Date, months: number) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - months, Math.min(at.getUTCDate(), 28)));

/**
 * One career that tells one story: it starts a few months more than `years` ago, right after the studies end, and
 * runs to today in consecutive projects (newest first; the newest may still run), so the card's '{years}+ years',
 * its months of project work and its education agree.
 */
export const careerOf = (years: number, now: Date) => {
  const start = monthsBefore(now, years * 12 + faker.number.int({ min: 3, max: 10 }));
  const count = faker.number.int({ min: years >= 4 ? 2 : 1, max: 3 });
  const span = now.getTime() - start.getTime();
  const cuts = [
    0,
    ...Array.from({ length: count - 1 }, () => faker.number.float({ min: 0.2, max: 0.8 }))
      .sort((a, b) => a - b)
      .map((share) => Math.round(share * span)),
    span,
  ];
  const ongoing = faker.datatype.boolean();
  const periods = cuts.slice(0, -1).map((from, i) => {
    const last = i === count - 1;
    const begin = new Date(start.getTime() + from);
    // A short pause between projects; the newest ended at most a month ago, unless it still runs.
    const until = cuts[i + 1] as number;
    const pause = Math.min(faker.number.int({ min: 1, max: 30 }), Math.floor((until - from) / DAY / 4)) * DAY;
    const end = new Date(start.getTime() + until - pause);
    return last && ongoing
      ? { start: isoDay(begin), finish: null, untilNow: true }
      : { start: isoDay(begin), finish: isoDay(end), untilNow: false };
  });
  return {
    projects: periods.reverse(),
    graduated: isoDay(new Date(start.getTime() - faker.number.int({ min: 0, max: 300 }) * DAY)),
  };
};

export const cardContent = (ref: Reference, index: number) => {
  const specialization = ref.specializations[index % ref.specializations.length]!;
  const city = faker.helpers.arrayElement(ref.cities);
  const sex = faker.helpers.arrayElement(['male', 'female'] as const);
  const skills = specialization.skills.slice(
    0,
    faker.number.int({ min: 4, max: Math.max(4, Math.min(9, specialization.skills.length)) }),
  );
  const grade = faker.helpers.arrayElement(grades);
  const years = { junior: 1, middle: 3, 'middle+': 4, senior: 6, lead: 9 }[grade];
  const career = careerOf(years, new Date());
  const projects = career.projects.map((period, p) => {
    const title = faker.helpers.arrayElement(projectNames);
    return {
      id: `new-${p}`,
      title,
      role: specialization.title,
      description: projectDescription(title),
      responsibilities: projectDuties(specialization.title),
      stack: skills.map((s) => s.title).join(', '),
      ...period,
    };
  });
  const workFormats: string[] = faker.helpers.arrayElement([
    ['part-time'],
    ['full-time'],
    ['full-time'],
    ['full-time', 'part-time'],
  ]);
  const partTime = workFormats.includes('part-time');
  return {
    shared: {
      gender: sex === 'male' ? 'm' : 'f',
      birthDate: isoDay(faker.date.birthdate({ min: 22 + years, max: 50, mode: 'age' })),
      phone: '',
      email: '',
      countryCode: city.countryCode,
      cityId: city.id,
      categories: [specialization.parentId ?? specialization.categoryId],
      subcategories: specialization.parentId ? [specialization.categoryId] : [],
      specializationId: specialization.id,
      grade,
      workIndustries: faker.helpers.arrayElements(ref.industries, { min: 1, max: 3 }),
      keySkills: skills,
      languages: [
        { language: 'en', level: faker.helpers.arrayElement(['B2', 'C1', 'C2']) },
        ...faker.helpers
          .arrayElements(
            ref.languages.filter((l) => l !== 'en'),
            { min: 0, max: 2 },
          )
          .map((language) => ({ language, level: faker.helpers.arrayElement(['B1', 'B2', 'C1', 'native']) })),
      ],
    },
    texts: {
      en: {
        surname: faker.person.lastName(sex),
        name: faker.person.firstName(sex),
        description: cardDescription(
          specialization.title,
          years,
          skills.map((s) => s.title),
        ),
        projects,
        education: [
          {
            id: 'new-e',
            school: faker.helpers.arrayElement(schools),
            degree: faker.helpers.arrayElement(['bachelor', 'master']),
            fieldOfStudy: faker.helpers.arrayElement(fields),
            endDate: career.graduated,
          },
        ],
        certificates: [],
      },
    },
    workingConditions: {
      hourPrice: faker.number.int({ min: 15, max: 40 }) + years * 6,
      workFormats,
      hoursPerWeek: partTime ? faker.helpers.arrayElement([20, 25, 30]) : 0,
      engagementTypes: faker.helpers.arrayElements(ref.engagementTypes, { min: 1, max: 2 }),
      readyForRelocation: faker.datatype.boolean(),
      businessTrips: faker.datatype.boolean(),
    },
    agencyReservations: [],
  };
};

export const seedDemoSpecialists = async (
  pool: pg.Pool,
  identity: IdentityStore,
  specialist: SpecialistService,
  files: FilesService = filesService({
    store: postgresFileStore(pool),
    inspector: fileTypeInspector,
    newId: nodeSecrets.uuid,
  }),
): Promise<number> => {
  const agencyUser = await identity.findUserByEmail('agency@demo.test');
  const managerUser = await identity.findUserByEmail('manager@demo.test');
  if (!agencyUser || !managerUser) return 0;
  const existing = await pool.query('select 1 from specialist_cards where agency_id = $1 limit 1', [
    agencyUser.companyId,
  ]);
  if (existing.rowCount) return 0;

  faker.seed(20261122);
  const ref = await loadReference(pool);
  const agency = actorOf(agencyUser, 'demo-seed', null);
  const manager = actorOf(managerUser, 'demo-seed', null);
  const must = <T>(result: { isErr(): boolean; _unsafeUnwrap(): T; _unsafeUnwrapErr(): unknown }): T => {
    if (result.isErr()) throw new Error(`demo card refused: ${JSON.stringify(result._unsafeUnwrapErr())}`);
    return result._unsafeUnwrap();
  };
  let created = 0;
  for (let i = 0; i < DEMO_CARDS; i++) {
    const drafted = cardContent(ref, i);
    // A portrait uploaded by the agency through the same use case as the editor's photo upload.
    const photo = must(
      await files.upload(
        agency,
        { purpose: 'photo' },
        {
          originalName: `${drafted.texts.en.name} ${drafted.texts.en.surname}.png`,
          bytes: demoPortraitPng(i, drafted.shared.gender as 'm' | 'f'),
        },
      ),
    );
    const content = { ...drafted, shared: { ...drafted.shared, photoId: photo.id } };
    const fate = i % 16; // 0-11 published, 12-13 moderation, 14 draft, 15 declined
    if (fate === 14) {
      must(await specialist.saveDraft(agency, { content }));
    } else {
      const sent = must(await specialist.sendToReview(agency, { content }));
      if (fate < 12)
        must(
          await specialist.publish(manager, {
            specialistId: sent.specialistId,
            review: {
              verified: i % 3 === 0,
              hrReview:
                i % 3 === 0 ? 'Interviewed by the platform: confident communication, solid technical depth.' : '',
            },
          }),
        );
      if (fate === 15)
        must(
          await specialist.reject(manager, {
            specialistId: sent.specialistId,
            reasons: ['Projects are described too briefly'],
            comment: 'Add the team size and the business result of each project.',
          }),
        );
    }
    created++;
  }
  return created;
};

/**
 * Writes migrations/0004_reference_data.sql from the hand-kept lists in ./data and the npm data packages
 * (countries-list, country-state-city, iso-639-1). Run: `npx tsx scripts/reference/generateReferenceData.ts`.
 * The output is committed; the packages are needed only to regenerate it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countries } from 'countries-list';
import { City } from 'country-state-city';
import ISO6391 from 'iso-639-1';
import { solutionCategories, specialistCategories, type CategorySeed } from './data/categories';
import { enumerations, languageCodes, socialNetworks } from './data/enumerations';
import { keySkillsByKind } from './data/keySkills';
import { majorCities } from './data/majorCities';
import { specializations } from './data/specializations';
import { workIndustries } from './data/workIndustries';
import { insertRows, type SqlValue } from './sqlText';
import { stableId } from './stableId';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = path.resolve(here, '../../migrations/0004_reference_data.sql');

/** Platform defaults: VAT 20 %; a 25 % markup on the agency rate is a 20 % commission on the catalogue price (the seeds' hint). */
const settings = {
  minReservationDays: 90,
  maxReservationDays: 365,
  vatRateBasisPoints: 2000,
  serviceFeeBasisPoints: 2500,
  currency: 'USD',
};

const problems: string[] = [];
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const countryRows = (): SqlValue[][] =>
  Object.entries(countries)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, country]) => [
      code,
      country.name,
      country.native,
      country.continent,
      country.phone.map((dial) => `+${dial}`),
    ]);

type CityEntry = {
  shown: string;
  packageName: string;
  state: string | undefined;
  position: [number, number] | undefined;
};
const cityEntryPattern = /^([^=@#]+)(?:=([^@#]+))?(?:@([^#]+))?(?:#(-?[\d.]+),(-?[\d.]+))?$/;

const parseCityEntry = (entry: string): CityEntry => {
  const match = cityEntryPattern.exec(entry);
  if (!match) throw new Error(`bad city entry: ${entry}`);
  const [, shown, packageName, state, lat, lng] = match;
  return {
    shown: shown!,
    packageName: packageName ?? shown!,
    state,
    position: lat && lng ? [Number(lat), Number(lng)] : undefined,
  };
};

const cityRows = (): SqlValue[][] => {
  const rows: SqlValue[][] = [];
  for (const [countryCode, entries] of Object.entries(majorCities)) {
    if (!(countryCode in countries)) problems.push(`cities for unknown country ${countryCode}`);
    const known = City.getCitiesOfCountry(countryCode) ?? [];
    const shownNames = new Set<string>();
    entries.forEach((entry, index) => {
      const city = parseCityEntry(entry);
      if (shownNames.has(city.shown)) problems.push(`${countryCode}: ${city.shown} listed twice`);
      shownNames.add(city.shown);
      let position = city.position;
      let state = city.state ?? null;
      if (!position) {
        const sameState = (c: { stateCode: string }) => !city.state || c.stateCode === city.state;
        let found = known.filter((c) => c.name === city.packageName && sameState(c));
        if (found.length === 0) found = known.filter((c) => fold(c.name) === fold(city.packageName) && sameState(c));
        if (found.length !== 1) {
          problems.push(`${countryCode}: ${entry} matches ${found.length} places`);
          return;
        }
        const place = found[0]!;
        position = [Number(place.latitude), Number(place.longitude)];
        state = place.stateCode;
      }
      rows.push([
        stableId(`city:${countryCode}:${city.shown}`),
        countryCode,
        city.shown,
        state,
        position[0],
        position[1],
        index + 1,
      ]);
    });
  }
  return rows;
};

const categoryRows = (kind: 'specialist' | 'solution', seeds: readonly CategorySeed[]): SqlValue[][] =>
  seeds.flatMap((top, topIndex) => {
    const topId = stableId(`category:${kind}:${top.slug}`);
    return [
      [topId, kind, top.slug, top.title, null, (topIndex + 1) * 10],
      ...(top.children ?? []).map((child, childIndex): SqlValue[] => [
        stableId(`category:${kind}:${child.slug}`),
        kind,
        child.slug,
        child.title,
        topId,
        (childIndex + 1) * 10,
      ]),
    ];
  });

const keySkillRows = (): SqlValue[][] =>
  Object.entries(keySkillsByKind).flatMap(([kind, titles]) =>
    titles.map((title) => [stableId(`key-skill:${title.toLowerCase()}`), title, kind]),
  );

const specializationRows = () => {
  const categoryIds = new Map(
    specialistCategories
      .flatMap((top) => [top, ...(top.children ?? [])])
      .map((c) => [c.slug, stableId(`category:specialist:${c.slug}`)]),
  );
  const skillIds = new Map(keySkillRows().map(([id, title]) => [String(title).toLowerCase(), String(id)]));
  const roles: SqlValue[][] = [];
  const links: SqlValue[][] = [];
  const popular: SqlValue[][] = [];
  specializations.forEach((role, index) => {
    const id = stableId(`specialization:${role.slug}`);
    roles.push([id, role.slug, role.title, (index + 1) * 10]);
    for (const slug of role.categories) {
      const categoryId = categoryIds.get(slug);
      if (categoryId) links.push([id, categoryId]);
      else problems.push(`${role.title}: unknown category ${slug}`);
    }
    if (role.popularKeySkills.length < 8)
      problems.push(`${role.title}: only ${role.popularKeySkills.length} popular skills`);
    role.popularKeySkills.forEach((title, position) => {
      const skillId = skillIds.get(title.toLowerCase());
      if (skillId) popular.push([id, skillId, position + 1]);
      else problems.push(`${role.title}: unknown key skill ${title}`);
    });
  });
  return { roles, links, popular };
};

const languageRows = (): SqlValue[][] =>
  [...languageCodes]
    .map((code) => {
      if (!ISO6391.validate(code)) problems.push(`unknown language code ${code}`);
      return { code, name: ISO6391.getName(code), native: ISO6391.getNativeName(code) };
    })
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((language, index) => [language.code, language.name, language.native, (index + 1) * 10]);

const enumRows = (): SqlValue[][] =>
  Object.entries(enumerations).flatMap(([type, values]) =>
    values.map((value, index) => [type, value.id, value.title, (index + 1) * 10]),
  );

const duplicates = (rows: readonly SqlValue[][], column: number, what: string) => {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = String(row[column]).toLowerCase();
    if (seen.has(key)) problems.push(`duplicate ${what}: ${key}`);
    seen.add(key);
  }
};

const build = (): string => {
  const countriesData = countryRows();
  const cities = cityRows();
  const categories = [
    ...categoryRows('specialist', specialistCategories),
    ...categoryRows('solution', solutionCategories),
  ];
  const skills = keySkillRows();
  const { roles, links, popular } = specializationRows();
  duplicates(cities, 0, 'city id');
  duplicates(categories, 0, 'category id');
  duplicates(skills, 1, 'key skill');
  duplicates(roles, 2, 'specialization title');

  return [
    '-- Generated by scripts/reference/generateReferenceData.ts: edit the lists in scripts/reference/data and regenerate.',
    `-- ${countriesData.length} countries, ${cities.length} cities in ${Object.keys(majorCities).length} countries, ${categories.length} categories,`,
    `-- ${roles.length} specializations, ${skills.length} key skills, ${workIndustries.length} work industries, ${languageCodes.length} languages.`,
    '',
    insertRows('countries', ['code', 'name', 'native_name', 'continent', 'dial_codes'], countriesData),
    insertRows('cities', ['id', 'country_code', 'name', 'state_code', 'latitude', 'longitude', 'rank'], cities),
    insertRows('categories', ['id', 'kind', 'slug', 'title', 'parent_id', 'sort_order'], categories),
    insertRows('specializations', ['id', 'slug', 'title', 'sort_order'], roles),
    insertRows('specialization_categories', ['specialization_id', 'category_id'], links),
    insertRows('key_skills', ['id', 'title', 'kind'], skills),
    insertRows('specialization_key_skills', ['specialization_id', 'key_skill_id', 'position'], popular),
    insertRows(
      'work_industries',
      ['id', 'slug', 'title', 'sort_order'],
      workIndustries.map((industry, index) => [
        stableId(`work-industry:${industry.slug}`),
        industry.slug,
        industry.title,
        (index + 1) * 10,
      ]),
    ),
    insertRows('languages', ['code', 'name', 'native_name', 'sort_order'], languageRows()),
    insertRows('enum_values', ['type', 'id', 'title', 'sort_order'], enumRows()),
    insertRows(
      'social_networks',
      ['id', 'title', 'link_prefix', 'sort_order'],
      socialNetworks.map((network, index) => [network.id, network.title, network.linkPrefix, (index + 1) * 10]),
    ),
    insertRows(
      'platform_settings',
      ['min_reservation_days', 'max_reservation_days', 'vat_rate_basis_points', 'service_fee_basis_points', 'currency'],
      [
        [
          settings.minReservationDays,
          settings.maxReservationDays,
          settings.vatRateBasisPoints,
          settings.serviceFeeBasisPoints,
          settings.currency,
        ],
      ],
    ),
    '',
  ].join('\n');
};

const sql = build();
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
writeFileSync(target, sql);
console.log(`wrote ${path.relative(process.cwd(), target)} (${Math.round(sql.length / 1024)} KiB)`);

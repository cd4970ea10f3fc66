import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CatalogFacets, CatalogFilters } from '../../../../application/catalog/schemas';
import { languageLevels } from '../../../../application/catalog/catalogChoices';
import { useTRPC } from '../../app/trpc';
import { catalogFilterListQueries } from './catalogFilterLists';

const withCount = (
  facets: CatalogFacets | undefined,
  key: 'categories' | 'grades' | 'workFormats',
  id: string,
  label: string,
) => {
  const count = facets?.[key].find((f) => f.id === id)?.count;
  return count === undefined ? label : `${label} (${count})`;
};
const gradeLabels: Record<string, string> = {
  junior: 'Junior',
  'junior+': 'Junior+',
  middle: 'Middle',
  'middle+': 'Middle+',
  senior: 'Senior',
  lead: 'Lead',
};

type Props = {
  readonly filters: CatalogFilters;
  readonly facets: CatalogFacets | undefined;
  readonly onChange: <K extends keyof CatalogFilters>(key: K, value: CatalogFilters[K]) => void;
  readonly onReset: () => void;
  /** False inside a drawer whose own title already says 'Filters'. */
  readonly withHeading?: boolean;
};

const numberOrUndefined = (value: string | number) => (value === '' || value === null ? undefined : Number(value));

/** Every filter key of the seeds; each change updates the query string and reloads the list. */
export const CatalogFiltersPanel = ({ filters, facets, onChange, onReset, withHeading = true }: Props) => {
  const trpc = useTRPC();
  const lists = catalogFilterListQueries(trpc);
  const tree = useQuery(lists[0]);
  const specializations = useQuery(lists[1]);
  const skills = useQuery(lists[2]);
  const countries = useQuery(lists[3]);
  const languages = useQuery(lists[4]);
  const top = tree.data ?? [];
  const chosen = new Set(filters.category ?? []);
  const [language, level] = (filters.languages?.[0] ?? '').split(':');

  return (
    <Stack gap="sm" component="section" aria-label="Filters">
      <Group justify={withHeading ? 'space-between' : 'flex-end'}>
        {withHeading ? (
          <Title order={2} size="h4">
            Filters
          </Title>
        ) : null}
        <Button variant="subtle" size="compact-sm" onClick={onReset}>
          Reset
        </Button>
      </Group>
      <MultiSelect
        label="Category"
        data={top.map((c) => ({ value: c.id, label: withCount(facets, 'categories', c.id, c.title) }))}
        value={filters.category ?? []}
        onChange={(v) => onChange('category', v.length ? v : undefined)}
        clearable
        searchable
      />
      <MultiSelect
        label="Subcategories"
        data={top
          .filter((c) => chosen.has(c.id))
          .flatMap((c) => c.children.map((s) => ({ value: s.id, label: s.title })))}
        value={filters.subCategories ?? []}
        onChange={(v) => onChange('subCategories', v.length ? v : undefined)}
        disabled={chosen.size === 0}
        placeholder={chosen.size === 0 ? 'Choose a category first' : undefined}
        clearable
      />
      <MultiSelect
        label="Specialization"
        data={(specializations.data ?? []).map((s) => ({ value: s.id, label: s.title }))}
        value={filters.role ?? []}
        onChange={(v) => onChange('role', v.length ? v : undefined)}
        searchable
        clearable
        limit={50}
      />
      <MultiSelect
        label="Key skills"
        data={(skills.data ?? []).map((s) => ({ value: s.id, label: s.title }))}
        value={filters.keySkills ?? []}
        onChange={(v) => onChange('keySkills', v.length ? v : undefined)}
        searchable
        clearable
        limit={50}
      />
      <Checkbox.Group
        label="Grade"
        value={filters.grade ?? []}
        onChange={(v) => onChange('grade', v.length ? (v as CatalogFilters['grade']) : undefined)}
      >
        <Group gap="xs" mt={4}>
          {Object.entries(gradeLabels).map(([id, label]) => (
            <Checkbox key={id} value={id} label={withCount(facets, 'grades', id, label)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Group grow>
        <NumberInput
          label="Price from, $/h"
          min={0}
          value={filters.priceFrom ?? ''}
          onChange={(v) => onChange('priceFrom', numberOrUndefined(v))}
          allowDecimal={false}
        />
        <NumberInput
          label="Price to, $/h"
          min={0}
          value={filters.priceTo ?? ''}
          onChange={(v) => onChange('priceTo', numberOrUndefined(v))}
          allowDecimal={false}
        />
      </Group>
      <MultiSelect
        label="Country"
        data={(countries.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
        value={filters.country ?? []}
        onChange={(v) => onChange('country', v.length ? v : undefined)}
        searchable
        clearable
      />
      <Group grow>
        <Select
          label="Language"
          data={(languages.data ?? []).map((l) => ({ value: l.id, label: l.title }))}
          value={language || null}
          onChange={(v) => onChange('languages', v ? [level ? `${v}:${level}` : v] : undefined)}
          searchable
          clearable
        />
        <Select
          label="Level, at least"
          data={languageLevels.map((l) => ({ value: l, label: l === 'native' ? 'Native' : l }))}
          value={level || null}
          onChange={(v) => language && onChange('languages', [v ? `${language}:${v}` : language])}
          disabled={!language}
          clearable
        />
      </Group>
      <Checkbox.Group
        label="Work format"
        value={filters.workFormat ?? []}
        onChange={(v) => onChange('workFormat', v.length ? (v as CatalogFilters['workFormat']) : undefined)}
      >
        <Group gap="md" mt={4}>
          <Checkbox value="full-time" label={withCount(facets, 'workFormats', 'full-time', 'Full-time')} />
          <Checkbox value="part-time" label={withCount(facets, 'workFormats', 'part-time', 'Part-time')} />
        </Group>
      </Checkbox.Group>
      <Group grow>
        <TextInput
          type="date"
          label="Free from"
          value={filters.availableFrom ?? ''}
          onChange={(e) => onChange('availableFrom', e.currentTarget.value || undefined)}
        />
        <TextInput
          type="date"
          label="Free until"
          value={filters.availableTo ?? ''}
          onChange={(e) => onChange('availableTo', e.currentTarget.value || undefined)}
        />
      </Group>
      <Radio.Group
        label="Gender"
        value={filters.gender ?? 'any'}
        onChange={(v) => onChange('gender', v === 'any' ? undefined : (v as 'm' | 'f'))}
      >
        <Group gap="md" mt={4}>
          <Radio value="any" label="Any" />
          <Radio value="m" label="Male" />
          <Radio value="f" label="Female" />
        </Group>
      </Radio.Group>
      <Group grow>
        <NumberInput
          label="Age from"
          min={16}
          max={100}
          value={filters.ageFrom ?? ''}
          onChange={(v) => onChange('ageFrom', numberOrUndefined(v))}
          allowDecimal={false}
        />
        <NumberInput
          label="Age to"
          min={16}
          max={100}
          value={filters.ageTo ?? ''}
          onChange={(v) => onChange('ageTo', numberOrUndefined(v))}
          allowDecimal={false}
        />
      </Group>
      <Group grow>
        <NumberInput
          label="Experience from, years"
          min={0}
          max={60}
          value={filters.experienceFrom ?? ''}
          onChange={(v) => onChange('experienceFrom', numberOrUndefined(v))}
          allowDecimal={false}
        />
        <NumberInput
          label="Experience to, years"
          min={0}
          max={60}
          value={filters.experienceTo ?? ''}
          onChange={(v) => onChange('experienceTo', numberOrUndefined(v))}
          allowDecimal={false}
        />
      </Group>
    </Stack>
  );
};

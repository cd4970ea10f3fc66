import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';

const hour = 60 * 60 * 1000;

/** 'Skills this list is for': chosen from the catalogue's reference skills, typed to filter, clicked to choose. */
export const ListSkillsField = ({
  value,
  onChange,
  error,
  max,
}: {
  readonly value: readonly string[];
  readonly onChange: (skills: string[]) => void;
  readonly error?: string | undefined;
  readonly max?: number;
}) => {
  const trpc = useTRPC();
  const skills = useQuery(trpc.reference.keySkills.queryOptions({ limit: 1000 }, { staleTime: hour }));
  // The list keeps titles: a skill it already names stays choosable even if the reference list is still loading.
  const titles = [...new Set([...value, ...(skills.data ?? []).map((s) => s.title)])];
  return (
    <MultiSelect
      label="Skills this list is for"
      description="The comparison highlights them in each specialist's and team's key skills"
      placeholder={value.length === 0 ? 'Choose skills' : undefined}
      data={titles}
      value={[...value]}
      onChange={onChange}
      searchable
      clearable
      limit={50}
      maxValues={max ?? 20}
      nothingFoundMessage={skills.isPending ? 'Loading skills…' : 'No such skill'}
      error={error}
    />
  );
};

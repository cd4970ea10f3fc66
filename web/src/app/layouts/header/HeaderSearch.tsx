import { ActionIcon, Autocomplete } from '@mantine/core';
import { useDebouncedValue, useInterval } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../../kit/icons';
import { useTRPC } from '../../trpc';

export const SEARCH_SUGGESTIONS = ['PHP Developer', 'Java Developer', 'UX/UI Designer', 'Project manager'] as const;
export const PLACEHOLDER_ROTATION_MS = 7000;
/** The seeds: suggestions appear 500 ms after typing stops. */
export const SUGGEST_DELAY_MS = 500;

/** Where a suggestion leads: the catalogue filtered by it, or the solutions of a category. */
const targetOf = (value: string): string | null => {
  const [group, id] = value.split(':');
  if (!id) return null;
  if (group === 'keySkill') return `/staff?keySkills=${id}`;
  if (group === 'specialization') return `/staff?role=${id}`;
  if (group === 'category') return `/staff?category=${id}`;
  if (group === 'solutionCategory') return `/solutions?categories=${id}`;
  return null;
};

/** The header search: suggestions grouped by kind after a pause; Enter searches everything at /search?search=. */
export const HeaderSearch = ({ onSearch }: { readonly onSearch?: () => void }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const trpc = useTRPC();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  // The list opens only while the user types: Enter, a pick, leaving the box or Escape close it, and text the page
  // put there (the words searched for on /search) does not open it.
  const [typing, setTyping] = useState(false);
  const [suggestion, setSuggestion] = useState(0);
  const rotation = useInterval(
    () => setSuggestion((index) => (index + 1) % SEARCH_SUGGESTIONS.length),
    PLACEHOLDER_ROTATION_MS,
    { autoInvoke: true },
  );
  const suggestions = useQuery({
    ...trpc.catalog.suggest.queryOptions({ term }),
    enabled: term.length > 0,
    staleTime: 60_000,
  });

  useEffect(() => {
    // On the results page the box shows what was searched for.
    if (location.pathname === '/search') setText(new URLSearchParams(location.search).get('search') ?? '');
  }, [location.pathname, location.search]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    setTyping(false);
    navigate(query ? `/search?${new URLSearchParams({ search: query }).toString()}` : '/search');
    onSearch?.();
  };

  const data =
    term && term === text.trim()
      ? (suggestions.data ?? []).map((g) => ({
          group: g.title,
          items: g.items.map((i) => ({ value: `${g.group}:${i.id}`, label: i.title })),
        }))
      : [];

  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: 360 }}>
      <Autocomplete
        aria-label="Search specialists and solutions"
        name="search"
        value={text}
        onChange={(value) => {
          // Picking a suggestion navigates; the box keeps the words typed, not the option's key.
          if (targetOf(value)) return;
          setText(value);
          setTyping(true);
        }}
        dropdownOpened={typing && data.length > 0}
        onDropdownClose={() => setTyping(false)}
        onOptionSubmit={(value) => {
          const target = targetOf(value);
          setTyping(false);
          if (!target) return;
          setText('');
          navigate(target);
          onSearch?.();
        }}
        data={data}
        filter={({ options }) => options}
        onFocus={rotation.stop}
        onBlur={() => {
          setTyping(false);
          rotation.start();
        }}
        placeholder={SEARCH_SUGGESTIONS[suggestion]}
        radius="xl"
        rightSection={
          <ActionIcon type="submit" variant="subtle" radius="xl" aria-label="Search">
            <SearchIcon size={16} />
          </ActionIcon>
        }
      />
    </form>
  );
};

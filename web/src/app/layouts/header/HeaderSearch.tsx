import { ActionIcon, TextInput } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../../kit/icons';

export const SEARCH_SUGGESTIONS = ['PHP Developer', 'Java Developer', 'UX/UI Designer', 'Project manager'] as const;
export const PLACEHOLDER_ROTATION_MS = 7000;

/** The header search: submits to /search?search=, with a placeholder that cycles through the seeds' suggestions. */
export const HeaderSearch = ({ onSearch }: { readonly onSearch?: () => void }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const [suggestion, setSuggestion] = useState(0);
  const rotation = useInterval(() => setSuggestion((index) => (index + 1) % SEARCH_SUGGESTIONS.length), PLACEHOLDER_ROTATION_MS, { autoInvoke: true });

  useEffect(() => {
    // On the results page the box shows what was searched for.
    if (location.pathname === '/search') setText(new URLSearchParams(location.search).get('search') ?? '');
  }, [location.pathname, location.search]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/search?${new URLSearchParams({ search: query }).toString()}` : '/search');
    onSearch?.();
  };

  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: 360 }}>
      <TextInput
        aria-label="Search specialists and solutions"
        name="search"
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onFocus={rotation.stop}
        onBlur={rotation.start}
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

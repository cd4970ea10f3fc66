import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RouterOutputs } from '../../../app/trpc';

export type SolutionCatalogItem = RouterOutputs['solution']['catalogList']['items'][number];

const VISIBLE_CATEGORIES = 3;

/** One solution in the catalogue: logo, title, categories and the short description. */
export const SolutionCatalogCard = ({ item }: { readonly item: SolutionCatalogItem }) => {
  const shown = item.categories.slice(0, VISIBLE_CATEGORIES);
  const hidden = item.categories.length - shown.length;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={item.title} h="100%">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {/* Lazy: a list's logos must not take a phone's bandwidth from the page's styles (React preloads eager images). */}
        <Avatar
          src={item.logo?.url ?? null}
          alt=""
          size={64}
          radius="md"
          color="indigo"
          imageProps={{ loading: 'lazy' }}
        >
          {item.title.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/solutions/${item.id}`} fw={600} size="lg" lh={1.3}>
            {item.title}
          </Anchor>
          <Group gap={4}>
            {shown.map((c) => (
              <Badge key={c.id} variant="light" color="gray" size="sm" tt="none">
                {c.title}
              </Badge>
            ))}
            {hidden > 0 ? (
              <Badge variant="outline" color="gray" size="sm" tt="none" aria-label={`${hidden} more categories`}>
                +{hidden}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
      {item.shortDescription ? (
        <Text size="sm" c="dimmed" mt="sm" lineClamp={4}>
          {item.shortDescription}
        </Text>
      ) : null}
    </Card>
  );
};

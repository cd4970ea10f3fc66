import { ActionIcon, Box, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { ArrowLeftIcon, ArrowRightIcon } from '../../kit/icons';
import classes from './categorySlider.module.css';
import { countOf } from '../../kit/plural';

const SKELETON_SLIDES = 3;

/** The home page's category slider: each top category opens the catalogue filtered by it. */
export const CategorySlider = () => {
  const trpc = useTRPC();
  const tree = useQuery(trpc.reference.categoryTree.queryOptions({ type: 'specialist' }));
  const track = useRef<HTMLUListElement>(null);

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <Box component="section" aria-labelledby="categories-title">
      <Group justify="space-between" mb="md">
        <Title id="categories-title" order={2}>
          Categories
        </Title>
        <Group gap="xs">
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            onClick={() => scroll(-1)}
            aria-label="Previous categories"
          >
            <ArrowLeftIcon size={16} />
          </ActionIcon>
          <ActionIcon variant="default" radius="xl" size="lg" onClick={() => scroll(1)} aria-label="Next categories">
            <ArrowRightIcon size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {tree.isPending ? (
        <Group gap={24} wrap="nowrap" aria-busy="true">
          {Array.from({ length: SKELETON_SLIDES }, (_, index) => (
            <Skeleton key={index} height={120} radius="md" style={{ flex: 1 }} />
          ))}
        </Group>
      ) : tree.isError ? (
        <ErrorState message={errorMessageOf(tree.error)} onRetry={() => void tree.refetch()} />
      ) : tree.data.length === 0 ? (
        <EmptyList title="No categories yet" description="Categories appear here when the catalogue is filled." />
      ) : (
        <ul ref={track} className={classes.track}>
          {tree.data.map((category) => (
            <li key={category.id} className={classes.slide}>
              <Card
                component={Link}
                to={`/staff?${new URLSearchParams({ category: category.id }).toString()}`}
                withBorder
                radius="md"
                padding="lg"
                h="100%"
                className={classes.card}
              >
                <Text fw={700} fz="lg">
                  {category.title}
                </Text>
                <Text size="sm" c="dimmed" mt="xs">
                  {countOf(category.publishedSpecialistsCount, 'specialist')}
                </Text>
                {category.children.length > 0 ? (
                  <Text size="xs" c="dimmed" mt="sm" lineClamp={2}>
                    {category.children.map((child) => child.title).join(' · ')}
                  </Text>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
};

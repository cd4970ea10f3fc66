import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { LazyTooltip } from '../../kit/LazyTooltip';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CatalogItem } from '../../../../application/catalog/schemas';
import { formatDate, formatHourlyPrice } from '../../kit/format';
import classes from './catalogCard.module.css';

const VISIBLE_SKILLS = 5;
const initialsOf = (item: CatalogItem) => `${item.name[0] ?? ''}${item.surnameInitial[0] ?? ''}`.toUpperCase();
const gradeLabel = (grade: string | null) => (grade ? grade.replace(/^./, (c) => c.toUpperCase()) : null);

type Props = {
  readonly item: CatalogItem;
  /** What the viewer can do with the specialist (the page brings the cart's 'Book'), under the price. */
  readonly action?: ReactNode;
};

/** One specialist in the catalogue: who, what, where, for how much, and whether free now. */
export const SpecialistCatalogCard = ({ item, action }: Props) => {
  const [allSkills, setAllSkills] = useState(false);
  const skills = allSkills ? item.keySkills : item.keySkills.slice(0, VISIBLE_SKILLS);
  const name = `${item.name} ${item.surnameInitial}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`${name}, ${item.specialization}`}
      h="100%"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        {/* Lazy: a list's photos must not take a phone's bandwidth from the page's styles (React preloads eager images). */}
        <Avatar src={item.photoUrl} alt="" size={64} radius="xl" color="indigo" imageProps={{ loading: 'lazy' }}>
          {initialsOf(item)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Anchor component={Link} to={`/specialist/${item.id}`} fw={600}>
              {name}
            </Anchor>
            {item.verified ? (
              // Shade 9 filled: white on teal 9 is 5:1; the light variant (teal 9 on teal 1) is only 4.3:1.
              <LazyTooltip label="Verified by the platform">
                <Badge size="xs" color="teal.9" variant="filled" aria-label="Verified by the platform">
                  Verified
                </Badge>
              </LazyTooltip>
            ) : null}
          </Group>
          <Text size="sm">
            {item.specialization}
            {gradeLabel(item.grade) ? ` · ${gradeLabel(item.grade)}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              item.city,
              item.languages.map((l) => `${l.language.toUpperCase()}${l.level ? ` ${l.level}` : ''}`).join(', '),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Group>
      <Group gap={4} mt="sm" aria-label="Key skills">
        {skills.map((skill) => (
          <span key={skill} className={classes.skill}>
            {skill}
          </span>
        ))}
        {item.keySkills.length > VISIBLE_SKILLS ? (
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => setAllSkills((v) => !v)}
            aria-expanded={allSkills}
          >
            {allSkills ? 'Show fewer' : `+${item.keySkills.length - VISIBLE_SKILLS} more`}
          </Anchor>
        ) : null}
      </Group>
      <Group justify="space-between" mt="md">
        <Text fw={700}>{formatHourlyPrice(item.priceCents)}</Text>
        {/* 'teal' alone is shade 8 (3.9:1 on white) and orange has no shade dark enough: teal 9 is 5:1, dimmed gray 7 over 7:1. */}
        <Text size="sm" c={item.availableNow ? 'teal.9' : 'dimmed'}>
          {item.availableNow
            ? 'Available now'
            : `Available from ${item.availableFrom ? formatDate(item.availableFrom) : 'later'}`}
        </Text>
      </Group>
      {action}
    </Card>
  );
};

import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '../../app/trpc';
import { StatusBadge } from '../../kit/status/StatusBadge';
import { UserAvatar } from '../../kit/UserAvatar';
import { roleLabels } from './roleLabels';

const Detail = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
      {label}
    </Text>
    <Text>{value}</Text>
  </Stack>
);

export const ProfileCard = ({ profile }: { readonly profile: Profile }) => (
  <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-name">
    <Group gap="md" mb="md">
      <UserAvatar name={profile.name} surname={profile.surname} src={profile.avatar} size="xl" />
      <Stack gap={4}>
        <Title id="profile-name" order={2} fz="xl">
          {[profile.name, profile.middlename, profile.surname].filter(Boolean).join(' ')}
        </Title>
        <Group gap="xs">
          <Text c="dimmed" size="sm">
            {roleLabels[profile.role]}
          </Text>
          <StatusBadge status={profile.status} label={profile.status} />
        </Group>
      </Stack>
    </Group>
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Detail label="E-mail" value={profile.email} />
      <Detail label="Company" value={profile.companyName} />
    </SimpleGrid>
  </Card>
);

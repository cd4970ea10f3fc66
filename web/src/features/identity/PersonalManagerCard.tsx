import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { Profile } from '../../app/trpc';
import { CONTACT_EMAIL } from '../../app/layouts/footer/SiteFooter';
import { UserAvatar } from '../../kit/UserAvatar';

/** Who to ask for help; until a manager is assigned, the platform's contact address. */
export const PersonalManagerCard = ({ manager }: { readonly manager: Profile['personalManager'] }) => (
  <Paper withBorder radius="md" p="md" component="section" aria-labelledby="personal-manager-title">
    <Text id="personal-manager-title" size="xs" tt="uppercase" c="dimmed" fw={700} mb="xs">
      Your personal manager
    </Text>
    {manager ? (
      <Group gap="sm" wrap="nowrap">
        <UserAvatar name={manager.name} surname={manager.surname} src={manager.avatar} size="l" />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {manager.name} {manager.surname}
          </Text>
          <Anchor href={`mailto:${manager.email}`} size="sm" truncate>
            {manager.email}
          </Anchor>
        </Stack>
      </Group>
    ) : (
      <Text size="sm">
        A personal manager will be assigned to your company soon. Until then, contact your personal manager team at{' '}
        <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>.
      </Text>
    )}
  </Paper>
);

import { Menu, UnstyledButton, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UserAvatar } from '../../../kit/UserAvatar';
import { useSession } from '../../session/SessionProvider';
import type { Profile } from '../../trpc';

export const personalAreaPathOf = (profile: Profile): string => (profile.role === 'manager' ? '/manager' : '/pa');

export const UserMenu = ({ profile }: { readonly profile: Profile }) => {
  const { logOut } = useSession();
  const fullName = `${profile.name} ${profile.surname}`;
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* The name read aloud contains the words shown (WCAG 2.5.3); the avatar's initials are decoration. */}
        <UnstyledButton aria-label={`Account menu of ${fullName}`} style={{ borderRadius: 999 }}>
          <Group gap="xs" wrap="nowrap">
            <span aria-hidden="true" style={{ display: 'inline-flex' }}>
              <UserAvatar name={profile.name} surname={profile.surname} src={profile.avatar} size="s" />
            </span>
            <Text size="sm" fw={500} visibleFrom="md" truncate maw={140}>
              {profile.name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{profile.companyName}</Menu.Label>
        <Menu.Item component={Link} to={personalAreaPathOf(profile)}>
          {profile.role === 'manager' ? 'Manager area' : 'Personal area'}
        </Menu.Item>
        <Menu.Item component={Link} to="/pa/profile">
          Profile
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void logOut()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};

import { Avatar, Menu, UnstyledButton, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { avatarSizes, initialsOf } from '../../../kit/UserAvatar';
import classes from '../layout.module.css';
import { useSession } from '../../session/SessionProvider';
import type { Profile } from '../../trpc';

export const personalAreaPathOf = (profile: Profile): string => (profile.role === 'manager' ? '/manager' : '/pa');

export const UserMenu = ({ profile }: { readonly profile: Profile }) => {
  const { logOut } = useSession();
  const fullName = `${profile.name} ${profile.surname}`;
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* The name read aloud contains the words shown (WCAG 2.5.3): the avatar's initials are drawn by CSS, not text. */}
        <UnstyledButton aria-label={`Account menu of ${fullName}`} style={{ borderRadius: 999 }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar
              src={profile.avatar ?? null}
              alt=""
              size={avatarSizes.s}
              radius="xl"
              color="indigo"
              aria-hidden="true"
            >
              <span className={classes.initials} data-initials={initialsOf(profile.name, profile.surname)} />
            </Avatar>
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

import { Avatar } from '@mantine/core';

/** The seeds' avatar sizes, in pixels. */
export const avatarSizes = { xxs: 20, xs: 24, xs1: 28, s: 32, m: 40, l: 48, l1: 56, xl: 64, xxl: 96 } as const;
export type AvatarSize = keyof typeof avatarSizes;

type UserAvatarProps = {
  readonly name: string;
  readonly surname?: string | null;
  readonly src?: string | null;
  readonly size?: AvatarSize;
};

export const initialsOf = (name: string, surname?: string | null): string =>
  [name, surname ?? '']
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase() || '?';

/** Shows the picture, or the initials when there is none or it fails to load. */
export const UserAvatar = ({ name, surname, src, size = 'm' }: UserAvatarProps) => (
  <Avatar
    src={src ?? null}
    alt={[name, surname].filter(Boolean).join(' ')}
    size={avatarSizes[size]}
    radius="xl"
    color="indigo"
  >
    {initialsOf(name, surname)}
  </Avatar>
);

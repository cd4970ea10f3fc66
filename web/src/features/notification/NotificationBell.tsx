import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { countLabelOf } from '../../kit/CountBadge';
import { bellLabelOf, exactTime, timeAgo } from './timeAgo';
import { useNotificationMutations, useNotifications, type NotificationItem } from './useNotifications';

const BellIcon = ({ size = 20 }: { readonly size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

const NotificationRow = ({
  item,
  now,
  onOpen,
}: {
  readonly item: NotificationItem;
  readonly now: Date;
  readonly onOpen: (item: NotificationItem) => void;
}) => {
  const unread = item.readAt === null;
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <UnstyledButton
        component={Link}
        to={item.link}
        onClick={() => onOpen(item)}
        data-unread={unread || undefined}
        p="xs"
        w="100%"
        style={{
          display: 'block',
          borderRadius: 'var(--mantine-radius-sm)',
          background: unread ? 'var(--mantine-color-indigo-0)' : undefined,
        }}
      >
        {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
        <Text component="span" display="block" size="sm" fw={unread ? 700 : 400} c="dark.8">
          {item.title}
        </Text>
        {item.body ? (
          <Text component="span" display="block" size="xs" c="dark.5" lineClamp={2}>
            {item.body}
          </Text>
        ) : null}
        <Text
          component="time"
          display="block"
          size="xs"
          c="dark.4"
          mt={2}
          dateTime={item.createdAt}
          title={exactTime(item.createdAt)}
        >
          {timeAgo(item.createdAt, now)}
        </Text>
      </UnstyledButton>
    </Box>
  );
};

/**
 * The header's notification centre for logged-in users: a bell named with the unread count, opening the newest 50
 * notifications (unread in bold), each a link to the page where the user acts on it; opening one marks it read.
 * Asked again every minute and whenever the window gets the focus.
 */
export const NotificationBell = () => {
  const [opened, popover] = useDisclosure(false);
  const notifications = useNotifications();
  const { markRead, markAllRead } = useNotificationMutations();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const now = new Date();

  const open = (item: NotificationItem) => {
    if (item.readAt === null) markRead.mutate({ id: item.id });
    popover.close();
  };

  let content;
  if (notifications.isPending) {
    content = (
      <Group justify="center" p="md" gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Loading notifications…</Text>
      </Group>
    );
  } else if (notifications.isError) {
    content = (
      <Stack p="md" gap="xs" align="flex-start" role="alert">
        <Text size="sm">Notifications could not be loaded.</Text>
        <Button size="xs" variant="default" onClick={() => void notifications.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    content = (
      <Text size="sm" c="dark.5" p="md" ta="center">
        No notifications yet
      </Text>
    );
  } else {
    content = (
      <ScrollArea.Autosize mah="min(28rem, 60vh)" type="auto" offsetScrollbars>
        <Stack component="ul" gap={2} p={0} m={0}>
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} now={now} onOpen={open} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Indicator
      label={countLabelOf(unread)}
      size={16}
      color="red"
      disabled={unread === 0}
      offset={4}
      zIndex={2}
      data-notification-bell
    >
      <Popover
        opened={opened}
        onChange={(next) => (next ? popover.open() : popover.close())}
        position="bottom-end"
        shadow="md"
        withinPortal
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" radius="xl" aria-label={bellLabelOf(unread)} onClick={popover.toggle}>
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" w="min(24rem, calc(100vw - 1rem))" aria-label="Notifications">
          <Group justify="space-between" wrap="nowrap" px="xs" pb="xs">
            <Text fw={700} size="sm">
              Notifications
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={unread === 0}
              loading={markAllRead.isPending}
              onClick={() => markAllRead.mutate({})}
            >
              Mark all as read
            </Button>
          </Group>
          {content}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
};

import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CartItemView } from '../../../../application/cart/cartView';
import type { WorkFormat } from '../../../../domain/cart/cart.amounts';
import { checkBookingPeriod, type BookingLimits, type BookingPeriod } from '../../../../domain/cart/cart.period';
import { isoDateOf } from '../../../../domain/shared/dates';
import { formatPeriod } from '../../kit/dates/formatPeriod';
import { RangeDatePicker } from '../../kit/dates/RangeDatePicker';
import { formatHourlyPrice, formatMoney } from '../../kit/format';
import { unavailableReasonText } from './unavailableReasons';
import { cartErrorOf, useCartMutations } from './useCart';

type Props = {
  readonly item: CartItemView;
  readonly limits: BookingLimits;
  readonly selected?: boolean;
  readonly onSelect?: (selected: boolean) => void;
  /** A member of a team in the request: not chosen or removed alone, since the team goes whole. */
  readonly inTeam?: boolean;
  /** What the page adds beside 'Change dates' (the shortlists' 'Save to list'): the cart does not know it. */
  readonly extraAction?: ReactNode;
};

/** One specialist in the request: who, the period and format, what it costs; change the dates or drop it. */
export const CartItemCard = ({ item, limits, selected = false, onSelect, inTeam = false, extraAction }: Props) => {
  const { update, remove } = useCartMutations();
  const [editing, editor] = useDisclosure(false);
  const [period, setPeriod] = useState<BookingPeriod | null>({
    startPeriod: item.startPeriod,
    endPeriod: item.endPeriod,
  });
  const [updateError, setUpdateError] = useState<string | null>(null);
  const name = `${item.name} ${item.surname}`;
  const today = isoDateOf(new Date());
  const periodError = period
    ? checkBookingPeriod(period, today, limits).match(
        () => null,
        (e) => e.message,
      )
    : null;

  const change = (
    terms: { period?: BookingPeriod; workFormat?: WorkFormat; hours?: number | null },
    done?: () => void,
  ) => {
    const next = terms.period ?? { startPeriod: item.startPeriod, endPeriod: item.endPeriod };
    const workFormat = terms.workFormat ?? item.workFormat;
    const hours = workFormat === 'part-time' ? (terms.hours !== undefined ? terms.hours : (item.hours ?? 20)) : null;
    setUpdateError(null);
    update.mutate(
      { id: item.id, ...next, workFormat, hours },
      { onSuccess: () => done?.(), onError: (e) => setUpdateError(cartErrorOf(e)) },
    );
  };

  return (
    <Card withBorder radius="md" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group wrap="nowrap" align="flex-start">
          {inTeam ? null : (
            <Checkbox
              aria-label={`Select ${name}`}
              checked={selected}
              onChange={(e) => onSelect?.(e.currentTarget.checked)}
              mt={4}
            />
          )}
          <Avatar
            src={item.photoUrl}
            alt=""
            size={56}
            radius="xl"
            color="indigo"
          >{`${item.name[0] ?? ''}${item.surname[0] ?? ''}`}</Avatar>
          <Stack gap={2}>
            <Anchor component={Link} to={`/specialist/${item.specialistUuid}`} fw={600} c="indigo.8">
              {name}
            </Anchor>
            <Text size="sm">{[item.specialization, item.city].filter(Boolean).join(' · ')}</Text>
            <Text size="sm" c="dimmed">
              {formatHourlyPrice(item.priceCents)}
            </Text>
          </Stack>
        </Group>
        <Stack gap={4} align="flex-end">
          <Text size="sm" aria-label="Booking period">
            {formatPeriod(item)}
          </Text>
          <Group gap="xs">
            <SegmentedControl
              size="xs"
              aria-label={`Work format of ${name}`}
              value={item.workFormat}
              onChange={(v) => change({ workFormat: v as WorkFormat })}
              data={[
                { value: 'full-time', label: 'Full-time' },
                { value: 'part-time', label: 'Part-time' },
              ]}
              disabled={update.isPending}
            />
            {item.workFormat === 'part-time' ? (
              <NumberInput
                size="xs"
                w={110}
                label="Hours a week"
                min={1}
                max={40}
                allowDecimal={false}
                defaultValue={item.hours ?? 20}
                onBlur={(e) => {
                  const hours = Number(e.currentTarget.value);
                  if (Number.isInteger(hours) && hours !== item.hours) change({ hours });
                }}
              />
            ) : null}
          </Group>
          <Text size="sm">Per month: {formatMoney(item.amountMonth)}</Text>
          <Text fw={700}>Total for the period: {formatMoney(item.amountTotal)}</Text>
        </Stack>
      </Group>
      {!item.availability.available ? (
        <Alert color="orange" mt="sm" role="status" title="Not available for these dates">
          {unavailableReasonText[item.availability.reason]}
        </Alert>
      ) : null}
      {updateError ? (
        <Alert color="red" mt="sm" role="alert">
          {updateError}
        </Alert>
      ) : null}
      <Group mt="sm" gap="xs">
        <Button size="xs" variant="light" onClick={editor.open}>
          Change dates
        </Button>
        {inTeam ? null : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate({ ids: [item.id] }, { onError: (e) => setUpdateError(cartErrorOf(e)) })}
          >
            Remove
          </Button>
        )}
        {extraAction}
      </Group>
      <Modal opened={editing} onClose={editor.close} title={`Dates for ${name}`} size="xl">
        <Stack>
          <RangeDatePicker value={period} onChange={setPeriod} limits={limits} today={today} error={periodError} />
          {updateError ? (
            <Alert color="red" role="alert">
              {updateError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={editor.close}>
              Cancel
            </Button>
            <Button
              loading={update.isPending}
              disabled={!period || periodError !== null}
              onClick={() => period && change({ period }, editor.close)}
            >
              Save dates
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
};

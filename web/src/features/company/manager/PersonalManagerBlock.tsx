import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify, notifyError } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { SectionCard } from '../../../kit/SectionCard';
import { UserAvatar } from '../../../kit/UserAvatar';

type Person = { readonly id: string; readonly name: string; readonly surname: string; readonly email: string };

/** Who looks after the company for the platform, and the manager's choice of another platform employee. */
export const PersonalManagerBlock = ({
  companyId,
  current,
}: {
  readonly companyId: string;
  readonly current: Person | null;
}) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const choices = useQuery(trpc.companyAdmin.personalManagerChoices.queryOptions());
  const [chosen, setChosen] = useState<string | null>(current?.id ?? null);
  const assign = useMutation(
    trpc.companyAdmin.assignPersonalManager.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.companyAdmin.overview.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.companyAdmin.history.queryKey() });
        notify({
          kind: 'success',
          message: 'Data changed successfully',
          requestPath: 'companyAdmin.assignPersonalManager',
        });
      },
      onError: (error) => notifyError(error, 'companyAdmin.assignPersonalManager'),
    }),
  );
  return (
    <SectionCard title="Personal manager">
      <Stack gap="sm">
        {current ? (
          <Group gap="sm" wrap="nowrap">
            <UserAvatar name={current.name} surname={current.surname} />
            <div>
              <Text fw={600} size="sm">{`${current.name} ${current.surname}`}</Text>
              <Text size="sm" c="dimmed">
                {current.email}
              </Text>
            </div>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No personal manager yet.
          </Text>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Assign a platform employee"
            placeholder={choices.isPending ? 'Loading…' : 'Choose an employee'}
            data={(choices.data?.items ?? []).map((p) => ({
              value: p.id,
              label: `${p.name} ${p.surname} · ${p.role}`,
            }))}
            value={chosen}
            onChange={setChosen}
            searchable
            clearable
            nothingFoundMessage="Nothing found"
            error={choices.isError ? 'The list of employees did not load' : undefined}
            style={{ flex: '1 1 240px' }}
          />
          <Button
            onClick={() => assign.mutate({ companyId, managerId: chosen })}
            loading={assign.isPending}
            disabled={(chosen ?? null) === (current?.id ?? null)}
          >
            {chosen ? 'Assign' : 'Remove'}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
};

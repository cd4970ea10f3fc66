import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf, notify } from '../../app/notify';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { fullNameOf, statusLabelOf } from '../../features/specialist/card/specialistLabels';
import { SpecialistStatusTag } from '../../features/specialist/card/SpecialistStatusTag';
import { LIMITS } from '../../../../application/specialist/schemas';
import { RejectForm } from '../../features/moderation/RejectForm';
import { standardRejectionReasons } from '../../features/specialist/moderation/rejectionReasons';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';

/** /manager/specialists/{id}/reject: the 'Decline specialist' form, for a card in moderation. */
export const RejectSpecialistPage = () => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const card = useQuery(trpc.specialist.info.queryOptions({ specialistId: id }));
  const reject = useMutation(trpc.specialist.reject.mutationOptions());
  const cardPath = `/manager/specialists/${id}`;

  if (card.isError) {
    const status = httpStatusOf(card.error);
    // Not found and no access are the shell's error pages, as for any page.
    if (status !== null && status >= 400 && status < 500) throw card.error;
  }

  const header = (
    <PageHeader
      title="Decline specialist"
      backTo={cardPath}
      backLabel="Back to the card"
      {...(card.data ? { tag: <SpecialistStatusTag status={card.data.status} /> } : {})}
    />
  );
  if (card.isPending) {
    return (
      <>
        {header}
        <LoadingState rows={8} label="Loading the specialist card" />
      </>
    );
  }
  if (card.isError) {
    return (
      <>
        {header}
        <ErrorState message={errorMessageOf(card.error)} onRetry={() => void card.refetch()} />
      </>
    );
  }

  const data = card.data;
  const name = fullNameOf(data);
  return (
    <>
      {header}
      <Card withBorder radius="md" padding="lg">
        <Text mb="lg">
          Specialist: <strong>{name}</strong>
          {data.specializationTitle ? `, ${data.specializationTitle}` : ''} · {data.agencyName}
        </Text>
        {data.status !== 'moderation' ? (
          <Alert color="yellow" title="This card is not waiting for moderation" role="status">
            <Text size="sm">Only a card in moderation can be declined; this one is {statusLabelOf(data.status).toLowerCase()}.</Text>
            <Group mt="sm">
              <Button component={Link} to={cardPath} size="xs" variant="white">
                Back to the card
              </Button>
            </Group>
          </Alert>
        ) : (
          <RejectForm
            reasons={standardRejectionReasons}
            commentMax={LIMITS.text}
            send={(rejection) => reject.mutateAsync({ specialistId: data.id, version: data.version, ...rejection })}
            words={{ form: 'Decline specialist', outcome: 'The card goes back to the agency with status Rejected; it can fix the card and send it for review again.', submit: 'Decline' }}
            onCancel={() => void navigate(cardPath)}
            onDone={() => {
              notify({ kind: 'success', message: 'The specialist was declined', requestPath: 'specialist.reject' });
              void queryClient.invalidateQueries({ queryKey: trpc.specialist.pathKey() });
              void navigate('/manager/specialists/list');
            }}
          />
        )}
      </Card>
    </>
  );
};

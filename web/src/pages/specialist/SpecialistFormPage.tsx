import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { allowedActions } from '../../../../domain/specialist/specialist.status';
import { useTRPC } from '../../app/trpc';
import { cardPaths, fullNameOf, type Viewer } from '../../features/specialist/card/specialistLabels';
import { SpecialistStatusTag } from '../../features/specialist/card/SpecialistStatusTag';
import { emptyCardValues, valuesOfCard } from '../../features/specialist/form/formValues';
import { SpecialistForm } from '../../features/specialist/form/SpecialistForm';
import { PageHeader } from '../../kit/PageHeader';
import { PageQuery } from '../../kit/PageQuery';

/** Create (agency) or edit (agency or manager) a specialist card with the five-step wizard. */
const SpecialistFormPage = ({ viewer }: { readonly viewer: Viewer }) => {
  const { id } = useParams();
  const trpc = useTRPC();
  const backTo = cardPaths(viewer).list;
  const card = useQuery({
    ...trpc.specialist.info.queryOptions({ specialistId: id ?? '' }),
    enabled: Boolean(id),
    staleTime: 0,
  });
  const initialValues = useMemo(
    () => (card.data ? valuesOfCard(card.data.content, card.data.review) : emptyCardValues()),
    [card.data],
  );

  if (!id) {
    return (
      <>
        <PageHeader title="Add specialist" backTo={backTo} backLabel="Specialists" />
        <SpecialistForm
          viewer={viewer}
          card={null}
          allowedActions={allowedActions('new', viewer)}
          initialValues={initialValues}
        />
      </>
    );
  }
  return (
    <PageQuery
      query={card}
      loading={{ label: 'Loading the specialist card' }}
      header={(data) => (
        <PageHeader
          title={data ? `Edit specialist ${fullNameOf(data)}` : 'Edit specialist'}
          backTo={backTo}
          backLabel="Specialists"
          tag={data ? <SpecialistStatusTag status={data.status} /> : null}
        />
      )}
    >
      {(data) => (
        <SpecialistForm
          key={`${data.id}:${data.version}`}
          viewer={viewer}
          card={{
            specialistId: data.id,
            version: data.version,
            agencyId: data.agencyId,
            clientReservations: data.clientReservations,
            reviewForEarlierVersion: data.review?.forEarlierVersion ?? false,
          }}
          allowedActions={data.allowedActions}
          initialValues={initialValues}
        />
      )}
    </PageQuery>
  );
};

export const AgencySpecialistFormPage = () => <SpecialistFormPage viewer="agency" />;
export const ManagerSpecialistFormPage = () => <SpecialistFormPage viewer="manager" />;

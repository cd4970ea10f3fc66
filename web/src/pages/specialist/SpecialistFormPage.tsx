import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';
import { SpecialistStatusTag } from '../../features/specialist/card/SpecialistStatusTag';
import { emptyCardValues, valuesOfCard } from '../../features/specialist/form/formValues';
import { SpecialistForm } from '../../features/specialist/form/SpecialistForm';

type Viewer = 'agency' | 'manager';
const listOf = (viewer: Viewer) => (viewer === 'agency' ? '/pa/specialists' : '/manager/specialists/list');

/** Create (agency) or edit (agency or manager) a specialist card with the five-step wizard. */
const SpecialistFormPage = ({ viewer }: { readonly viewer: Viewer }) => {
  const { id } = useParams();
  const trpc = useTRPC();
  const card = useQuery({ ...trpc.specialist.info.queryOptions({ specialistId: id ?? '' }), enabled: Boolean(id), staleTime: 0 });
  const initialValues = useMemo(() => (card.data ? valuesOfCard(card.data.content, card.data.review) : emptyCardValues()), [card.data]);

  if (!id) {
    return (
      <>
        <PageHeader title="Add specialist" backTo={listOf(viewer)} backLabel="Specialists" />
        <SpecialistForm viewer={viewer} card={null} initialValues={initialValues} />
      </>
    );
  }
  if (card.isError) {
    const status = httpStatusOf(card.error);
    // A card that is not there (or not this agency's) is the shell's not-found page.
    if (status !== null && status >= 400 && status < 500) throw card.error;
  }
  const header = <PageHeader title={card.data ? `Edit specialist ${card.data.name} ${card.data.surname}`.trim() : 'Edit specialist'} backTo={listOf(viewer)} backLabel="Specialists" tag={card.data ? <SpecialistStatusTag status={card.data.status} /> : null} />;
  if (card.isPending) return <>{header}<LoadingState rows={10} label="Loading the specialist card" /></>;
  if (card.isError) return <>{header}<ErrorState message={errorMessageOf(card.error)} onRetry={() => void card.refetch()} /></>;
  const { data } = card;
  return (
    <>
      {header}
      <SpecialistForm key={`${data.id}:${data.version}`} viewer={viewer} card={{ specialistId: data.id, status: data.status, version: data.version, agencyId: data.agencyId, clientReservations: data.clientReservations }} initialValues={initialValues} />
    </>
  );
};

export const AgencySpecialistFormPage = () => <SpecialistFormPage viewer="agency" />;
export const ManagerSpecialistFormPage = () => <SpecialistFormPage viewer="manager" />;

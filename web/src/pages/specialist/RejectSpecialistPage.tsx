import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LIMITS } from '../../../../application/specialist/schemas';
import { useTRPC } from '../../app/trpc';
import {
  cardPaths,
  cardRejectionWords,
  fullNameOf,
  statusLabelOf,
} from '../../features/specialist/card/specialistLabels';
import { SpecialistStatusTag } from '../../features/specialist/card/SpecialistStatusTag';
import { standardRejectionReasons } from '../../features/specialist/moderation/rejectionReasons';
import { RejectPage } from '../../kit/moderation/RejectPage';

const paths = cardPaths('manager');

/** /manager/specialists/{id}/reject: the 'Decline specialist' form, for a card in moderation. */
export const RejectSpecialistPage = () => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const card = useQuery(trpc.specialist.info.queryOptions({ specialistId: id }));
  const reject = useMutation(trpc.specialist.reject.mutationOptions());
  return (
    <RejectPage
      query={card}
      words={cardRejectionWords}
      reasons={standardRejectionReasons}
      commentMax={LIMITS.text}
      paths={{ item: paths.item(id), list: paths.list }}
      staleKey={trpc.specialist.pathKey()}
      send={(card, rejection) => reject.mutateAsync({ specialistId: card.id, version: card.version, ...rejection })}
      describe={(card) => ({
        summary: (
          <>
            Specialist: <strong>{fullNameOf(card)}</strong>
            {card.specializationTitle ? `, ${card.specializationTitle}` : ''} · {card.agencyName}
          </>
        ),
        tag: <SpecialistStatusTag status={card.status} />,
        statusLabel: statusLabelOf(card.status),
      })}
    />
  );
};

import { useQuery } from '@tanstack/react-query';
import { noReview } from '../../../../../domain/specialist/specialist.state';
import { errorMessageOf } from '../../../app/notify';
import { useTRPC, type RouterOutputs } from '../../../app/trpc';
import { ChangesSinceVerification } from '../../../kit/moderation/ChangedSinceVerification';
import { useCardNames } from '../card/useCardNames';
import { describeChanges } from './cardChanges';

type Card = RouterOutputs['specialist']['info'];

/**
 * What the agency changed since a manager last verified the card: the card as the server rebuilds it at that moment
 * from its history, compared with the card now.
 */
export const CardChangesSinceVerification = ({ card }: { readonly card: Card }) => {
  const trpc = useTRPC();
  const verifiedAt = card.verifiedAt === null ? null : new Date(card.verifiedAt);
  const verified = useQuery({
    ...trpc.specialist.asOf.queryOptions(
      { specialistId: card.id, at: verifiedAt ?? new Date(0) },
      { staleTime: Infinity },
    ),
    enabled: verifiedAt !== null,
  });
  const names = useCardNames(card.content.shared.countryCode);
  const now = { content: card.content, review: card.review ?? noReview };
  const lines =
    verifiedAt === null
      ? []
      : verified.data
        ? describeChanges({ content: verified.data.content, review: verified.data.review }, now, names)
        : undefined;
  return (
    <ChangesSinceVerification
      title="Changed since verification"
      subject="card"
      lastLook="verified"
      verifiedAt={verifiedAt}
      consequence="It stays in the catalogue without the verified mark until a manager saves it with a review."
      lines={lines}
      error={verified.isError ? errorMessageOf(verified.error) : null}
      onRetry={() => void verified.refetch()}
    />
  );
};

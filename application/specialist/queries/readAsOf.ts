import { decider } from '../../../domain/specialist/specialist.decide';
import { asOfQuery } from '../../moderation/history';
import { policies } from '../policies';
import { CardAsOfInput } from '../schemas';
import { streamOf } from '../specialistPorts';

/** The card as it was at a past moment, rebuilt from its events (`/admin/api/specialist/as-of/{id}?at=`). */
export const readAsOf = asOfQuery({ idKey: 'specialistId', policies, streamOf, schema: CardAsOfInput, decider });

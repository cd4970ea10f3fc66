import { decider } from '../../../domain/solution/solution.decide';
import { asOfQuery } from '../../moderation/history';
import { policies } from '../policies';
import { SolutionAsOfInput } from '../schemas';
import { streamOf } from '../solutionPorts';

/** The solution as it was at a past moment, rebuilt from its events (`/admin/api/solution/as-of/{id}?at=`). */
export const readAsOf = asOfQuery({ idKey: 'solutionId', policies, streamOf, schema: SolutionAsOfInput, decider });

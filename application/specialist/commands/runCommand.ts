import type { SpecialistCommand } from '../../../domain/specialist/specialist.commands';
import { decider, type BareAction } from '../../../domain/specialist/specialist.decide';
import { itemCommands, type ItemAnswer } from '../../moderation/itemCommands';
import type { SpecialistStatus } from '../../../domain/specialist/specialist.status';
import { parseContent } from '../content';
import { policies } from '../policies';
import { SimpleCardActionInput } from '../schemas';
import { streamOf, type SpecialistDeps } from '../specialistPorts';

export type CardActionResult = ItemAnswer<'specialistId', SpecialistStatus>;

/** The shared commands of a moderated item, applied to specialist cards. */
export const commandKit = itemCommands({
  idKey: 'specialistId',
  decider,
  streamOf,
  policies,
  parseContent,
  actionInput: SimpleCardActionInput,
  agencyOf: async (deps: SpecialistDeps, specialistId) => (await deps.cards.find(specialistId))?.agencyId ?? null,
  bareCommand: (action: BareAction, specialistId, metadata): SpecialistCommand => ({ action, specialistId, metadata }),
});

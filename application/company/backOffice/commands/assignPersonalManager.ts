import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../../shared/actor';
import { conflict, notFound, validationError, type AppError } from '../../../shared/appError';
import { parse } from '../../../shared/parse';
import type { BackOfficeDeps } from '../backOfficePorts';
import { asCompanyManager } from '../policies';
import { AssignPersonalManagerInput, PersonalManagerOutput } from '../schemas';

/**
 * Gives a company its personal manager, an active platform employee holding a staff role (or none): every user of
 * the company then sees that person in their profile's personal-manager block. Written with its audit row.
 */
export const assignPersonalManager =
  (deps: BackOfficeDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<PersonalManagerOutput, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(AssignPersonalManagerInput, raw);
    if (input.isErr()) return err(input.error);
    const { companyId, managerId } = input.value;
    const company = await deps.directory.party(companyId);
    if (!company || company.type === 'platform') return err(notFound('Company', 'company.not_found'));
    if (company.mergedInto !== null)
      return err(
        conflict('This company was merged into another: assign the personal manager there', 'company.already_merged'),
      );
    const manager = managerId === null ? null : await deps.directory.platformEmployee(managerId);
    if (managerId !== null && !manager) {
      return err(
        validationError([
          {
            field: 'managerId',
            message: 'Choose an active platform employee',
            code: 'company.personal_manager_invalid',
          },
        ]),
      );
    }
    const written = await deps.directory.assignPersonalManager(companyId, managerId, {
      actorId: caller.value.userId,
      emulatedBy: caller.value.emulatedBy,
      at: deps.clock.now(),
    });
    if (!written) return err(notFound('Company', 'company.not_found'));
    return ok(PersonalManagerOutput.parse({ companyId, personalManager: manager }));
  };

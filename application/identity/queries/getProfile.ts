import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { notFound, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import type { IdentityDeps, PersonRef } from '../identityPorts';

/** The user as the seeds list it, for `GET /api/user/profile` and the app shell. */
export type Profile = {
  readonly id: string;
  readonly name: string;
  readonly surname: string;
  readonly middlename: string | null;
  readonly email: string;
  readonly avatar: string | null;
  readonly status: string;
  readonly role: 'partner' | 'client' | 'manager';
  readonly companyType: 'agency' | 'client' | 'platform';
  readonly companyName: string;
  readonly agencyId: string | null;
  readonly clientId: string | null;
  readonly isPlatformEmployee: boolean;
  readonly scope: readonly string[];
  readonly showModalTaC: boolean;
  readonly isAuthEmulator: boolean;
  readonly emulatedBy: PersonRef | null;
  readonly personalManager: PersonRef | null;
  readonly timeZone: string | null;
};

const personOf = (user: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
}): PersonRef => ({
  id: user.id,
  name: user.firstName,
  surname: user.lastName,
  email: user.email,
  avatar: user.avatar,
});

export const getProfile =
  (deps: IdentityDeps) =>
  async (actor: Actor | null): Promise<Result<Profile, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    const user = await deps.store.findUserById(caller.value.userId);
    if (!user) return err(notFound('User'));
    const manager = caller.value.emulatedBy ? await deps.store.findUserById(caller.value.emulatedBy) : null;
    return ok({
      id: user.id,
      name: user.firstName,
      surname: user.lastName,
      middlename: user.middleName,
      email: user.email,
      avatar: user.avatar,
      status: user.status,
      role: caller.value.role,
      companyType: user.companyType,
      companyName: user.companyName,
      agencyId: user.companyType === 'agency' ? user.companyId : null,
      clientId: user.companyType === 'client' ? user.companyId : null,
      isPlatformEmployee: user.companyType === 'platform',
      scope: caller.value.scopes,
      // The terms bind the platform's customer companies (agencies and clients); its own staff are not asked.
      showModalTaC: user.companyType !== 'platform' && (await deps.terms.needsAcceptance(user.id)),
      isAuthEmulator: manager !== null,
      emulatedBy: manager ? personOf(manager) : null,
      personalManager: user.personalManager,
      timeZone: user.timeZone,
    });
  };

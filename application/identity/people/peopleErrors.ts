import type { AccessError } from '../../../domain/identity/roleHolders';
import type { PeopleError } from '../../../domain/identity/companyPeople';
import { conflict, notFound, ruleBroken, type AppError } from '../../shared/appError';

/** The refusals of people, staff and roles as the transports know them. */
export const peopleErrorOf = (
  error: PeopleError | AccessError | 'email_taken' | 'title_taken' | 'staff.self_block',
): AppError => {
  if (error === 'email_taken')
    return conflict(
      'A user with this e-mail already exists: one account belongs to one company',
      'identity.email_taken',
    );
  if (error === 'title_taken') return conflict('A role with this title already exists', 'role.title_taken');
  if (error === 'staff.self_block') return ruleBroken('staff.self_block', 'You cannot block yourself');
  switch (error.code) {
    case 'people.not_found':
      return notFound('Person', error.code);
    case 'staff.not_found':
      return notFound('Employee', error.code);
    case 'role.not_found':
      return notFound('Role', error.code);
    case 'role.in_use':
      return conflict(error.message, error.code);
    case 'people.last_owner':
    case 'people.self_block':
    case 'role.built_in':
    case 'roles.last_holder':
      return ruleBroken(error.code, error.message);
    default: {
      const _exhaustive: never = error;
      return _exhaustive;
    }
  }
};

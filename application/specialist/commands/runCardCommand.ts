import type { Result } from 'neverthrow';
import type { SpecialistCommand } from '../../../domain/specialist/specialist.commands';
import { specialistDecider } from '../../../domain/specialist/specialist.decide';
import type { SpecialistCard } from '../../../domain/specialist/specialist.state';
import type { SpecialistStatus } from '../../../domain/specialist/specialist.status';
import type { AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { streamOf, type SpecialistDeps } from '../specialistPorts';

export type CardActionResult = { readonly specialistId: string; readonly status: SpecialistStatus; readonly version: number };

/** Load the card, let the use case check it and build the command, decide, append: one path for every action. */
export const runCardCommand = async (
  deps: SpecialistDeps,
  specialistId: string,
  build: (card: SpecialistCard) => Result<SpecialistCommand, AppError>,
  expectedVersion: number | undefined,
): Promise<Result<CardActionResult, AppError>> => {
  const result = await handleCommand(deps.events, specialistDecider, streamOf(specialistId), build, {
    expectedVersion: expectedVersion === undefined ? undefined : BigInt(expectedVersion),
  });
  return result.map(({ state, version }) => ({ specialistId, status: state.status, version: Number(version) }));
};

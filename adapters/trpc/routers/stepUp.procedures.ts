import { PasskeyOptionsOutput } from '../../../application/identity/passkeySchemas';
import { StepUpInput, StepUpMethodsOutput, SteppedUpOutput } from '../../../application/identity/stepUpSchemas';
import { authedProcedure, inputOf, unwrap } from '../trpc';

/** Step-up in the identity router: the web's dialog for 403 auth.step_up_required asks through these. */
export const stepUpProcedures = {
  stepUpMethods: authedProcedure
    .output(StepUpMethodsOutput)
    .query(({ ctx }) => unwrap(ctx.services.identity.getStepUpMethods(ctx.actor))),
  stepUpPasskeyOptions: authedProcedure
    .output(PasskeyOptionsOutput)
    .mutation(({ ctx }) => unwrap(ctx.services.identity.startStepUpPasskey(ctx.actor))),
  stepUp: authedProcedure
    .input(inputOf(StepUpInput))
    .output(SteppedUpOutput)
    .mutation(({ ctx, input }) =>
      unwrap(ctx.services.identity.stepUp(ctx.actor, input, { address: ctx.address, userAgent: ctx.userAgent })),
    ),
};

import {
  AddPasskeyInput,
  PasskeyIdInput,
  PasskeyOptionsOutput,
  PasskeyOutput,
  PasskeyRemovedOutput,
  PasskeySignInInput,
  PasskeySignInOptionsInput,
  PasskeysOutput,
} from '../../../application/identity/passkeySchemas';
import { TokenOutput } from '../../../application/identity/schemas';
import { authedProcedure, inputOf, publicProcedure, unwrap } from '../trpc';

/** Passkeys in the identity router: the signed-in user's registration and list, and the sign-in with one. */
export const passkeyProcedures = {
  passkeys: authedProcedure
    .output(PasskeysOutput)
    .query(({ ctx }) => unwrap(ctx.services.identity.listPasskeys(ctx.actor))),
  startPasskeyRegistration: authedProcedure
    .output(PasskeyOptionsOutput)
    .mutation(({ ctx }) => unwrap(ctx.services.identity.startPasskeyRegistration(ctx.actor))),
  addPasskey: authedProcedure
    .input(inputOf(AddPasskeyInput))
    .output(PasskeyOutput)
    .mutation(({ ctx, input }) =>
      unwrap(ctx.services.identity.addPasskey(ctx.actor, input, { userAgent: ctx.userAgent })),
    ),
  removePasskey: authedProcedure
    .input(inputOf(PasskeyIdInput))
    .output(PasskeyRemovedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.removePasskey(ctx.actor, input))),
  passkeySignInOptions: publicProcedure
    .input(inputOf(PasskeySignInOptionsInput))
    .output(PasskeyOptionsOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.startPasskeySignIn(input))),
  loginPasskey: publicProcedure
    .input(inputOf(PasskeySignInInput))
    .output(TokenOutput)
    .mutation(({ ctx, input }) =>
      unwrap(ctx.services.identity.signInWithPasskey(input, { address: ctx.address, userAgent: ctx.userAgent })),
    ),
};

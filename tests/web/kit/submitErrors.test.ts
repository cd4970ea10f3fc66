import { TRPCClientError } from '@trpc/client';
import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { submitErrorsOf } from '../../../web/src/kit/form/submitErrors';

/** A refused call as the tRPC client gives it: the server's message and its field issues. */
const refusal = (message: string, issues: { field: string; message: string }[]) =>
  new TRPCClientError(message, {
    result: {
      error: {
        code: -32600,
        message,
        data: {
          httpStatus: 400,
          appCode: 'validation',
          issues,
          code: 'BAD_REQUEST',
          stack: undefined,
          retryAfterSeconds: null,
        },
      },
    },
  } as never);

const isCardField = (field: string) => /^(shared|texts)\./.test(field);

describe('a refused submit as form errors', () => {
  it('puts each issue at its field, the `content.` prefix taken off, and raises no form error when all are placed', () => {
    const errors = submitErrorsOf(
      refusal('Invalid', [
        { field: 'content.shared.photoId', message: 'File not found' },
        { field: 'content.texts.en.name', message: 'Required field' },
      ]),
      isCardField,
      { stripPrefix: 'content.' },
    );
    expect(errors).toEqual({ shared: { photoId: 'File not found' }, texts: { en: { name: 'Required field' } } });
  });

  it('never drops an issue the form cannot place: it becomes the form error, naming its field', () => {
    const errors = submitErrorsOf(
      refusal('Invalid', [
        { field: 'content.shared.photoId', message: 'File not found' },
        { field: 'version', message: 'Must be a whole number' },
      ]),
      isCardField,
      { stripPrefix: 'content.' },
    );
    expect(errors).toMatchObject({
      shared: { photoId: 'File not found' },
      [FORM_ERROR]: 'Must be a whole number (version)',
    });
  });

  it('shows a refusal without issues as the form error, in the server words', () => {
    expect(submitErrorsOf(refusal('The card changed meanwhile', []), ['email'])).toEqual({
      [FORM_ERROR]: 'The card changed meanwhile',
    });
  });

  it('takes a list of field names too', () => {
    expect(submitErrorsOf(refusal('Invalid', [{ field: 'email', message: 'Not an e-mail' }]), ['email'])).toEqual({
      email: 'Not an e-mail',
    });
  });
});

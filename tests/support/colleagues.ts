import { latestMailTo, linkIn } from './mailbox';
import type { TestApp } from './testApp';

/**
 * A colleague of the inviter's company, invited as a member and registered from the mailed link, as a person does;
 * answers the new user's id. A refused invitation or acceptance fails the test with the server's answer.
 */
export const inviteColleague = async (
  app: Pick<TestApp, 'api' | 'pool'>,
  inviterToken: string,
  colleague: {
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly password: string;
  },
): Promise<string> => {
  const { email, firstName, lastName, password } = colleague;
  const invited = await app.api.post(
    '/api/company/employees/invite',
    { email, role: 'member' },
    { token: inviterToken },
  );
  if (invited.status !== 200) throw new Error(`invitation of ${email} failed: ${JSON.stringify(invited.body)}`);
  const token = linkIn((await latestMailTo(app.pool, email))!.text, '/invitation/')
    .split('/')
    .pop();
  const accepted = await app.api.post('/api/invitation/accept', { token, firstName, lastName, password });
  if (accepted.status !== 200) throw new Error(`acceptance by ${email} failed: ${JSON.stringify(accepted.body)}`);
  return accepted.body.data.userId as string;
};

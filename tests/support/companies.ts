import { linkIn, latestMailTo } from './mailbox';
import type { TestApp } from './testApp';
import { captchaSolution } from './captcha';

/** A new, verified company with one user, through the same registration a visitor uses; answers that user's token. */
export const registerCompany = async (
  app: TestApp,
  companyType: 'client' | 'agency',
  email: string,
): Promise<string> => {
  const password = 'second-pass-1';
  const registered = await app.api.post('/api/auth/registration', {
    companyType,
    companyName: `${email.split('@')[0]} Ltd`,
    firstName: 'Second',
    lastName: 'Company',
    email,
    password,
    acceptTerms: true,
    captcha: await captchaSolution(app, 'registration'),
  });
  if (registered.status !== 200) throw new Error(`registration of ${email} failed: ${JSON.stringify(registered.body)}`);
  const link = linkIn((await latestMailTo(app.pool, email))!.text, '/verify-email/');
  await app.api.post(`/api/auth${link}`);
  return app.login(email, password);
};

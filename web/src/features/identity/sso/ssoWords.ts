/** What a refused sign-in through a company's provider says, by the code the callback sent the page. */
export const ssoErrorText = (code: string | null): string => {
  switch (code) {
    case 'sso.wrong_domain':
      return 'The account you signed in with at your company’s provider is not of your company’s verified domain.';
    case 'sso.other_company':
      return 'This e-mail belongs to an account of another company: sign in with its password.';
    case 'sso.email_missing':
    case 'sso.email_unverified':
      return 'Your company’s provider did not confirm your e-mail address.';
    case 'sso.state_invalid':
      return 'This sign-in has expired or was already used.';
    case 'auth.account_blocked':
      return 'This account is blocked. Contact your personal manager.';
    case 'sso.provider_refused':
      return 'The sign-in was cancelled or refused at your company’s provider.';
    default:
      return 'Your company’s sign-in did not complete.';
  }
};

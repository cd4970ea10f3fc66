import { platformScopes } from './scopes';

type PlatformScope = (typeof platformScopes)[number];

/** What each staff scope allows, in one sentence, grouped by area: the role editor shows exactly this. */
export type ScopeArea = {
  readonly area: string;
  readonly scopes: readonly { readonly scope: PlatformScope; readonly allows: string }[];
};

export const staffScopeCatalogue: readonly ScopeArea[] = [
  {
    area: 'Companies',
    scopes: [
      { scope: 'company:manage', allows: 'See and edit every partner and client company and its employees.' },
      { scope: 'user:impersonate', allows: 'Act as a partner or client user to see and do what they do.' },
    ],
  },
  {
    area: 'Moderation',
    scopes: [
      { scope: 'specialist:moderate', allows: 'Publish, decline, hide, block and archive specialist cards.' },
      { scope: 'solution:moderate', allows: 'Publish, reject and archive solutions, and read solution requests.' },
    ],
  },
  {
    area: 'Deals',
    scopes: [
      { scope: 'candidate:manage', allows: 'Move candidates along the interview pipeline and set the client price.' },
      { scope: 'contract:manage', allows: 'Prepare and manage partner and client contracts.' },
      {
        scope: 'client-request:moderate',
        allows: "Publish or reject clients' requests, post them for clients and read the agencies' responses.",
      },
    ],
  },
  {
    area: 'Content',
    scopes: [
      { scope: 'blog:manage', allows: 'Write, publish and hide blog articles and news.' },
      { scope: 'category:manage', allows: 'Edit the specialist and solution category trees.' },
      { scope: 'terms:manage', allows: 'Publish new versions of the terms and conditions.' },
    ],
  },
  {
    area: 'Platform staff',
    scopes: [
      { scope: 'staff:manage', allows: 'Invite platform employees, change their role and block them.' },
      { scope: 'roles:manage', allows: 'Create, edit and delete roles: decide what every employee may do.' },
    ],
  },
  {
    area: 'Data',
    scopes: [
      { scope: 'excel:export', allows: 'Download lists as Excel files (with the scope that shows the list).' },
      { scope: 'file:read-any', allows: "Open any company's private files (certificates, CVs)." },
      { scope: 'file:upload-any', allows: 'Upload files for any company.' },
    ],
  },
];

export const isStaffScope = (value: string): value is PlatformScope =>
  (platformScopes as readonly string[]).includes(value);

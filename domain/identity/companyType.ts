/** The three kinds of company on the platform and the role their users play. */
export const companyTypes = ['agency', 'client', 'platform'] as const;
export type CompanyType = (typeof companyTypes)[number];

export type UserRole = 'partner' | 'client' | 'manager';

export const roleOfCompanyType = (type: CompanyType): UserRole => {
  switch (type) {
    case 'agency':
      return 'partner';
    case 'client':
      return 'client';
    case 'platform':
      return 'manager';
    default: {
      const _exhaustive: never = type;
      return _exhaustive;
    }
  }
};

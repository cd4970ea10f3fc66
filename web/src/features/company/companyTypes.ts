import type { RouterOutputs } from '../../app/trpc';

/** The profile as the web receives it (dates arrive as text). */
export type CompanyProfile = RouterOutputs['company']['profile'];
export type PaymentEntry = CompanyProfile['paymentInfo'][number];
export type PaymentList = RouterOutputs['company']['savePaymentInfo'];
export type AgencyDashboard = RouterOutputs['company']['dashboard'];

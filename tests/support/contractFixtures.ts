import type { ContractDetails } from '../../domain/contract/contract.details';

/** A client's staff augmentation contract as a manager fills it in: Anna Schmidt signs, legal@ is told, 20 % and 30 days. */
export const clientContractDetails = (date: string): ContractDetails => ({
  date,
  documentType: 'contract',
  contractType: 'staff_augmentation',
  signer: { name: 'Anna Schmidt', position: 'CEO', email: 'anna@client.example' },
  numberChange: false,
  numberInternal: null,
  useNumberInternal: true,
  paymentRequisiteId: null,
  mailForNotifications: ['legal@client.example'],
  commissionBasisPoints: 2000,
  daysPaid: 30,
});

import { describe, expect, it } from 'vitest';
import { ContractListInput } from '../../../application/contract/schemas';
import {
  contractExportUrlOf,
  managerContractList,
  managerContractListInputOf,
} from '../../../web/src/features/contract/managerContractList';
import { readListState } from '../../../web/src/kit/list/listState';

/** The manager's contract list: what the address holds is what the list asks and what the Excel file contains. */
describe('manager contract list', () => {
  const state = readListState(
    managerContractList,
    new URLSearchParams(
      'search=Fresh&status=pending_signature,signed,bogus&documentType=dpa&contractType=nope&companyId=3f1c2a9e-1111-4a7b-9c1d-2b3c4d5e6f70&signedFrom=2026-01-01&signedTo=2026-12-31&sort=-signedAt&count=16&page=2',
    ),
  );

  it('reads only known values from the address', () => {
    expect(state.filters).toEqual({
      search: 'Fresh',
      statuses: ['pending_signature', 'signed'],
      documentType: 'dpa',
      contractType: null,
      companyId: '3f1c2a9e-1111-4a7b-9c1d-2b3c4d5e6f70',
      signedFrom: '2026-01-01',
      signedTo: '2026-12-31',
    });
    expect(state).toMatchObject({ page: 2, pageSize: 16, sort: { field: 'signedAt', direction: 'desc' } });
  });

  it('the export asks the server for exactly the filters the list asks for', () => {
    const { kind: _kind, ...listInput } = managerContractListInputOf('client', state);
    const url = new URL(contractExportUrlOf('client', state), 'http://localhost');
    expect(url.pathname).toBe('/admin/api/excel-export/client-documents');
    const fromExport = ContractListInput.parse(Object.fromEntries(url.searchParams));
    const fromList = ContractListInput.parse(listInput);
    const { page: _p1, count: _c1, ...exportFilters } = fromExport;
    const { page: _p2, count: _c2, ...listFilters } = fromList;
    expect(exportFilters).toEqual(listFilters);
    expect(listFilters).toMatchObject({
      status: ['pending_signature', 'signed'],
      documentType: ['dpa'],
      signedAt: { from: '2026-01-01', to: '2026-12-31' },
      search: 'Fresh',
      sort: '-signedAt',
    });
  });
});

import { Select, TextInput } from '@mantine/core';
import type { ContractKind } from '../../../../domain/contract/contract.kinds';
import { ListFilters, StatusFilter, type Facet } from '../../kit/list/ListFilters';
import type { ListStateHook } from '../../kit/list/listState';
import { CompanyPicker } from './CompanyPicker';
import { contractStatusLabelOf, isListedContractStatus, listedContractStatuses } from './contractWords';
import type { ContractFilters, ContractSort } from './managerContractList';

type Option = { readonly id: string; readonly title: string };

type Props = {
  readonly kind: ContractKind;
  readonly list: ListStateHook<ContractFilters, ContractSort, never>;
  /** Contracts per status under the other filters; undefined while they load. */
  readonly statusCounts: Readonly<Record<string, number>> | undefined;
  readonly documentTypes: readonly Option[] | undefined;
  readonly contractTypes: readonly Option[] | undefined;
};

/** Search (number, company, signer), status with counts, document and contract type, company, and when it was signed. */
export const ManagerContractFilters = ({ kind, list, statusCounts, documentTypes, contractTypes }: Props) => {
  const { filters } = list.state;
  const facets: Facet[] | undefined = statusCounts
    ? listedContractStatuses.map((status) => ({
        id: status,
        title: contractStatusLabelOf(status),
        count: statusCounts[status] ?? 0,
      }))
    : undefined;
  return (
    <ListFilters
      search={{
        label: 'Search',
        placeholder: 'Number, company or signer',
        value: filters.search,
        onSearch: (search) => list.setFilters({ search }),
      }}
      filtered={list.filtered}
      onReset={list.resetFilters}
      statuses={
        <StatusFilter
          facets={facets}
          counts={statusCounts}
          isStatus={isListedContractStatus}
          labelOf={contractStatusLabelOf}
          value={filters.statuses}
          onChange={(statuses) => list.setFilters({ statuses })}
        />
      }
    >
      <Select
        label="Document type"
        placeholder="Any"
        data={(documentTypes ?? []).map((t) => ({ value: t.id, label: t.title }))}
        value={filters.documentType}
        onChange={(value) =>
          list.setFilters({
            documentType: (documentTypes ?? []).some((t) => t.id === value)
              ? (value as ContractFilters['documentType'])
              : null,
          })
        }
        clearable
        style={{ flex: '1 1 180px' }}
      />
      <Select
        label="Contract type"
        placeholder="Any"
        data={(contractTypes ?? []).map((t) => ({ value: t.id, label: t.title }))}
        value={filters.contractType}
        onChange={(value) =>
          list.setFilters({
            contractType: (contractTypes ?? []).some((t) => t.id === value)
              ? (value as ContractFilters['contractType'])
              : null,
          })
        }
        clearable
        style={{ flex: '1 1 200px' }}
      />
      <CompanyPicker
        kind={kind}
        label={kind === 'partner' ? 'Partner' : 'Client'}
        placeholder="Any"
        value={filters.companyId}
        onChange={(companyId) => list.setFilters({ companyId })}
        width={200}
      />
      <TextInput
        type="date"
        label="Signed from"
        value={filters.signedFrom ?? ''}
        max={filters.signedTo ?? undefined}
        onChange={(event) => list.setFilters({ signedFrom: event.currentTarget.value || null })}
        style={{ flex: '0 1 160px' }}
      />
      <TextInput
        type="date"
        label="Signed to"
        value={filters.signedTo ?? ''}
        min={filters.signedFrom ?? undefined}
        onChange={(event) => list.setFilters({ signedTo: event.currentTarget.value || null })}
        style={{ flex: '0 1 160px' }}
      />
    </ListFilters>
  );
};

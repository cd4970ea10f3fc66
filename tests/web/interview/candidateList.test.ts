import { describe, expect, it } from 'vitest';
import {
  candidateListInputOf,
  exportUrlOf,
  type CandidateListState,
} from '../../../web/src/features/interview/candidateListState';
import { acceptableSlotsOf, proposedSlotOptionsOf } from '../../../web/src/features/interview/slotOptions';

const stateOf = (filters: Partial<CandidateListState['filters']>, page = 1): CandidateListState => ({
  filters: { status: [], search: '', ...filters },
  page,
  pageSize: 20,
  sort: null,
  tab: null,
});

describe('a candidate list in the address and on the wire', () => {
  it('asks the server for the page, the chosen statuses and the trimmed search; on-project lists say so', () => {
    expect(candidateListInputOf(stateOf({}), false)).toEqual({ page: 1, count: 20 });
    expect(candidateListInputOf(stateOf({ status: ['interview', 'approved'], search: '  Anna ' }, 3), true)).toEqual({
      page: 3,
      count: 20,
      status: ['interview', 'approved'],
      search: 'Anna',
      onProject: 'true',
    });
  });

  it('exports exactly the filtered list: statuses repeat the key, the page is left out', () => {
    expect(exportUrlOf('/admin/api/excel-export/candidates', stateOf({}, 4), false)).toBe(
      '/admin/api/excel-export/candidates',
    );
    expect(
      exportUrlOf(
        '/admin/api/excel-export/candidates',
        stateOf({ status: ['interview', 'approved'], search: 'Anna' }),
        true,
      ),
    ).toBe('/admin/api/excel-export/candidates?status=interview&status=approved&search=Anna&onProject=true');
  });
});

describe('the times offered when an interview is fixed', () => {
  const now = '2027-03-03T12:00';
  const candidate = {
    slots: [
      { date: '2027-03-02', time: '10:00' },
      { date: '2027-03-05', time: '10:00' },
    ],
    proposedSlots: [
      { date: '2027-03-05', time: '10:00' },
      { date: '2027-03-08', time: '15:00' },
    ],
  };

  it("the partner sees the client's slots first, then its own proposals the client did not offer; passed ones cannot be taken", () => {
    expect(acceptableSlotsOf(candidate, now)).toEqual([
      { slot: { date: '2027-03-02', time: '10:00' }, note: null, passed: true },
      { slot: { date: '2027-03-05', time: '10:00' }, note: null, passed: false },
      { slot: { date: '2027-03-08', time: '15:00' }, note: 'Proposed by you', passed: false },
    ]);
  });

  it("the client sees only the agency's proposals", () => {
    expect(proposedSlotOptionsOf(candidate, now).map((option) => [option.slot.date, option.note])).toEqual([
      ['2027-03-05', 'Proposed by the agency'],
      ['2027-03-08', 'Proposed by the agency'],
    ]);
  });
});

import type { CandidateViewer } from '../../features/interview/CandidateTable';

type ListWords = {
  readonly title: string;
  /** The table's name for screen readers. */
  readonly caption: string;
  readonly empty: { readonly title: string; readonly description: string };
};

const pipeline = (title: string, caption: string, emptyTitle: string, description: string): ListWords => ({
  title,
  caption,
  empty: { title: emptyTitle, description },
});
const onProject = (description: string): ListWords =>
  pipeline('Specialists on projects', 'Specialists on projects', 'No specialists on projects yet', description);

/** What each candidate list is called and says when it is empty: the pipeline's lists, and the specialists on projects. */
export const candidateListWords: {
  readonly [Viewer in CandidateViewer]: { readonly pipeline: ListWords; readonly onProject: ListWords };
} = {
  partner: {
    pipeline: pipeline(
      'Interview requests',
      'Interview requests for your specialists',
      'No interview requests yet',
      'When a client asks to interview one of your specialists, the request appears here and you get an e-mail.',
    ),
    onProject: onProject(
      'Once a client approves one of your specialists and the work is about to start, the specialist appears here.',
    ),
  },
  client: {
    pipeline: pipeline(
      'Candidates',
      'Your candidates',
      'No candidates yet',
      'Add specialists from the catalogue to your request and schedule interviews: they appear here with their status.',
    ),
    onProject: onProject('Approved candidates appear here once the work is about to start.'),
  },
  manager: {
    pipeline: pipeline(
      'Candidates',
      'Candidates of all clients',
      'No candidates yet',
      'Candidates appear here when clients send interview requests.',
    ),
    onProject: onProject('Approved candidates appear here once they are waiting to start work.'),
  },
};

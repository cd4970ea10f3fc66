import { Alert, Button, Checkbox, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-final-form';
import type { CvProposal } from '../../../../../application/specialist/cvImport/cvProposal';
import { acceptOf } from '../../../../../application/files/fileContracts';
import { tokenStore } from '../../../app/session/tokenStore';
import { useTRPC } from '../../../app/trpc';
import { emptyProject, type CardFormValues } from './formValues';

const UPLOAD_FAILED = 'An error occurred while uploading the file';

type Part = 'name' | 'contacts' | 'description' | 'skills' | 'languages' | 'projects';
const partLabels: Record<Part, string> = {
  name: 'Name and surname',
  contacts: 'E-mail and phone',
  description: 'Summary as BIO',
  skills: 'Key skills',
  languages: 'Languages',
  projects: 'Projects',
};

const partsOf = (p: CvProposal): Part[] =>
  [
    (p.name || p.surname) && 'name',
    (p.email || p.phone) && 'contacts',
    p.description && 'description',
    p.keySkills.length > 0 && 'skills',
    p.languages.length > 0 && 'languages',
    p.projects.length > 0 && 'projects',
  ].filter(Boolean) as Part[];

/** Apply the chosen parts of a proposal to the form; what the user typed stays unless the part replaces it. */
const apply = (values: CardFormValues, p: CvProposal, parts: ReadonlySet<Part>): CardFormValues => {
  const next = structuredClone(values);
  if (parts.has('name')) {
    if (p.surname) next.texts.en.surname = p.surname;
    if (p.name) next.texts.en.name = p.name;
  }
  if (parts.has('contacts')) {
    if (p.email) next.shared.email = p.email;
    if (p.phone) next.shared.phone = p.phone;
  }
  if (parts.has('description') && p.description) next.texts.en.description = p.description.slice(0, 2000);
  if (parts.has('skills')) {
    const have = new Set(next.shared.keySkills.map((s) => s.title.toLowerCase()));
    next.shared.keySkills.push(...p.keySkills.filter((s) => !have.has(s.title.toLowerCase())));
  }
  if (parts.has('languages')) {
    const rows = next.shared.languages.filter((l) => l.language);
    for (const l of p.languages)
      if (!rows.some((r) => r.language === l.language)) rows.push({ language: l.language, level: l.level ?? '' });
    next.shared.languages = rows;
  }
  if (parts.has('projects')) {
    next.texts.en.projects.push(
      ...p.projects.map((proj) => ({
        ...emptyProject(),
        title: proj.title,
        role: proj.role,
        description: proj.description,
        start: proj.start ?? '',
        finish: proj.finish ?? '',
        untilNow: proj.untilNow,
      })),
    );
  }
  return next;
};

/** Upload a CV (PDF or DOCX); a background job proposes fields; the user ticks what to take. */
export const CvImportPanel = ({ companyId }: { readonly companyId: string | null }) => {
  const form = useForm<CardFormValues>();
  const trpc = useTRPC();
  const [importId, setImportId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [parts, setParts] = useState<Set<Part> | null>(null);
  const [applied, setApplied] = useState(false);

  const status = useQuery({
    ...trpc.files.cvImport.queryOptions({ importId: importId ?? '' }),
    enabled: importId !== null,
    refetchInterval: (query) =>
      query.state.data && (query.state.data.status === 'done' || query.state.data.status === 'failed') ? false : 700,
  });
  const view = status.data;

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setFailed(false);
    setApplied(false);
    setParts(null);
    try {
      const body = new FormData();
      body.append('file', file);
      const token = tokenStore.get();
      const response = await fetch(`/api/specialist/cv-import${companyId ? `?companyId=${companyId}` : ''}`, {
        method: 'POST',
        body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const payload = (await response.json().catch(() => null)) as { data?: { importId: string } } | null;
      if (!response.ok || !payload?.data) throw new Error(UPLOAD_FAILED);
      setImportId(payload.data.importId);
    } catch {
      setFailed(true);
    } finally {
      setUploading(false);
    }
  };

  const proposal = view?.status === 'done' ? view.proposal : null;
  const chosen = parts ?? (proposal ? new Set(partsOf(proposal)) : new Set<Part>());

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Text fw={600}>Fill in from a CV</Text>
            <Text size="sm" c="dimmed">
              Upload a PDF or DOCX; we propose the fields and you choose what to take.
            </Text>
          </div>
          <FileButton onChange={(file) => void upload(file)} accept={acceptOf('cv')}>
            {(props) => (
              <Button {...props} variant="default" loading={uploading}>
                Upload CV
              </Button>
            )}
          </FileButton>
        </Group>
        {importId && view && view.status !== 'done' && view.status !== 'failed' ? (
          <Progress value={view.progress} animated aria-label="Reading the CV" />
        ) : null}
        {failed || view?.status === 'failed' ? (
          <Alert color="red" role="alert">
            {UPLOAD_FAILED}
          </Alert>
        ) : null}
        {proposal ? (
          <Stack gap="xs">
            <Text fw={600} c="teal">
              All done!
            </Text>
            <Alert color="yellow" role="note">
              CV parsing is in test mode: check the result before you save.
            </Alert>
            {partsOf(proposal).length === 0 ? <Text size="sm">Nothing recognisable was found in this CV.</Text> : null}
            {partsOf(proposal).map((part) => (
              <Checkbox
                key={part}
                label={partLabels[part]}
                checked={chosen.has(part)}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.currentTarget.checked) next.add(part);
                  else next.delete(part);
                  setParts(next);
                }}
              />
            ))}
            <Button
              w="fit-content"
              disabled={chosen.size === 0 || applied}
              onClick={() => {
                const next = apply(form.getState().values, proposal, chosen);
                form.batch(() => {
                  form.change('texts', next.texts);
                  form.change('shared', next.shared);
                });
                setApplied(true);
              }}
            >
              {applied ? 'Applied' : 'Apply to the form'}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
};

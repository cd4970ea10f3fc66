import { Alert, Anchor, Badge, Box, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { CatalogPrice } from '../../../../../domain/specialist/catalogPrice';
import type { ManagerReview, SpecialistContent } from '../../../../../domain/specialist/specialist.content';
import { notify } from '../../../app/notify';
import { Fact, Facts } from '../../../kit/Facts';
import { SectionCard } from '../../../kit/SectionCard';
import { UserAvatar } from '../../../kit/UserAvatar';
import { DownloadError, downloadFile } from '../../../kit/files/download';
import { formatDate, formatHourlyPrice, formatMonth } from '../../../kit/format';
import { fileUrl } from '../../../../../application/files/fileContracts';
import { useCatalogPrice } from './CatalogPrice';
import { gradeLabelOf } from './specialistLabels';
import { useCardNames, type CardNames } from './useCardNames';

type CardSectionsProps = {
  readonly content: SpecialistContent;
  /** The server's price for the card; a past version has none, and its rate is priced on the fly. */
  readonly price?: CatalogPrice | null;
  /** The manager's review, for managers only. */
  readonly review?: ManagerReview | null;
  readonly agencyName?: string;
};

const Nothing = ({ children }: { readonly children: ReactNode }) => (
  <Text c="dimmed" size="sm">
    {children}
  </Text>
);

const Tags = ({ items }: { readonly items: readonly string[] }) =>
  items.length === 0 ? (
    <>—</>
  ) : (
    <Group gap={6} component="span" style={{ display: 'inline-flex' }}>
      {items.map((item) => (
        <Badge key={item} variant="light" color="gray" tt="none" component="span">
          {item}
        </Badge>
      ))}
    </Group>
  );

const yesNo = (value: boolean | null): string => (value === null ? 'Not stated' : value ? 'Yes' : 'No');

const workFormatLabels: Record<string, string> = { 'full-time': 'Full-time', 'part-time': 'Part-time' };

const PersonalSection = ({ content, names }: { content: SpecialistContent; names: CardNames }) => {
  const { shared } = content;
  const texts = content.texts.en;
  return (
    <SectionCard id="card-personal" title="Personal">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <UserAvatar
          name={texts.name || '?'}
          surname={texts.surname}
          src={shared.photoId ? fileUrl(shared.photoId) : null}
          size="xxl"
        />
        <Box style={{ flex: 1 }}>
          <Facts>
            <Fact label="Last name">{texts.surname}</Fact>
            <Fact label="First name">{texts.name}</Fact>
            <Fact label="Middle name">{texts.middleName}</Fact>
            <Fact label="Gender">
              {shared.gender === 'f' ? 'Female' : shared.gender === 'm' ? 'Male' : 'Not stated'}
            </Fact>
            <Fact label="Date of birth">{shared.birthDate ? formatDate(shared.birthDate) : ''}</Fact>
            <Fact label="Country">{shared.countryCode ? names.country(shared.countryCode) : ''}</Fact>
            <Fact label="City">{shared.cityId ? names.city(shared.cityId) : ''}</Fact>
            <Fact label="Phone">{shared.phone}</Fact>
            <Fact label="E-mail">{shared.email}</Fact>
            <Fact label="Social links">
              {shared.socialLinks.length === 0 ? (
                ''
              ) : (
                <Stack gap={2} component="span">
                  {shared.socialLinks.map((link) => (
                    <Anchor key={link.link} href={link.link} target="_blank" rel="noopener noreferrer" size="sm">
                      {link.title || link.link}
                    </Anchor>
                  ))}
                </Stack>
              )}
            </Fact>
          </Facts>
        </Box>
      </Group>
    </SectionCard>
  );
};

const RoleSection = ({ content, names }: { content: SpecialistContent; names: CardNames }) => {
  const { shared } = content;
  return (
    <SectionCard id="card-role" title="Role and skills">
      <Facts>
        <Fact label="Role">{shared.specializationId ? names.specialization(shared.specializationId) : ''}</Fact>
        <Fact label="Grade">{shared.grade ? gradeLabelOf(shared.grade) : ''}</Fact>
        <Fact label="Categories">
          <Tags items={shared.categories.map(names.category)} />
        </Fact>
        <Fact label="Subcategories">
          <Tags items={shared.subcategories.map(names.category)} />
        </Fact>
        <Fact label="Key skills">
          <Tags items={shared.keySkills.map((skill) => skill.title)} />
        </Fact>
        <Fact label="Domains">
          <Tags items={shared.workIndustries.map(names.industry)} />
        </Fact>
        <Fact label="Languages">
          {shared.languages.length === 0
            ? ''
            : shared.languages
                .map(
                  (row) => `${names.language(row.language)}${row.level ? ` — ${names.languageLevel(row.level)}` : ''}`,
                )
                .join('\n')}
        </Fact>
      </Facts>
      <Divider my="md" />
      <Facts cols={1}>
        <Fact label="BIO">{content.texts.en.description}</Fact>
      </Facts>
    </SectionCard>
  );
};

const ProjectsSection = ({ content }: { content: SpecialistContent }) => {
  const projects = content.texts.en.projects;
  return (
    <SectionCard id="card-projects" title="Projects">
      {projects.length === 0 ? (
        <Nothing>No projects described.</Nothing>
      ) : (
        <Stack gap="lg">
          {projects.map((project, index) => (
            <Box key={project.id || index} component="article" aria-label={`Project ${index + 1}: ${project.title}`}>
              {index > 0 ? <Divider mb="lg" /> : null}
              <Group justify="space-between" align="baseline" wrap="wrap" mb="xs">
                <Title order={3} fz="md">
                  {project.title || `Project #${index + 1}`}
                </Title>
                <Text size="sm" c="dimmed">
                  {formatMonth(project.start)} – {project.untilNow ? 'until now' : formatMonth(project.finish)}
                </Text>
              </Group>
              <Facts>
                <Fact label="Role">{project.role}</Fact>
                <Fact label="Stack">{project.stack}</Fact>
                <Fact label="Description">{project.description}</Fact>
                <Fact label="Responsibilities">{project.responsibilities}</Fact>
              </Facts>
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
};

/** Certificates are private to the agency and managers: fetched with the session's token, not by a bare link. */
const CertificateFile = ({ fileId, title }: { readonly fileId: string; readonly title: string }) => {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await downloadFile(`/api/files/${fileId}`, `${title || 'certificate'}`);
    } catch (error) {
      notify({
        kind: 'error',
        title: 'The file was not downloaded',
        message: error instanceof DownloadError ? error.message : 'Something went wrong',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => void open()}
      disabled={busy}
      aria-label={`Download the file of ${title || 'the certificate'}`}
    >
      {busy ? 'Downloading…' : 'Download the file'}
    </Anchor>
  );
};

const EducationSection = ({ content }: { content: SpecialistContent }) => {
  const { education, certificates } = content.texts.en;
  return (
    <SectionCard id="card-education" title="Education">
      {education.length === 0 ? (
        <Nothing>No education entered.</Nothing>
      ) : (
        <Stack gap="md">
          {education.map((entry, index) => (
            <Box key={entry.id || index} component="article" aria-label={`Education ${index + 1}: ${entry.school}`}>
              <Title order={3} fz="md" mb={4}>
                {entry.school || `Education #${index + 1}`}
              </Title>
              <Facts cols={3}>
                <Fact label="Degree">{entry.degree}</Fact>
                <Fact label="Field of study">{entry.fieldOfStudy}</Fact>
                <Fact label="Graduated">{entry.endDate ? formatDate(entry.endDate) : ''}</Fact>
              </Facts>
            </Box>
          ))}
        </Stack>
      )}
      <Title order={3} fz="md" mt="lg" mb="xs">
        Courses and certificates
      </Title>
      {certificates.length === 0 ? (
        <Nothing>No certificates.</Nothing>
      ) : (
        <List spacing="xs" size="sm">
          {certificates.map((certificate, index) => (
            <List.Item key={certificate.id || index}>
              <Text span fw={500} size="sm">
                {certificate.title || 'Untitled certificate'}
              </Text>
              {certificate.school ? `, ${certificate.school}` : ''}
              {certificate.date ? ` (${certificate.date.slice(0, 4)})` : ''}
              {certificate.fileId ? (
                <>
                  {' · '}
                  <CertificateFile fileId={certificate.fileId} title={certificate.title} />
                </>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
};

const PriceFacts = ({ rateCents, price }: { rateCents: number; price: CatalogPrice | null | undefined }) => {
  // A past version has no server price: the same endpoint prices its rate.
  const estimate = useCatalogPrice(price ? 0 : rateCents);
  const shown = price ?? estimate.data ?? null;
  return (
    <>
      <Fact label="Agency rate">{rateCents > 0 ? formatHourlyPrice(rateCents) : 'Not set'}</Fact>
      <Fact label="Catalogue price (with service fee)">
        {rateCents <= 0
          ? 'Not set'
          : shown
            ? `${formatHourlyPrice(shown.catalogPrice)}, ${formatHourlyPrice(shown.catalogPriceWithVat)} with VAT`
            : '…'}
      </Fact>
    </>
  );
};

const ConditionsSection = ({
  content,
  price,
  names,
}: {
  content: SpecialistContent;
  price: CatalogPrice | null | undefined;
  names: CardNames;
}) => {
  const conditions = content.workingConditions;
  const partTime = conditions.workFormats.includes('part-time');
  return (
    <SectionCard id="card-conditions" title="Conditions">
      <Facts>
        <PriceFacts rateCents={conditions.hourPriceCents} price={price} />
        <Fact label="Work formats">
          {conditions.workFormats.map((format) => workFormatLabels[format] ?? format).join(', ')}
        </Fact>
        {partTime ? (
          <Fact label="Hours per week">{conditions.hoursPerWeek > 0 ? String(conditions.hoursPerWeek) : ''}</Fact>
        ) : null}
        <Fact label="Engagement types">
          <Tags items={conditions.engagementTypes.map(names.engagementType)} />
        </Fact>
        <Fact label="Ready for relocation">{yesNo(conditions.readyForRelocation)}</Fact>
        <Fact label="Business trips">{yesNo(conditions.businessTrips)}</Fact>
        <Fact label="Available only as part of a team">{yesNo(conditions.teamOnlyReserve)}</Fact>
      </Facts>
    </SectionCard>
  );
};

const ReservationsSection = ({ content }: { content: SpecialistContent }) => (
  <SectionCard id="card-reservations" title="Reservations">
    <Text size="sm" fw={500} mb="xs">
      Not available (set by the agency)
    </Text>
    {content.agencyReservations.length === 0 ? (
      <Nothing>No periods: the specialist is available on any dates.</Nothing>
    ) : (
      <List spacing={4} size="sm">
        {content.agencyReservations.map((period) => (
          <List.Item key={`${period.startPeriod}-${period.endPeriod}`}>
            {formatDate(period.startPeriod)} – {formatDate(period.endPeriod)}
          </List.Item>
        ))}
      </List>
    )}
  </SectionCard>
);

const ReviewSection = ({ review }: { review: ManagerReview }) => (
  <SectionCard id="card-review" title="Manager review">
    {review.forEarlierVersion ? (
      <Alert color="orange" variant="light" mb="sm" role="note">
        Given for an earlier version of the card: the agency changed the card after this review.
      </Alert>
    ) : null}
    <Facts>
      <Fact label="Verified specialist">{review.verified ? 'Yes' : 'No'}</Fact>
      <Fact label="Review date">{review.hrReviewDate ? formatDate(review.hrReviewDate) : ''}</Fact>
    </Facts>
    <Box mt="sm">
      <Facts cols={1}>
        <Fact label="Review">{review.hrReview}</Fact>
      </Facts>
    </Box>
  </SectionCard>
);

/** Every part of a card, read-only: the card page and a past version of it read the same. */
export const CardSections = ({ content, price, review, agencyName }: CardSectionsProps) => {
  const names = useCardNames(content.shared.countryCode);
  return (
    <Stack gap="md">
      {agencyName ? (
        <Text size="sm" c="dimmed">
          Agency: {agencyName}
        </Text>
      ) : null}
      <PersonalSection content={content} names={names} />
      <RoleSection content={content} names={names} />
      <ProjectsSection content={content} />
      <EducationSection content={content} />
      <ConditionsSection content={content} price={price} names={names} />
      <ReservationsSection content={content} />
      {review ? <ReviewSection review={review} /> : null}
    </Stack>
  );
};

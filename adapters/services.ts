import type PgBoss from 'pg-boss';
import { invitationSettingsOf } from './interview/invitations';
import type pg from 'pg';
import type { PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import { companyService } from '../application/company/companyService';
import { identityService } from '../application/identity/identityService';
import { systemClock, type Clock } from '../application/ports/clock';
import type { Config } from './config';
import { argon2Hasher } from './passwordHasher';
import { postgresCompanyReference, postgresCompanyStore } from './postgres/company/companyStore';
import { postgresIdentityStore } from './postgres/identity/identityStore';
import { postgresTwoFactorStore } from './postgres/identity/twoFactorStore';
import { otpauthTotp } from './twoFactor/otpauthTotp';
import { ssoService } from '../application/identity/sso/ssoService';
import { passwordSignInCheck } from '../application/identity/sso/ssoSignIn';
import { postgresSsoStore } from './postgres/identity/ssoStore';
import { openIdRelyingParty } from './sso/openIdRelyingParty';
import { dnsTxtLookup } from './sso/dnsTxtLookup';
import { aesGcmSealer } from './sso/secretSealer';
import { simpleWebAuthnRelyingParty } from './twoFactor/simpleWebAuthn';
import { postgresPasskeyStore } from './postgres/identity/passkeyStore';
import type { ChangeFeed } from './postgres/changeFeed';
import { postgresAbuseCounter } from './postgres/abuse/abuseCounter';
import { captchaProviderOf } from './captcha/captchaProvider';
import { referenceService } from '../application/reference/referenceService';
import { postgresReferenceStore, priceSettingsFrom } from './postgres/reference/referenceStore';
import { categoryEditorService } from '../application/reference/categoryEditorService';
import { postgresCategoryEditorStore } from './postgres/reference/categoryEditorStore';
import { nodeSecrets } from './secrets';
import { specialistService } from '../application/specialist/specialistService';
import { eventStorePort } from './postgres/eventStore';
import { cartService } from '../application/cart/cartService';
import { shortlistService } from '../application/shortlist/shortlistService';
import { catalogService } from '../application/catalog/catalogService';
import { postgresCatalogReadModel } from './postgres/catalog/catalogReadModel';
import { postgresCartSpecialists } from './postgres/cart/cartSpecialists';
import { interviewService } from '../application/interview/interviewService';
import { postgresCandidateReadModel } from './postgres/interview/candidateReadModel';
import {
  postgresContractRegistry,
  postgresPanelDirectory,
  postgresSpecialistOwnership,
} from './postgres/interview/interviewSupport';
import { postgresCalendarFeeds } from './postgres/interview/calendarFeedStore';
import { postgresSpecialistReadModel } from './postgres/specialist/specialistReadModel';
import { postgresPeopleDirectory, postgresSpecialistRulesData } from './postgres/specialist/specialistRulesData';
import { filesService } from '../application/files/filesService';
import { cvImportService } from '../application/specialist/cvImport/cvImportService';
import { cvTextExtractor } from './cv/textExtractor';
import { fileTypeInspector } from './files/contentInspector';
import { postgresFileStore } from './postgres/files/fileStore';
import { postgresCvDictionary, postgresCvImportStore } from './postgres/files/cvImportStore';
import { solutionService } from '../application/solution/solutionService';
import { postgresSolutionCatalog, postgresSolutionReadModel } from './postgres/solution/solutionReadModel';
import { postgresSolutionRequestStore, postgresSolutionRulesData } from './postgres/solution/solutionSupport';
import { teamService } from '../application/team/teamService';
import { postgresTeamDirectory, postgresTeamStore } from './postgres/team/teamStore';
import { backOfficeService } from '../application/company/backOffice/backOfficeService';
import { postgresCompanyDirectory } from './postgres/company/companyDirectory';
import { postgresCompanyMergeStore } from './postgres/company/companyMerge';
import { contentService } from '../application/content/contentService';
import { postgresTermsStore } from './postgres/content/termsStore';
import { postgresArticleStore } from './postgres/content/articleStore';
import { postgresInfoPageStore } from './postgres/content/infoPageStore';
import { postgresFeedbackStore } from './postgres/content/feedbackStore';
import { safeUrlFetcher } from './http/safeFetch';
import { maxAcceptedBytes } from '../application/files/uploadRules';
import { clientRequestService } from '../application/clientRequest/clientRequestService';
import {
  postgresClientRequestReadModel,
  postgresClientRequestReference,
  postgresResponseCatalogue,
  postgresResponseReadModel,
} from './postgres/clientRequest/clientRequestReadModel';
import { postgresMatchCandidates } from './postgres/clientRequest/matchCandidates';
import { requestsForLists } from './postgres/shortlist/requestsForLists';
import { savedSearchService } from '../application/savedSearch/savedSearchService';
import { postgresSavedSearchStore, postgresSearchMatcher } from './postgres/savedSearch/savedSearchStore';

import { contractService } from '../application/contract/contractService';
import { postgresContractReadModel } from './postgres/contract/contractReadModel';
import { postgresContractCompanies } from './postgres/contract/contractCompanies';
import { postgresContractRequests } from './postgres/contract/contractRequests';
import { postgresCandidateParties, postgresSigningLinks } from './postgres/contract/signingLinks';
import type { ESignature } from './esign';
import { actService } from '../application/act/actService';
import {
  postgresActCompanies,
  postgresActReadModel,
  postgresClaimReadModel,
  postgresProjectCandidates,
} from './postgres/act/actReadModel';
import { actPdfRenderer } from './documents/actPdf';
import { notificationService } from '../application/notification/notificationService';
import { postgresNotificationStore } from './postgres/notification/notificationStore';
import { dashboardService } from '../application/dashboard/dashboardService';
import { postgresDashboardReadModel } from './postgres/dashboard/dashboardReadModel';
import { cartOf } from '../application/cart/cartView';
import { catalogStats } from '../application/catalog/queries/catalogStats';
import { postgresCatalogStats } from './postgres/catalog/catalogStats';
import { conversationService } from '../application/conversation/conversationService';
import {
  conversationChangesOf,
  postgresAttachableFiles,
  postgresConversationReadModel,
  postgresSubjectDirectory,
} from './postgres/conversation/conversationReadModel';
import { attachmentPlaces } from '../application/conversation/queries/attachmentPlaces';
import { postgresAttachedMessages } from './postgres/conversation/attachedMessages';
import { integrationService } from '../application/integration/integrationService';
import { reviewService } from '../application/review/reviewService';
import { postgresEngagements, postgresReviewReadModel } from './postgres/review/reviewReadModel';
import { postgresApiKeyStore } from './postgres/integration/apiKeyStore';
import { postgresWebhookStore } from './postgres/integration/webhookStore';
import { webhookAddressCheck } from './webhooks/webhookSender';

/** The running parts every area's adapters are built from. */
export type Infrastructure = {
  readonly config: Config;
  readonly pool: pg.Pool;
  /** Public catalogue and search reads (a replica with DATABASE_READ_URL; otherwise the primary `pool`). */
  readonly readPool?: pg.Pool;
  readonly boss: PgBoss;
  readonly eventStore: PostgresEventStore;
  /** Contract PDFs, the seal and the signature provider (adapters/esign). */
  readonly eSignature: ESignature;
  readonly clock?: Clock;
  readonly sleep?: (ms: number) => Promise<void>;
  /** What changed in the tables per-process caches read (sessions, users, categories); without it nothing is cached. */
  readonly changes?: ChangeFeed;
};

/** Wiring only: each area's use cases with their ports. */
export const buildServices = (infra: Infrastructure) => {
  const clock = infra.clock ?? systemClock;
  // The adapters several areas share, built once.
  const events = eventStorePort(infra.eventStore);
  const people = postgresPeopleDirectory(infra.pool);
  const abuse = postgresAbuseCounter(infra.pool);
  const contractCompanies = postgresContractCompanies(infra.pool);
  const referenceStore = postgresReferenceStore(infra.pool, infra.changes);
  const priceSettings = priceSettingsFrom(referenceStore.getPlatformSettings);
  const cartDeps = {
    events,
    clock,
    newId: nodeSecrets.uuid,
    specialists: postgresCartSpecialists(infra.pool, priceSettings),
    teams: postgresTeamDirectory(postgresTeamStore(infra.pool)),
    bookingLimits: async () => {
      const { minReservationDays, maxReservationDays } = await referenceStore.getPlatformSettings();
      return { minReservationDays, maxReservationDays };
    },
  };
  const files = { store: postgresFileStore(infra.pool), inspector: fileTypeInspector, newId: nodeSecrets.uuid };
  const captcha = captchaProviderOf(infra.config.captcha, infra.pool);
  const readPool = infra.readPool ?? infra.pool;
  // A view is a write: it goes to the primary, whatever the catalogue reads from (one read model when they are the same).
  const catalogReads =
    readPool === infra.pool
      ? postgresCatalogReadModel(infra.pool)
      : { ...postgresCatalogReadModel(readPool), recordView: postgresCatalogReadModel(infra.pool).recordView };
  const catalog = catalogService({
    catalog: catalogReads,
    clock,
    priceSettings: priceSettings,
  });
  const content = contentService({
    terms: postgresTermsStore(infra.pool, infra.boss),
    events,
    clock,
    newId: nodeSecrets.uuid,
    articles: postgresArticleStore(infra.pool),
    infoPages: postgresInfoPageStore(infra.pool),
    feedback: postgresFeedbackStore(infra.pool, infra.boss, infra.config.appUrl),
    images: {
      store: (actor, uploaded) => filesService(files).upload(actor, { purpose: 'content-image' }, uploaded),
      maxBytes: maxAcceptedBytes('content-image'),
    },
    fetcher: safeUrlFetcher({ allowHosts: infra.config.uploadUrlAllowHosts }),
    suggestions: async (subCategories, count) => {
      const found = await catalog.list(null, {
        filters: { subCategories: [...subCategories] },
        count: 8,
        sort: 'newest',
      });
      return found.isOk() ? found.value.items.slice(0, count) : [];
    },
    abuse,
    captcha: captcha.verifier,
    appUrl: infra.config.appUrl,
  });
  const identityStore = postgresIdentityStore(infra.pool, infra.boss, infra.changes);
  const ssoStore = postgresSsoStore(infra.pool);
  return {
    captcha,
    identity: identityService({
      store: identityStore,
      clock,
      secrets: nodeSecrets,
      hasher: argon2Hasher,
      sessionLifetime: infra.config.session,
      appUrl: infra.config.appUrl,
      sleep: infra.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      abuse,
      captcha: captcha.verifier,
      terms: { needsAcceptance: content.needsTermsAcceptance, acceptAtRegistration: content.acceptTermsAtRegistration },
      ssoPasswordCheck: passwordSignInCheck(ssoStore),
      twoFactor: {
        store: postgresTwoFactorStore(infra.pool),
        totp: otpauthTotp,
        passkeys: {
          store: postgresPasskeyStore(infra.pool),
          relyingParty: simpleWebAuthnRelyingParty(infra.config.appUrl),
        },
      },
    }),
    sso: ssoService({
      identity: {
        store: identityStore,
        clock,
        secrets: nodeSecrets,
        hasher: argon2Hasher,
        appUrl: infra.config.appUrl,
      },
      store: ssoStore,
      relyingParty: openIdRelyingParty({ allowHosts: infra.config.sso.allowHosts }),
      txt: dnsTxtLookup(infra.config.sso.dnsResolver),
      sealer: infra.config.sso.secretKey ? aesGcmSealer(infra.config.sso.secretKey) : null,
    }),
    content,
    reference: referenceService({ store: referenceStore }),
    categoryEditor: categoryEditorService({
      categories: postgresCategoryEditorStore(infra.pool),
      clock,
      newId: nodeSecrets.uuid,
    }),
    company: companyService({
      store: postgresCompanyStore(infra.pool),
      reference: postgresCompanyReference(infra.pool),
      clock,
      newId: nodeSecrets.uuid,
    }),
    companyAdmin: backOfficeService({
      directory: postgresCompanyDirectory(infra.pool),
      merges: postgresCompanyMergeStore(infra.pool, infra.boss, cartDeps.specialists.snapshots),
      events,
      clock,
      newId: nodeSecrets.uuid,
    }),
    specialist: specialistService({
      events,
      clock,
      newId: nodeSecrets.uuid,
      cards: postgresSpecialistReadModel(infra.pool),
      rules: postgresSpecialistRulesData(infra.pool, infra.changes, priceSettings),
      people,
    }),
    // A message's attachment is read by the readers of its messages: the conversations say who they are.
    files: filesService({
      ...files,
      attachments: attachmentPlaces({
        subjects: postgresSubjectDirectory(infra.pool),
        attached: postgresAttachedMessages(infra.pool),
      }),
    }),
    cvImport: cvImportService({
      files,
      imports: postgresCvImportStore(infra.pool, infra.boss),
      text: cvTextExtractor,
      dictionary: postgresCvDictionary(infra.pool),
    }),
    cart: cartService(cartDeps),
    shortlist: shortlistService({
      events,
      clock,
      newId: nodeSecrets.uuid,
      specialists: cartDeps.specialists,
      catalogCard: async (specialistId, today) => (await catalogReads.find(specialistId, today))?.item ?? null,
      teams: cartDeps.teams,
      people,
      bookingLimits: cartDeps.bookingLimits,
      cart: cartService(cartDeps),
      requests: requestsForLists(postgresClientRequestReadModel(infra.pool)),
    }),
    team: teamService({
      store: postgresTeamStore(infra.pool),
      clock,
      newId: nodeSecrets.uuid,
      priceSettings: priceSettings,
    }),
    catalog,
    catalogStats: catalogStats(postgresCatalogStats(readPool)),
    notification: notificationService({ store: postgresNotificationStore(infra.pool), clock }),
    dashboard: dashboardService({
      counts: postgresDashboardReadModel(infra.pool),
      cartItems: async (clientId) => (await cartOf(cartDeps, clientId)).items.length,
      clock,
    }),
    interview: interviewService({
      events,
      clock,
      cart: cartDeps,
      contracts: postgresContractRegistry(infra.pool),
      candidates: postgresCandidateReadModel(infra.pool),
      specialists: postgresSpecialistOwnership(infra.pool),
      people,
      abuse,
      invitations: { settings: invitationSettingsOf(infra.config), appUrl: infra.config.appUrl },
      calendarFeeds: postgresCalendarFeeds(infra.pool),
      panels: postgresPanelDirectory(infra.pool),
    }),
    solution: solutionService({
      events,
      clock,
      newId: nodeSecrets.uuid,
      solutions: postgresSolutionReadModel(infra.pool),
      catalog: postgresSolutionCatalog(readPool),
      rules: postgresSolutionRulesData(infra.pool, infra.changes),
      people,
      requests: postgresSolutionRequestStore(infra.pool, infra.boss),
      appUrl: infra.config.appUrl,
      abuse,
    }),
    contract: contractService(
      {
        events,
        clock,
        newId: nodeSecrets.uuid,
        secrets: nodeSecrets,
        contracts: postgresContractReadModel(infra.pool),
        companies: contractCompanies,
        files: files.store,
        inspector: files.inspector,
        links: postgresSigningLinks(infra.pool, infra.boss),
        people,
        pdf: infra.eSignature.pdf,
        sealer: infra.eSignature.sealer,
        provider: infra.eSignature.provider,
        requests: postgresContractRequests(infra.pool, infra.boss, infra.config.appUrl),
        appUrl: infra.config.appUrl,
      },
      postgresCandidateParties(infra.pool),
    ),
    clientRequest: clientRequestService({
      events,
      clock,
      newId: nodeSecrets.uuid,
      requests: postgresClientRequestReadModel(infra.pool),
      responses: postgresResponseReadModel(infra.pool),
      reference: postgresClientRequestReference(infra.pool),
      catalogue: postgresResponseCatalogue(infra.pool),
      matches: postgresMatchCandidates(infra.pool),
      people,
    }),
    savedSearch: savedSearchService({
      store: postgresSavedSearchStore(infra.pool, () => infra.boss),
      matcher: postgresSearchMatcher(infra.pool),
      clock,
      newId: nodeSecrets.uuid,
      newToken: nodeSecrets.token,
      appUrl: infra.config.appUrl,
    }),
    act: actService({
      events,
      clock,
      newId: nodeSecrets.uuid,
      acts: postgresActReadModel(infra.pool),
      claims: postgresClaimReadModel(infra.pool),
      candidates: postgresProjectCandidates(infra.pool),
      companies: postgresActCompanies(infra.pool, contractCompanies),
      prices: async () => {
        const { currency, vatRateBasisPoints } = await referenceStore.getPlatformSettings();
        return { currency, vatRateBasisPoints };
      },
      files: files.store,
      pdf: actPdfRenderer,
      people,
    }),
    conversation: conversationService({
      events,
      clock,
      newId: nodeSecrets.uuid,
      subjects: postgresSubjectDirectory(infra.pool),
      threads: postgresConversationReadModel(infra.pool),
      files: postgresAttachableFiles(infra.pool),
      abuse,
      changes: conversationChangesOf(infra.changes),
      allowedHosts: [new URL(infra.config.appUrl).hostname],
    }),
    integration: integrationService({
      apiKeys: postgresApiKeyStore(infra.pool),
      webhooks: postgresWebhookStore(infra.pool, infra.boss),
      checkWebhookAddress: webhookAddressCheck({
        allowHosts: infra.config.webhooks.allowHosts,
        httpsOnly: infra.config.env === 'production',
      }),
      clock,
      secrets: nodeSecrets,
      abuse,
    }),
    review: reviewService({
      events,
      clock,
      engagements: postgresEngagements(infra.pool),
      reviews: postgresReviewReadModel(infra.pool),
    }),
  };
};
export type AppServices = ReturnType<typeof buildServices>;

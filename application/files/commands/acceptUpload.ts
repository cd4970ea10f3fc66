import { err, ok, type Result } from 'neverthrow';
import type { NewFile } from '../../ports/files';
import type { Actor } from '../../shared/actor';
import { validationError, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { FilePurpose } from '../fileContracts';
import type { FilesDeps } from '../filesPorts';
import { asUploader, ownerOf } from '../policies';
import { UploadQuery } from '../schemas';
import { checkUploadedContent, storedNameOf, type UploadedContent } from '../uploadRules';

/** Who uploads, for which company and purpose: checked before the transport reads the body. */
export const uploadTarget =
  (deps: FilesDeps) =>
  async (
    actor: Actor | null,
    raw: unknown,
  ): Promise<
    Result<{ readonly uploader: Actor; readonly purpose: FilePurpose; readonly companyId: string }, AppError>
  > => {
    // Whoever uploads any kind of file, content editors included (they upload only content images).
    const signedIn = asUploader(actor)
      .orElse(() => asUploader(actor, 'content-image'))
      .orElse(() => asUploader(actor, 'attachment'));
    if (signedIn.isErr()) return err(signedIn.error);
    const query = parse(UploadQuery, raw);
    if (query.isErr()) return err(query.error);
    const uploader = asUploader(actor, query.value.purpose);
    if (uploader.isErr()) return err(uploader.error);
    const companyId = ownerOf(uploader.value, query.value.companyId);
    if (companyId.isErr()) return err(companyId.error);
    if (companyId.value !== uploader.value.companyId && !(await deps.store.companyType(companyId.value))) {
      return err(validationError([{ field: 'companyId', message: 'No such company', code: 'company.not_found' }]));
    }
    return ok({ uploader: uploader.value, purpose: query.value.purpose, companyId: companyId.value });
  };

/** The file as it will be stored, once the caller may upload it and its content passes the purpose's rules. */
export const acceptUpload =
  (deps: FilesDeps) =>
  async (actor: Actor | null, raw: unknown, uploaded: UploadedContent): Promise<Result<NewFile, AppError>> => {
    const target = await uploadTarget(deps)(actor, raw);
    if (target.isErr()) return err(target.error);
    const { uploader, purpose, companyId } = target.value;
    const content = await checkUploadedContent(deps.inspector, purpose, uploaded);
    if (content.isErr()) return err(content.error);
    return ok({
      id: deps.newId(),
      companyId,
      uploaderId: uploader.userId,
      impersonatorId: uploader.emulatedBy,
      purpose,
      originalName: storedNameOf(uploaded?.originalName ?? '', content.value.type.ext),
      mime: content.value.type.mime,
      bytes: content.value.bytes,
    });
  };

import type { Request, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { filePurposes, type FilePurpose } from '../../../application/files/fileContracts';
import { FileIdInput, UploadQuery } from '../../../application/files/schemas';
import type { UploadedContent } from '../../../application/files/uploadRules';
import { maxAcceptedBytes } from '../../../application/files/uploadRules';
import { validationError, type AppError } from '../../../application/shared/appError';
import { CvImportIdInput, CvImportOutput } from '../../../application/specialist/cvImport/schemas';
import type { AppServices } from '../../services';
import { sendData, sendError } from '../envelope';
import type { RestRoutes } from '../restRoute';

const tag = 'files';

/** One reader per purpose: it stops at the purpose's limit + 1 byte, so a huge body never sits in memory. */
const readers = new Map(
  (Object.keys(filePurposes) as FilePurpose[]).map((purpose) => [
    purpose,
    multer({
      storage: multer.memoryStorage(),
      defParamCharset: 'utf8',
      limits: {
        fileSize: maxAcceptedBytes(purpose),
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 12,
        headerPairs: 100,
      },
    }).single('file'),
  ]),
);

const multipartError = (message: string): AppError =>
  validationError([{ field: 'file', message, code: 'fileRequired' }]);

/** The multipart field `file`, read by multer on the Express request behind the response. */
export const receiveFile = (purpose: FilePurpose, res: Response): Promise<UploadedContent | AppError> =>
  new Promise((resolve) => {
    const req = res.req as Request;
    (readers.get(purpose) as ReturnType<ReturnType<typeof multer>['single']>)(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return resolve({ originalName: '', overLimit: true });
        if (error.code === 'LIMIT_UNEXPECTED_FILE') return resolve(multipartError('Send one file in the field "file"'));
        return resolve(multipartError('The upload is not a valid form'));
      }
      if (error) return resolve(multipartError('The upload could not be read'));
      const file = req.file;
      resolve(file ? { originalName: file.originalname, bytes: file.buffer } : null);
    });
  });

export const isAppError = (value: UploadedContent | AppError): value is AppError => value !== null && 'kind' in value;

const storedFileSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
});
/** `inline; filename=...` with an ASCII fallback and the exact name in RFC 5987 form. */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string) => {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
};

export const filesRoutes = (routes: RestRoutes, { files, cvImport }: AppServices): void => {
  routes.raw({
    method: 'post',
    path: '/api/files/upload',
    tag,
    auth: true,
    query: UploadQuery,
    response: storedFileSchema,
    summary:
      'Upload a file as multipart/form-data in the field "file"; the type is checked by content (errorFormat, errorSize, imageNotValidate)',
    raw: async (r, res) => {
      const target = await files.uploadTarget(r.actor, r.query);
      if (target.isErr()) return sendError(res, target.error);
      const uploaded = await receiveFile(target.value.purpose, res);
      if (isAppError(uploaded)) return sendError(res, uploaded);
      (await files.upload(r.actor, r.query, uploaded)).match(
        (data) => sendData(res, data),
        (error) => sendError(res, error),
      );
    },
  });

  routes.raw({
    method: 'get',
    path: '/api/files/:id',
    tag,
    params: FileIdInput,
    summary:
      'The bytes of a file with its detected type; photos, logos and screenshots are public, certificates and CVs only for their company and managers',
    raw: async (r, res) => {
      const found = await files.read(r.actor, { id: r.params.id ?? '' });
      if (found.isErr()) return sendError(res, found.error);
      const { record, bytes } = found.value;
      const etag = `"${record.sha256}"`;
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', found.value.public ? 'private, max-age=31536000, immutable' : 'private, no-store');
      res.setHeader('ETag', etag);
      if (found.value.public && (res.req as Request).get('if-none-match') === etag) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Type', record.mime);
      res.setHeader('Content-Length', String(bytes.byteLength));
      res.setHeader(
        'Content-Disposition',
        contentDisposition(record.purpose === 'cv' ? 'attachment' : 'inline', record.originalName),
      );
      res.status(200).end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  });

  routes.raw({
    method: 'post',
    path: '/api/specialist/cv-import',
    tag: 'specialist',
    auth: true,
    query: UploadQuery.pick({ companyId: true }),
    response: z.object({ importId: z.string() }),
    summary: 'Upload a CV (PDF or DOCX, multipart/form-data field "file"); a job reads it and proposes card fields',
    raw: async (r, res) => {
      const target = await cvImport.uploadTarget(r.actor, r.query);
      if (target.isErr()) return sendError(res, target.error);
      const uploaded = await receiveFile('cv', res);
      if (isAppError(uploaded)) return sendError(res, uploaded);
      (await cvImport.start(r.actor, r.query, uploaded)).match(
        (data) => sendData(res, data),
        (error) => sendError(res, error),
      );
    },
  });

  routes.add({
    method: 'get',
    path: '/api/specialist/cv-import/:importId',
    tag: 'specialist',
    auth: true,
    params: CvImportIdInput,
    response: CvImportOutput,
    summary: "A CV import's status, progress (0-100) and proposal; only for the company that started it and managers",
    handle: (r) => cvImport.get(r.actor, { importId: r.params.importId }),
  });
};

import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminImageMessages as messages,
  adminImagesPageSchema,
  adminImagesQuerySchema,
  adminImagesUploadedSchema,
  imageUploadLimits,
} from '@shared/schemas/admin-images.ts';
import type { ImageStorage } from '../../../lib/image-storage.ts';
import { HttpError } from '../../../plugins/errors.ts';
import {
  deleteImage,
  listImages,
  uploadImages,
  type UploadedFile,
} from './admin-images.service.ts';

const params = z.object({ id: z.coerce.number().int().positive(messages.notFound) });
const tags = ['admin: images'];

/** The sender's file name, without any folder a browser or script put in front of it. */
function baseName(filename: string | undefined): string {
  const name = path.posix.basename((filename ?? '').replace(/\\/g, '/')).trim();
  return name.slice(0, 200) || 'unnamed';
}

/** Every file part of the upload, read into memory (each at most 5 MB, at most 20 of them). */
async function readFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.notMultipart);
  }
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const filename = baseName(part.filename);
      try {
        files.push({ filename, data: await part.toBuffer() });
      } catch (err) {
        if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
        const message = messages.tooLarge(filename);
        throw new HttpError(413, 'FILE_TOO_LARGE', message, { files: message });
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new HttpError(413, 'TOO_MANY_FILES', messages.tooManyFiles, {
        files: messages.tooManyFiles,
      });
    }
    throw err;
  }
  return files;
}

/**
 * /api/admin/images: the image library. Uploads become WebP variants in `storage`; without a
 * store (API tests that do not need one) uploading answers 503 and the rest still works.
 */
export const adminImagesRoutes: FastifyPluginAsyncZod<{ storage?: ImageStorage }> = async (
  app,
  { storage },
) => {
  // Registered here rather than app-wide: only the routes in this plugin read multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: imageUploadLimits.maxBytes,
      files: imageUploadLimits.maxFilesPerRequest,
      fields: 10,
      fieldSize: 1024,
    },
  });

  app.get(
    '/images',
    {
      schema: {
        tags,
        querystring: adminImagesQuerySchema,
        response: { 200: adminImagesPageSchema },
      },
    },
    async (request) => listImages(app.db, request.query),
  );

  app.post(
    '/images',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: `One or more files (${imageUploadLimits.kinds}, at most 5 MB each).`,
        response: { 201: adminImagesUploadedSchema },
      },
    },
    async (request, reply) => {
      if (!storage) {
        throw new HttpError(503, 'UNAVAILABLE', 'Image uploads are not set up on this server.');
      }
      const files = await readFiles(request);
      const items = await uploadImages(app.db, storage, request.user!.id, files);
      return reply.code(201).send({ items });
    },
  );

  app.delete(
    '/images/:id',
    { schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      const { fileErrors } = await deleteImage(
        app.db,
        storage,
        request.user!.id,
        request.params.id,
      );
      for (const err of fileErrors) request.log.warn({ err }, 'could not remove an image file');
      return reply.code(204).send(null);
    },
  );
};

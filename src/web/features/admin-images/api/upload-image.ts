import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  adminImageMessages,
  imageUploadLimits,
  type AdminImage,
  type AdminImagesUploaded,
} from '@shared/schemas/admin-images.ts';
import type { ApiError } from '@shared/schemas/api-error.ts';
import { adminImagesApi } from '@web/config/paths.ts';
import { authorizationHeader, errorMessage, isApiError } from '@web/lib/api-client.ts';
import { adminImagesQueryKey } from './get-images.ts';

/**
 * POST /api/admin/images with one file. XMLHttpRequest rather than fetch: only it reports how
 * much of the body has been sent, which the per-file progress bar shows.
 */
export function uploadAdminImage(
  file: File,
  opts: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<AdminImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', adminImagesApi.images);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authorizationHeader())) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) opts.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // Not JSON (a proxy's error page): answered below in the API error shape.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object') {
        const image = (body as AdminImagesUploaded).items?.[0];
        if (image) return resolve(image);
      }
      if (isApiError(body)) return reject(body);
      const fallback: ApiError = {
        error: {
          code: `HTTP_${xhr.status}`,
          message:
            xhr.status === 413
              ? adminImageMessages.tooLarge(file.name)
              : `The upload failed (${xhr.status || 'no answer'}).`,
        },
      };
      reject(fallback);
    });
    // errorMessage() reads a TypeError as a network failure, as it does for fetch.
    xhr.addEventListener('error', () => reject(new TypeError('Network error')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    opts.signal?.addEventListener('abort', () => xhr.abort());

    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

export type UploadStatus = 'uploading' | 'done' | 'failed';

export interface UploadEntry {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0–1 of the file sent. */
  progress: number;
  error?: string;
  image?: AdminImage;
}

/** Files sent at once; the rest wait their turn. */
const concurrentUploads = 3;
let nextId = 0;

/**
 * Uploads files one request each (so each has its own progress and its own error), a few at a
 * time, refreshing the library as each one lands. A file over the size limit fails at once,
 * without being sent.
 */
export function useUploadAdminImages() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadEntry[]>([]);

  const update = useCallback((id: string, patch: Partial<UploadEntry>) => {
    setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...patch } : u)));
  }, []);

  const upload = useCallback(
    async (files: File[]) => {
      const entries = files.map((file) => {
        nextId += 1;
        const tooLarge = file.size > imageUploadLimits.maxBytes;
        const entry: UploadEntry = {
          id: `upload-${nextId}`,
          name: file.name,
          size: file.size,
          status: tooLarge ? 'failed' : 'uploading',
          progress: 0,
          error: tooLarge ? adminImageMessages.tooLarge(file.name) : undefined,
        };
        return { file, entry };
      });
      setUploads((all) => [...entries.map((e) => e.entry), ...all]);

      const queue = entries.filter((e) => e.entry.status === 'uploading');
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { file, entry } = next;
          try {
            const image = await uploadAdminImage(file, {
              onProgress: (progress) => update(entry.id, { progress }),
            });
            update(entry.id, { status: 'done', progress: 1, image });
            void queryClient.invalidateQueries({ queryKey: adminImagesQueryKey });
          } catch (error) {
            update(entry.id, { status: 'failed', error: errorMessage(error) });
          }
        }
      };
      await Promise.all(Array.from({ length: concurrentUploads }, worker));
    },
    [queryClient, update],
  );

  const dismiss = useCallback((id: string) => {
    setUploads((all) => all.filter((u) => u.id !== id));
  }, []);

  const clearFinished = useCallback(() => {
    setUploads((all) => all.filter((u) => u.status === 'uploading'));
  }, []);

  return { uploads, upload, dismiss, clearFinished };
}

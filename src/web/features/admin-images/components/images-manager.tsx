import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminImage } from '@shared/schemas/admin-images.ts';
import { useUploadAdminImages } from '../api/upload-image.ts';
import { CopyImageUrlButton, DeleteImageButton } from './image-actions.tsx';
import { ImageLibrary } from './image-library.tsx';
import { ImageUploadZone } from './image-upload-zone.tsx';
import { UploadList } from './upload-list.tsx';

const manageActions = (image: AdminImage) => (
  <>
    <CopyImageUrlButton image={image} />
    <DeleteImageButton image={image} />
  </>
);

/** The /admin/images screen: uploads on top, the library below; search and page in the address. */
export function ImagesManager() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const { uploads, upload, dismiss, clearFinished } = useUploadAdminImages();

  const setQuery = useCallback(
    (next: { search?: string; page?: number }) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next.search !== undefined) {
            if (next.search) out.set('search', next.search);
            else out.delete('search');
          }
          const p = next.page ?? 1;
          if (p > 1) out.set('page', String(p));
          else out.delete('page');
          return out;
        },
        { replace: next.search !== undefined },
      ),
    [setParams],
  );
  const onSearchChange = useCallback((s: string) => setQuery({ search: s }), [setQuery]);
  const onPageChange = useCallback((p: number) => setQuery({ page: p }), [setQuery]);

  return (
    <div className="grid gap-6">
      <ImageUploadZone onFiles={(files) => void upload(files)} />
      <UploadList uploads={uploads} onDismiss={dismiss} onClearFinished={clearFinished} />
      <ImageLibrary
        search={search}
        page={page}
        onSearchChange={onSearchChange}
        onPageChange={onPageChange}
        actionsFor={manageActions}
      />
    </div>
  );
}

import { Camera } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { imageUploadLimits, type AdminImage } from '@shared/schemas/admin-images.ts';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { cn } from '@web/lib/cn.ts';
import { uploadAdminImage } from '../api/upload-image.ts';

/** The longest side a phone photo over the size limit is scaled down to before it is sent. */
const shrinkToPx = 2000;

/**
 * A phone's photo is often larger than the upload limit; one over it is redrawn as a JPEG at
 * most 2000 px on its longer side (far above the widest cover variant) before it is sent.
 */
async function fitPhoto(file: File): Promise<File> {
  if (file.size <= imageUploadLimits.maxBytes || typeof createImageBitmap !== 'function') {
    return file;
  }
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, shrinkToPx / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.88),
  );
  return blob ? new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', blob) : file;
}

type State =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; image: AdminImage }
  | { status: 'failed'; error: string };

/**
 * "Take a cover photo" on the book form (ADR 022): the file input asks a phone for its rear
 * camera (`capture`); the photo is uploaded to the image library, resized there like any
 * upload, and becomes the cover.
 */
export function CoverPhotoInput({ onChange }: { onChange: (url: string) => void }) {
  const id = useId();
  const [state, setState] = useState<State>({ status: 'idle' });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setState({ status: 'uploading', progress: 0 });
    try {
      const image = await uploadAdminImage(await fitPhoto(file), {
        onProgress: (progress) => setState({ status: 'uploading', progress }),
      });
      onChange(image.url);
      setState({ status: 'done', image });
    } catch (error) {
      setState({ status: 'failed', error: errorMessage(error) });
    }
  }

  const busy = state.status === 'uploading';
  return (
    <div className="grid gap-1.5">
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
          busy && 'pointer-events-none opacity-60',
        )}
      >
        <Camera aria-hidden="true" />
        Take a cover photo
        <input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          disabled={busy}
          onChange={(event) => void onFile(event)}
        />
      </label>
      <p aria-live="polite" className="text-sm">
        {state.status === 'uploading' ? (
          <span className="text-muted-foreground">
            Uploading the photo… {Math.round(state.progress * 100)}%
          </span>
        ) : state.status === 'done' ? (
          <span className="text-success">
            Photo uploaded and resized ({state.image.variants.map((v) => `${v.width}`).join(', ')}{' '}
            px wide); it is the cover now.
          </span>
        ) : state.status === 'failed' ? (
          <span role="alert" className="font-medium text-destructive">
            {state.error}
          </span>
        ) : null}
      </p>
    </div>
  );
}

import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where image files live. Names are relative paths like `images/abc-320.webp`; `url` is what a
 * browser fetches. The local-disk store below serves them from `/uploads/`; an S3-compatible one
 * can take its place without the callers changing.
 */
export interface ImageStorage {
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Removing a name that is not there is not an error. */
  delete(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  url(name: string): string;
}

const safeName = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function checkImageName(name: string): string {
  // Names are made by our code, never typed by a person; this keeps a bug from escaping the root.
  if (!safeName.test(name) || name.includes('..')) throw new Error(`bad image name: ${name}`);
  return name;
}

/** Files under `uploadsDir` (DATA_DIR/uploads), served at `/uploads/` by the web-client plugin. */
export function createLocalImageStorage(uploadsDir: string): ImageStorage {
  const fileOf = (name: string) => path.join(uploadsDir, ...checkImageName(name).split('/'));
  return {
    async put(name, data) {
      const file = fileOf(name);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves a truncated file under the real name.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    },
    async delete(name) {
      await rm(fileOf(name), { force: true });
    },
    async exists(name) {
      return access(fileOf(name)).then(
        () => true,
        () => false,
      );
    },
    url(name) {
      return `/uploads/${checkImageName(name)}`;
    },
  };
}

// The server's photo rules, checked in the form first so a seller offline learns at once: JPEG, PNG or WebP by
// content (the first bytes, as the server reads them), 10 MB each, 8 per product. Answers message codes.
import { MAX_PHOTO_BYTES, MAX_PRODUCT_PHOTOS } from '@contract/constants.ts';

export type PhotoFormat = 'image/jpeg' | 'image/png' | 'image/webp';

async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 12);
  // jsdom's Blob has no arrayBuffer() on slices in older versions: FileReader works everywhere.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(slice);
  });
}

/** The type the bytes say, whatever the file is called. */
export async function sniffPhoto(file: Blob): Promise<PhotoFormat | null> {
  const b = await headOf(file);
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export interface CheckedPhotos {
  accepted: Array<{ file: File; type: PhotoFormat }>;
  /** Message codes of the refusals, once each. */
  refused: string[];
}

/** Checks picked files against the rules, given how many photos the product already has. */
export async function checkPickedPhotos(files: File[], already: number): Promise<CheckedPhotos> {
  const accepted: CheckedPhotos['accepted'] = [];
  const refused = new Set<string>();
  for (const file of files) {
    if (already + accepted.length >= MAX_PRODUCT_PHOTOS) {
      refused.add('photo.too_many');
      break;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      refused.add('photo.too_large');
      continue;
    }
    const type = await sniffPhoto(file);
    if (!type) refused.add('photo.bad_type');
    else accepted.push({ file, type });
  }
  return { accepted, refused: [...refused] };
}

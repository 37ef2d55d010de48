import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../platform/domain/domain-error';
import { sharpLibrary } from '../../../platform/lazy-module';
import { detectFileType } from '../../../platform/uploads/file-type';
import { IMAGE_SIZES, ImageSize, MAX_IMAGE_BYTES } from '../catalogue.constants';
import { DEFAULT_IMAGE, defaultImageId, defaultImageSvg } from './default-images';
import { IMAGE_NAME, IMAGE_STORE, ImageStore } from './image-store.port';

/** The image kinds we take, checked by their first bytes. */
const ACCEPTED = ['jpg', 'png', 'webp'];
export const IMAGE_MESSAGES = {
  type: 'Image must be a JPEG, PNG or WebP file',
  size: 'Image must be at most 2 MB',
} as const;
/** A decompression bomb (a small file that decodes to a huge bitmap) is refused by sharp before it allocates. */
const MAX_INPUT_PIXELS = 50_000_000;
const SIZES = Object.entries(IMAGE_SIZES) as [ImageSize, number][];

export type ImageUrls = Record<ImageSize, string>;

/** The public URLs of an image id (a processed upload or a subcategory's default). */
export const imageUrls = (imageId: string | null, subcategory: string): ImageUrls =>
  Object.fromEntries(SIZES.map(([size]) => [size, `/api/images/${imageId ?? defaultImageId(subcategory)}-${size}.webp`])) as ImageUrls;

/**
 * Product images: an upload is checked by content (JPEG, PNG, WebP; at most 2 MB), then
 * resized once into WebP thumb, medium and large and stored behind the ImageStore port.
 */
@Injectable()
export class ProductImages {
  private readonly logger = new Logger('ProductImages');

  constructor(@Inject(IMAGE_STORE) private readonly images: ImageStore) {}

  /** Refuses what is not an image we take, naming the form field `image`. */
  check(content: Buffer): void {
    if (content.length > MAX_IMAGE_BYTES) throw DomainError.invalid({ image: IMAGE_MESSAGES.size });
    const type = content.length ? detectFileType(content) : null;
    if (!type || !ACCEPTED.includes(type.extension)) throw DomainError.invalid({ image: IMAGE_MESSAGES.type });
  }

  /**
   * The stored image's id, or null when the content passed the check but could not be
   * decoded (spec 5: the subcategory's default image is shown instead).
   */
  async store(content: Buffer): Promise<string | null> {
    this.check(content);
    const id = randomUUID();
    try {
      const rendered = await render(content);
      for (const [size, webp] of rendered) await this.images.save(`${id}-${size}.webp`, webp);
      return id;
    } catch (error) {
      this.logger.warn(`image could not be processed, the default is used: ${(error as Error).message}`);
      return null;
    }
  }

  /** A stored image; a default image is drawn and kept the first time it is asked for. */
  async read(name: string): Promise<Buffer | null> {
    if (!IMAGE_NAME.test(name)) return null;
    const stored = await this.images.read(name);
    if (stored) return stored;
    const [, id, size] = /^(.*)-(thumb|medium|large)\.webp$/.exec(name)!;
    const subcategory = DEFAULT_IMAGE.exec(id)?.[1];
    const svg = subcategory ? defaultImageSvg(subcategory) : null;
    if (!svg) return null;
    const rendered = await render(Buffer.from(svg));
    for (const [each, webp] of rendered) await this.images.save(`${id}-${each}.webp`, webp);
    return rendered.get(size as ImageSize)!;
  }
}

/** One decode, three WebP widths (never enlarged), turned upright by its EXIF orientation. */
async function render(content: Buffer): Promise<Map<ImageSize, Buffer>> {
  const source = sharpLibrary()(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const out = new Map<ImageSize, Buffer>();
  for (const [size, width] of SIZES) out.set(size, await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer());
  return out;
}

import { detectFileType } from './file-type';

/** A business document (registration, licence, ID) proving a vendor or provider: checked by its content. */
export const BUSINESS_DOCUMENT = {
  extensions: ['pdf', 'png', 'jpg'],
  maxBytes: 5 * 1024 * 1024,
  invalid: 'The document must be a PDF, JPG, JPEG or PNG file',
  tooLarge: 'The document must be at most 5 MB',
} as const;

/** The document's real type from its first bytes (never its name), or null when it is not one we take. */
export function detectBusinessDocument(content: Buffer): { contentType: string; extension: string } | null {
  const detected = content.length ? detectFileType(content) : null;
  return detected && (BUSINESS_DOCUMENT.extensions as readonly string[]).includes(detected.extension) ? detected : null;
}

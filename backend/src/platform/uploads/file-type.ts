/** What a file really is, from its first bytes (its name and declared type are not trusted). */
export type DetectedType = { extension: 'pdf' | 'png' | 'jpg' | 'webp' | 'gif'; contentType: string };

export function detectFileType(content: Buffer): DetectedType | null {
  const starts = (bytes: number[], offset = 0) => bytes.every((b, i) => content[offset + i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { extension: 'pdf', contentType: 'application/pdf' }; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', contentType: 'image/png' };
  if (starts([0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return { extension: 'webp', contentType: 'image/webp' };
  if (starts([0x47, 0x49, 0x46, 0x38])) return { extension: 'gif', contentType: 'image/gif' };
  return null;
}

/** The shape the multipart interceptor hands a controller (memory storage, multer's field names). */
export interface UploadedFileLike {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

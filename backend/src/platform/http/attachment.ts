import { StreamableFile } from '@nestjs/common';
import { ReplyHeaders } from './reply-headers';

/**
 * An uploaded file sent back as a download, never rendered in our origin: a crafted PDF or
 * image stays inert (Content-Disposition attachment, nosniff, its checked content type).
 */
export function attachment(reply: ReplyHeaders, file: { content: Buffer; contentType: string }, filename: string): StreamableFile {
  reply.header('Content-Type', file.contentType);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  return new StreamableFile(file.content);
}

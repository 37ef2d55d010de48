import { detectFileType } from './file-type';

describe('file type by content', () => {
  it('recognises pdf, png and jpeg by their magic bytes', () => {
    expect(detectFileType(Buffer.from('%PDF-1.7\n...'))?.extension).toBe('pdf');
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.extension).toBe('png');
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))?.extension).toBe('jpg');
  });

  it('refuses a file that only has the right name', () => {
    expect(detectFileType(Buffer.from('MZ\x90\x00 this is an exe renamed to gst.pdf'))).toBeNull();
    expect(detectFileType(Buffer.from('<html>not a png</html>'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });
});

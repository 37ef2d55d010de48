/** react-admin's file inputs hold `{rawFile, src, title}`; a new file makes the save a multipart form. */
export const isUpload = (value: unknown): value is { rawFile: File } => !!value && typeof value === 'object' && (value as { rawFile?: unknown }).rawFile instanceof File;

/**
 * Fields a form clears to null that the server reads blank as none (the product's description and
 * HSN code). JSON sends the null; a multipart form cannot, so it sends them blank. Every other null
 * is left out of a multipart form (the field keeps its value), as before.
 */
export const BLANK_MEANS_NONE: Readonly<Record<string, readonly string[]>> = { products: ['description', 'hsnCode'] };

/**
 * A record with a new file as multipart: the file under its field name, lists as JSON text,
 * other values as text (the server reads numbers and lists written as text). Without a new
 * file it stays JSON, and a kept file's preview is not sent back.
 */
export const bodyOf = (data: Record<string, unknown>, resource?: string): string | FormData => {
    const entries = Object.entries(data).filter(([, v]) => !(v && typeof v === 'object' && 'src' in v && !isUpload(v)));
    if (!entries.some(([, v]) => isUpload(v))) return JSON.stringify(Object.fromEntries(entries));
    const blankable = (resource && BLANK_MEANS_NONE[resource]) || [];
    const form = new FormData();
    for (const [key, value] of entries) {
        if (value === null && blankable.includes(key)) form.append(key, '');
        else if (isUpload(value)) form.append(key, value.rawFile, value.rawFile.name);
        else if (value !== undefined && value !== null) form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
    }
    return form;
};

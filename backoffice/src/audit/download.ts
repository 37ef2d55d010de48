import { fetchBlob } from '../dataProvider';

/** Downloads a server-made file (CSV) with the bearer token: a plain link would carry none. */
export const downloadFile = async (url: string, filename: string): Promise<void> => {
    const blob = await fetchBlob(url);
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = filename;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
};

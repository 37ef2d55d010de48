import { useState } from 'react';
import { useNotifyError } from '../errors';

/**
 * Opens a server-made file (an invoice, a registration or proof document) in a new tab. A plain
 * link would carry no bearer token, so the file is fetched and shown as a blob URL. The tab is
 * opened first, inside the click, so that a popup blocker lets it through; a failed fetch
 * closes it and says why. `loading` is true while the file is on its way.
 */
export function useOpenInTab(): { open: (fetchFile: () => Promise<Blob>) => Promise<void>; loading: boolean } {
    const onError = useNotifyError();
    const [loading, setLoading] = useState(false);
    const open = async (fetchFile: () => Promise<Blob>) => {
        const tab = window.open('', '_blank');
        setLoading(true);
        try {
            const url = URL.createObjectURL(await fetchFile());
            if (tab) tab.location.href = url;
            else window.location.assign(url);
            // the new tab has loaded it by then; free the memory
            setTimeout(() => URL.revokeObjectURL(url), 60_000);
        } catch (error) {
            tab?.close();
            onError(error);
        } finally {
            setLoading(false);
        }
    };
    return { open, loading };
}

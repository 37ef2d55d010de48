import HistoryIcon from '@mui/icons-material/History';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { AsOfTab } from './AsOfTab';
import { HistoryTab } from './HistoryTab';
import type { HistoryResource } from './types';

/** For records without a show page (e.g. invitations): their History and As of in a dialog. */
export const HistoryDialogButton = ({ resource, title }: { resource: HistoryResource; title: string }) => {
    const record = useRecordContext<{ id: string | number }>();
    const [open, setOpen] = useState(false);
    const [tab, setTab] = useState<'history' | 'as-of'>('history');
    if (!record) return null;
    return (
        <>
            <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)} data-testid="open-history">
                History
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
                <DialogTitle>{title}</DialogTitle>
                <Tabs value={tab} onChange={(_, value: 'history' | 'as-of') => setTab(value)} sx={{ px: 3 }}>
                    <Tab value="history" label="History" data-testid="dialog-tab-history" />
                    <Tab value="as-of" label="As of" data-testid="dialog-tab-as-of" />
                </Tabs>
                <DialogContent>
                    {open && tab === 'history' && <HistoryTab resource={resource} id={String(record.id)} />}
                    {open && tab === 'as-of' && <AsOfTab resource={resource} id={String(record.id)} />}
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setOpen(false)}>Close</Button>
                </DialogActions>
            </Dialog>
        </>
    );
};

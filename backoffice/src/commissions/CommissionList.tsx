import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Card, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { HttpError, Loading, RecordContextProvider, Title, TopToolbar, useGetList, useNotify, useUpdate } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { DialogTextField } from '../common/DialogTextField';
import { captionSx, sellerPageSx } from '../common/listLayout';
import { PrintButton } from '../common/PrintButton';
import { formatDateTime } from '../dates';
import { HistoryDialogButton } from '../history/HistoryDialogButton';
import { formatPercent } from '../money';
import { type Commission, type CommissionRow, commissionRows, parsePercent, PERCENT_MESSAGE } from './types';


/** A refusal the dialog shows under its box, as it shows the server's (ConfirmButton keeps it open). */
const refused = (message: string) => new HttpError(message, 400, { errors: { percent: message } });

/** Set rate: PUT /api/admin/commissions/:category {percent}, a new version for orders placed from now on. */
const SetRateButton = ({ row, onSet }: { row: CommissionRow; onSet: () => void }) => {
    const [text, setText] = useState(String(row.percent));
    const [update] = useUpdate<Commission>();
    const notify = useNotify();
    const set = async () => {
        if (!text.trim()) throw refused('Commission is required');
        const percent = parsePercent(text);
        if (percent === undefined) throw refused(PERCENT_MESSAGE);
        // The server records nothing for the rate already in force: say so, not 'set'.
        if (row.version > 0 && percent === row.percent) {
            notify(`${row.name} already takes ${formatPercent(percent)}: nothing changed`, { type: 'info' });
            return;
        }
        await update('commissions', { id: row.id, data: { percent }, previousData: row }, { mutationMode: 'pessimistic', returnPromise: true });
        onSet();
        notify(`${row.name} now takes ${formatPercent(percent)} on orders placed from now on; earlier orders keep their rate`, { type: 'success' });
    };
    return (
        <ConfirmButton
            label="Set rate"
            icon={<EditIcon />}
            testId={`set-commission-${row.id}`}
            title={`Commission on ${row.name}`}
            confirm="Set rate"
            content={
                <>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        Orders placed from now on take the new rate; every order placed before keeps the rate it was placed at.
                    </Typography>
                    <DialogTextField label="Commission (%)" value={text} onChange={setText} maxLength={6} testId="commission-percent" field="percent" />
                </>
            }
            onConfirm={set}
            labelled
        />
    );
};

/**
 * Commission per category (admins): the rate each of the twelve product categories takes now,
 * the default for one never set. The server lists only the categories set, so the page lists
 * every category itself.
 */
export const CommissionList = () => {
    const { data, isPending, error, refetch } = useGetList<Commission>('commissions', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } });
    const rows = commissionRows(data ?? []);
    return (
        <Box sx={sellerPageSx} data-testid="commissions-page">
            <Title title="Commissions" />
            <TopToolbar sx={{ minHeight: 0, pt: 0 }}>
                <PrintButton testId="commissions-print" />
            </TopToolbar>
            <Typography variant="body2" color="text.secondary">
                What the marketplace takes of each sale, by the product's category. Each order line keeps the rate of the moment it was placed.
            </Typography>
            {error && <Alert severity="error">Could not load the commissions: {error.message}</Alert>}
            {isPending ? (
                <Loading />
            ) : (
                <Card variant="outlined">
                    <TableContainer>
                        <Table size="small" data-testid="commissions-table">
                            <TableHead>
                                <TableRow>
                                    <TableCell>Category</TableCell>
                                    <TableCell>Commission</TableCell>
                                    <TableCell align="right">Actions</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {/* Three columns, each detail under its value: a phone shows every row whole, nothing to scroll sideways. */}
                                {rows.map(row => (
                                    <TableRow key={row.id} data-testid={`commission-${row.id}`}>
                                        <TableCell>
                                            {row.name}
                                            <Typography variant="caption" color="text.secondary" sx={captionSx}>
                                                {row.channel}
                                            </Typography>
                                        </TableCell>
                                        <TableCell>
                                            <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="commission-percent-shown">
                                                {formatPercent(row.percent)}
                                            </Typography>
                                            <Typography variant="caption" color="text.secondary" sx={captionSx} data-testid="commission-since">
                                                {row.version > 0 ? `Since ${formatDateTime(row.setAt)} (version ${row.version})` : 'Default: never set'}
                                            </Typography>
                                        </TableCell>
                                        <TableCell align="right">
                                            <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                                                {/* A new dialog per version: it opens on the rate in force. */}
                                                <SetRateButton key={row.version} row={row} onSet={() => void refetch()} />
                                                {row.version > 0 && (
                                                    <RecordContextProvider value={row}>
                                                        <HistoryDialogButton resource="commissions" title={`${row.name} commission history`} />
                                                    </RecordContextProvider>
                                                )}
                                            </Stack>
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                </Card>
            )}
        </Box>
    );
};

export default CommissionList;

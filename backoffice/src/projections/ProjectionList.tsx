import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Chip, LinearProgress, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SelectInput, useNotify, useRefresh } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { API_URL, httpClient } from '../dataProvider';
import { formatDateTime } from '../dates';

interface Rebuild {
    state: 'running' | 'done' | 'failed';
    startedBy: 'api' | 'cli';
    processed: number;
    position: number;
    head: number;
    percent: number;
    eventsPerSecond: number;
    etaSeconds: number | null;
    startedAt: string;
    updatedAt: string;
    finishedAt: string | null;
    error: string | null;
}

interface Projection {
    id: string;
    name: string;
    version: number;
    collection: string;
    position: number;
    head: number;
    lag: number;
    state: 'building' | 'live' | 'rebuilding' | 'parked' | 'superseded';
    parkedEventId: string | null;
    parkedEventType: string | null;
    parkedPosition: number | null;
    parkedError: string | null;
    parkedAt: string | null;
    rebuild: Rebuild | null;
}

const Col = DataTable.Col<Projection>;

const STATE_COLOURS = { live: 'success', building: 'info', rebuilding: 'warning', parked: 'error', superseded: 'default' } as const;
const STATES = [
    { id: 'live', name: 'Live' },
    { id: 'building', name: 'Building' },
    { id: 'rebuilding', name: 'Rebuilding' },
    { id: 'parked', name: 'Parked' },
    { id: 'superseded', name: 'Superseded' },
];

const StateChip = ({ record }: { record: Projection }) => (
    <Chip size="small" color={STATE_COLOURS[record.state]} label={record.state} data-testid={`projection-state-${record.name}`} />
);

/** Where a parked projection stopped: the event that cannot be applied, and why (`compact`: nothing when it is not parked). */
const Parked = ({ record, compact = false }: { record: Projection; compact?: boolean }) =>
    record.state === 'parked' ? (
        <Tooltip title={`Event ${record.parkedEventId}, parked ${record.parkedAt ? formatDateTime(record.parkedAt) : ''}`}>
            <Typography variant="body2" color="error">
                {record.parkedEventType} at {record.parkedPosition}: {record.parkedError}
            </Typography>
        </Tooltip>
    ) : compact ? null : (
        <Typography variant="body2" color="text.secondary">—</Typography>
    );

/** The read model's name, and under it its collection (the long part: it may break anywhere). */
const NameAndCollection = ({ record }: { record: Projection }) => (
    <>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{record.name}</Typography>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ wordBreak: 'break-all' }} data-testid={`projection-collection-${record.name}`}>
            {record.collection}
        </Typography>
    </>
);

const duration = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`);

/** The last rebuild: a progress bar with speed and ETA while it runs, then how it ended (`compact`: under the name on a phone, no minimum width). */
const RebuildProgress = ({ record, compact = false }: { record: Projection; compact?: boolean }) => {
    const rebuild = record.rebuild;
    if (!rebuild) return compact ? null : <Typography variant="body2" color="text.secondary">—</Typography>;
    if (rebuild.state === 'running') {
        return (
            <Box sx={{ minWidth: compact ? 0 : 180 }} data-testid={`rebuild-progress-${record.name}`}>
                <LinearProgress variant="determinate" value={rebuild.percent} />
                <Typography variant="caption" color="text.secondary">
                    {rebuild.percent}% · {rebuild.processed.toLocaleString('en-IN')} events · {rebuild.eventsPerSecond.toLocaleString('en-IN')}/s
                    {rebuild.etaSeconds !== null && ` · ETA ${duration(rebuild.etaSeconds)}`}
                </Typography>
            </Box>
        );
    }
    if (rebuild.state === 'failed') {
        return (
            <Typography variant="body2" color="error" sx={{ minWidth: compact ? 0 : 200 }} data-testid={`rebuild-result-${record.name}`}>
                Failed: {rebuild.error}
            </Typography>
        );
    }
    return (
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: compact ? 0 : 200 }} data-testid={`rebuild-result-${record.name}`}>
            Rebuilt {rebuild.finishedAt ? formatDateTime(rebuild.finishedAt) : ''} from {rebuild.processed.toLocaleString('en-IN')} events
            {rebuild.startedBy === 'cli' ? ' (command line)' : ''}
        </Typography>
    );
};

const RebuildButton = ({ record }: { record: Projection }) => {
    const notify = useNotify();
    const refresh = useRefresh();
    if (record.state === 'superseded') return null;
    return (
        <ConfirmButton
            label="Rebuild"
            icon={<ReplayIcon />}
            disabled={record.state === 'rebuilding'}
            title={`Rebuild ${record.name}?`}
            content="It is built again from the whole log beside the live one, which keeps answering meanwhile; the switch happens when the new one has caught up."
            confirm="Rebuild"
            testId={`rebuild-${record.name}`}
            onConfirm={async () => {
                try {
                    await httpClient(`${API_URL}/projections/${encodeURIComponent(record.name)}/rebuild`, { method: 'POST', body: JSON.stringify({}) });
                    notify(`Rebuilding ${record.name}`, { type: 'info' });
                } catch (error) {
                    notify((error as Error).message, { type: 'error' });
                }
                refresh();
            }}
        />
    );
};

/**
 * The System page: every read model, how far each has got in the log, its state and the
 * event a parked one stopped at, and a Rebuild action (blue/green: the live collection
 * serves until the rebuilt one has caught up). It refreshes itself every 1.5 s. The
 * collection and version sit under the name, and the position beside the log head, so the
 * table fits a 1280 px screen; on a phone each row is the name with its details under it,
 * and the state and Rebuild on the right.
 */
export const ProjectionList = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
        <List
            title="System: read models"
            sort={{ field: 'name', order: 'ASC' }}
            filters={[<SelectInput key="state" source="state" choices={STATES} alwaysOn />]}
            perPage={50}
            pagination={false}
            exporter={false}
            queryOptions={{ refetchInterval: 1500 }}
            // should a parked event's message still be too wide, the table scrolls inside the card instead of sliding the page
            sx={{ '& .RaList-content': { overflowX: 'auto' } }}
        >
            {narrow ? (
                <DataTable rowClick={false} bulkActionButtons={false} data-testid="projections-table" size="small">
                    <Col source="name" label="Read model" render={record => (
                        <>
                            <NameAndCollection record={record} />
                            <Typography variant="caption" color="text.secondary" component="div">
                                v{record.version} · {record.position.toLocaleString('en-IN')} of {record.head.toLocaleString('en-IN')} · lag {record.lag.toLocaleString('en-IN')}
                            </Typography>
                            <Parked record={record} compact />
                            <RebuildProgress record={record} compact />
                        </>
                    )} />
                    <Col source="state" label="State" align="right" render={record => (
                        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                            <StateChip record={record} />
                            <RebuildButton record={record} />
                        </Stack>
                    )} />
                </DataTable>
            ) : (
                <DataTable rowClick={false} bulkActionButtons={false} data-testid="projections-table">
                    <Col source="name" label="Read model" render={record => <NameAndCollection record={record} />} />
                    <Col source="version" label="Version" align="right" />
                    <Col source="position" label="Position" align="right" render={record => (
                        <Box sx={{ whiteSpace: 'nowrap' }}>
                            {record.position.toLocaleString('en-IN')}
                            <Typography variant="caption" color="text.secondary" component="div">of {record.head.toLocaleString('en-IN')}</Typography>
                        </Box>
                    )} />
                    <Col source="lag" label="Lag" align="right" />
                    <Col source="state" label="State" render={record => <StateChip record={record} />} />
                    <Col label="Parked at" disableSort render={record => <Parked record={record} />} />
                    <Col label="Last rebuild" disableSort render={record => <RebuildProgress record={record} />} />
                    <Col label="" disableSort render={record => <RebuildButton record={record} />} />
                </DataTable>
            )}
        </List>
    );
};

import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Chip, LinearProgress, Tooltip, Typography } from '@mui/material';
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

/** Where a parked projection stopped: the event that cannot be applied, and why. */
const Parked = ({ record }: { record: Projection }) =>
    record.state === 'parked' ? (
        <Tooltip title={`Event ${record.parkedEventId}, parked ${record.parkedAt ? formatDateTime(record.parkedAt) : ''}`}>
            <Typography variant="body2" color="error">
                {record.parkedEventType} at {record.parkedPosition}: {record.parkedError}
            </Typography>
        </Tooltip>
    ) : (
        <Typography variant="body2" color="text.secondary">—</Typography>
    );

const duration = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`);

/** The last rebuild: a progress bar with speed and ETA while it runs, then how it ended. */
const RebuildProgress = ({ record }: { record: Projection }) => {
    const rebuild = record.rebuild;
    if (!rebuild) return <Typography variant="body2" color="text.secondary">—</Typography>;
    if (rebuild.state === 'running') {
        return (
            <Box sx={{ minWidth: 180 }} data-testid={`rebuild-progress-${record.name}`}>
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
            <Typography variant="body2" color="error" sx={{ minWidth: 200 }} data-testid={`rebuild-result-${record.name}`}>
                Failed: {rebuild.error}
            </Typography>
        );
    }
    return (
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 200 }} data-testid={`rebuild-result-${record.name}`}>
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
 * serves until the rebuilt one has caught up). It refreshes itself every 1.5 s.
 */
export const ProjectionList = () => (
    <List
        title="System: read models"
        sort={{ field: 'name', order: 'ASC' }}
        filters={[<SelectInput key="state" source="state" choices={STATES} alwaysOn />]}
        perPage={50}
        pagination={false}
        exporter={false}
        queryOptions={{ refetchInterval: 1500 }}
        // a phone scrolls the table inside the card instead of sliding the page sideways
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
        <DataTable rowClick={false} bulkActionButtons={false} data-testid="projections-table">
            <Col source="name" label="Read model" />
            <Col source="version" label="Version" />
            <Col source="collection" label="Collection" disableSort />
            <Col source="position" label="Position" />
            <Col source="head" label="Log head" disableSort />
            <Col source="lag" label="Lag" />
            <Col source="state" label="State" render={record => <StateChip record={record} />} />
            <Col label="Parked at" disableSort render={record => <Parked record={record} />} />
            <Col label="Last rebuild" disableSort render={record => <RebuildProgress record={record} />} />
            <Col label="" disableSort render={record => <RebuildButton record={record} />} />
        </DataTable>
    </List>
);

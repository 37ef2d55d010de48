import AddIcon from '@mui/icons-material/Add';
import { Button, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { Link, useGetList, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useIsAdmin } from '../common/OwnRecordOnly';
import { formatRupees } from '../money';
import { ServiceStatusChips } from './ServiceStatusChips';
import type { Service } from './types';

/** Spec 2.8 Profile: the services a provider offers, each linked, and + Add Service (their own profile only). */
export const ProviderServices = (_: { label?: false }) => {
    const provider = useRecordContext<{ id: string }>();
    const isAdmin = useIsAdmin();
    const { data, total, isPending, error } = useGetList<Service>(
        'services',
        { filter: { providerId: provider?.id }, sort: { field: 'offeredAt', order: 'DESC' }, pagination: { page: 1, perPage: 50 } },
        { enabled: !!provider },
    );
    if (!provider) return null;
    return (
        <Stack spacing={1} data-testid="provider-services">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="subtitle2">Bookable services{total ? ` (${total})` : ''}</Typography>
                {!isAdmin && (
                    <Button component={RouterLink} to="/services/create" size="small" startIcon={<AddIcon />} data-testid="provider-add-service">
                        Add Service
                    </Button>
                )}
            </Stack>
            {error && <Typography color="error">Could not load the services: {error.message}</Typography>}
            {!isPending && !error && !data?.length && (
                <Typography variant="body2" color="text.secondary">
                    No services yet.{!isAdmin && ' Add one and it goes live once an admin approves it.'}
                </Typography>
            )}
            {!!data?.length && (
                <List dense disablePadding sx={{ maxWidth: 720 }}>
                    {data.map(service => (
                        <ListItemButton key={service.id} component={Link} to={`/services/${encodeURIComponent(service.id)}/show`} data-testid="provider-service">
                            <ListItemText primary={service.name} secondary={`${formatRupees(service.price)} · ${service.duration} · ${service.cities.join(', ') || 'no city yet'}`} />
                            <ServiceStatusChips service={service} />
                        </ListItemButton>
                    ))}
                </List>
            )}
        </Stack>
    );
};

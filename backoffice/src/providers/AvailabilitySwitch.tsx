import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { useNotifyError } from '../errors';
import { availabilityText, type Provider } from './types';

/**
 * Spec 2.8 sidebar Availability switch: takes effect at once (PUT {available};
 * ProviderAvailabilityChanged). `label={false}` keeps a show tab from labelling it twice.
 */
export const AvailabilitySwitch = (_: { label?: false }) => {
    const record = useRecordContext<Provider>();
    const [update, { isPending }] = useUpdate<Provider>();
    const notify = useNotify();
    const onError = useNotifyError();
    if (!record) return null;
    const toggle = (available: boolean) =>
        update(
            'providers',
            { id: record.id, data: { available }, previousData: record },
            { mutationMode: 'pessimistic', onSuccess: () => notify(availabilityText(available, record.status === 'Verified'), { type: 'info' }), onError },
        );
    return (
        <FormControlLabel
            control={
                <Switch
                    checked={record.available}
                    disabled={isPending}
                    onChange={event => toggle(event.target.checked)}
                    slotProps={{ input: { 'data-testid': 'availability-switch' } as React.InputHTMLAttributes<HTMLInputElement> }}
                />
            }
            label={
                <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="availability-text">
                    {availabilityText(record.available, record.status === 'Verified')}
                </Typography>
            }
        />
    );
};

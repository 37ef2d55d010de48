import { ADMIN_DEFAULT_WORKING_HOURS, ADMIN_SERVICE_DEFAULTS, CITIES, DEFAULT_WORKING_HOURS } from '@bazaar/common';
import { Create, SaveButton, Toolbar } from 'react-admin';
import { useIsAdmin } from '../common/OwnRecordOnly';
import { useServerErrorNotifier } from '../errors';
import { SERVICE_FIELDS, ServiceForm } from './ServiceForm';

const FIELDS = [...SERVICE_FIELDS, 'providerId'] as const;

/** Spec 3: an admin's Add Service starts from category moving (the household one), ₹999, 1 hour, Mon-Fri 9AM-5PM, Available. */
const ADMIN_DEFAULTS = {
    category: 'moving',
    price: ADMIN_SERVICE_DEFAULTS.priceRupees,
    duration: ADMIN_SERVICE_DEFAULTS.duration,
    status: ADMIN_SERVICE_DEFAULTS.status,
    cities: [...CITIES],
    workingHours: ADMIN_DEFAULT_WORKING_HOURS,
};

/** A provider's new service: spec 9's hours 08:00 to 17:00 every day; it goes live once an admin approves it. */
const PROVIDER_DEFAULTS = {
    duration: '1 hour',
    status: 'Available',
    cities: [],
    workingHours: DEFAULT_WORKING_HOURS,
};

/** Only what POST /api/admin/services takes. */
const toCommand = (data: Record<string, unknown>) => Object.fromEntries(FIELDS.filter(f => data[f] !== undefined && data[f] !== '').map(f => [f, typeof data[f] === 'string' ? (data[f] as string).trim() : data[f]]));

const CreateToolbar = () => (
    <Toolbar>
        <SaveButton label="Add Service" alwaysEnable data-testid="save-service" />
    </Toolbar>
);

export const ServiceCreate = () => {
    const isAdmin = useIsAdmin();
    const onError = useServerErrorNotifier(FIELDS);
    return (
        <Create title="Add Service" redirect="show" transform={toCommand} mutationOptions={{ onError }}>
            <ServiceForm withProvider={isAdmin} defaultValues={isAdmin ? ADMIN_DEFAULTS : PROVIDER_DEFAULTS} toolbar={<CreateToolbar />} />
        </Create>
    );
};

export default ServiceCreate;

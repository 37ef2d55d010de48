import { useRecordContext } from 'react-admin';
import { CancelSaveToolbar, ChangedFieldsEdit } from '../common/forms';
import { SERVICE_FIELDS, ServiceForm } from './ServiceForm';
import type { Service } from './types';

const Title = () => {
    const record = useRecordContext<Service>();
    return <>{record ? `Edit service: ${record.name}` : 'Edit service'}</>;
};

/** Edits send only the changed fields, with If-Match (a stale form is refused, not overwritten). */
export const ServiceEdit = () => (
    <ChangedFieldsEdit title={<Title />} fields={SERVICE_FIELDS}>
        <ServiceForm toolbar={<CancelSaveToolbar />} />
    </ChangedFieldsEdit>
);

export default ServiceEdit;

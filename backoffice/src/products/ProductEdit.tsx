import { useRecordContext } from 'react-admin';
import { ChangedFieldsEdit } from '../common/forms';
import { PRODUCT_FIELDS, ProductForm, productCommand } from './ProductForm';
import type { Product } from './types';

const Title = () => {
    const record = useRecordContext<Product>();
    return <>{record ? `Edit ${record.name}` : 'Edit product'}</>;
};

/** Only changed fields are sent (a new image makes it multipart); a vendor's edit of what customers see goes back for approval. */
export const ProductEdit = () => (
    <ChangedFieldsEdit title={<Title />} fields={PRODUCT_FIELDS} transform={productCommand}>
        <ProductForm />
    </ChangedFieldsEdit>
);

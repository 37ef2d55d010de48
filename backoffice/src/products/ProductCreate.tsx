import { Create, SaveButton, Toolbar, useNotify, useRedirect } from 'react-admin';
import { useServerErrorNotifier } from '../errors';
import { PRODUCT_DEFAULTS, PRODUCT_FIELDS, ProductForm, productCommand } from './ProductForm';
import type { Product } from './types';

/** Save stays enabled on an untouched form, so pressing it shows every required field's message (as Add User does). */
const CreateToolbar = () => (
    <Toolbar>
        <SaveButton alwaysEnable data-testid="save-product" />
    </Toolbar>
);

/** Add New Product (spec 2.7 dialog, 2.9 admin): a new product waits for an admin's approval. */
export const ProductCreate = () => {
    const notify = useNotify();
    const redirect = useRedirect();
    const onError = useServerErrorNotifier([...PRODUCT_FIELDS, 'vendorId']);
    return (
        <Create
            title="Add New Product"
            transform={productCommand}
            mutationOptions={{
                onError,
                // Spec 8: 'New {type} product added: {name}'.
                onSuccess: (product: Product) => {
                    notify(`New ${product.category} product added: ${product.name}`, { type: 'success' });
                    redirect('list', 'products');
                },
            }}
        >
            <ProductForm create defaultValues={PRODUCT_DEFAULTS} toolbar={<CreateToolbar />} />
        </Create>
    );
};

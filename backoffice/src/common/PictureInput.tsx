import { MAX_IMAGE_BYTES } from '@bazaar/common';
import { ImageField, ImageInput, useNotify } from 'react-admin';

/**
 * A picture to upload (products, services): JPEG, PNG or WebP of at most 2 MB, as the
 * server checks by content. The form holds react-admin's `{rawFile, src, title}`; the data
 * provider sends it as multipart.
 */
export const PictureInput = ({ source, label }: { source: string; label: string }) => {
    const notify = useNotify();
    return (
        <ImageInput
            source={source}
            label={label}
            accept={{ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] }}
            maxSize={MAX_IMAGE_BYTES}
            options={{ onDropRejected: () => notify('The image must be a JPEG, PNG or WebP file of at most 2 MB', { type: 'error' }) }}
        >
            <ImageField source="src" title="title" />
        </ImageInput>
    );
};

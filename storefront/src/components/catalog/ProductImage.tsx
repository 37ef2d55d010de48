import { IMAGE_WIDTHS, type ProductImages } from '../../api/products';

interface ProductImageProps {
  images: ProductImages;
  alt: string;
  /** How wide the image shows, for the browser's pick from the srcset. */
  sizes: string;
  /** The first screen's images load at once; the rest when scrolled to. */
  eager?: boolean;
  className?: string;
  testId?: string;
}

/** A product's (or a service's) photo in its three WebP widths (the catalogue resizes every upload once). */
export function ProductImage({ images, alt, sizes, eager = false, className, testId = 'product-image' }: ProductImageProps) {
  return (
    <img
      className={className}
      src={images.medium}
      srcSet={`${images.thumb} ${IMAGE_WIDTHS.thumb}w, ${images.medium} ${IMAGE_WIDTHS.medium}w, ${images.large} ${IMAGE_WIDTHS.large}w`}
      sizes={sizes}
      alt={alt}
      width={IMAGE_WIDTHS.medium}
      height={(IMAGE_WIDTHS.medium * 3) / 4}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-testid={testId}
    />
  );
}

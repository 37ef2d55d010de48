import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { CatalogueAdminController } from './catalogue.admin.controller';
import { PRODUCT_EVENT_TYPES } from './catalogue.events';
import { PRODUCT_HANDLERS } from './catalogue.handlers';
import { catalogueVendorsProjection, productsProjection } from './catalogue.projection';
import { CataloguePublicController, ProductImagesController } from './catalogue.public.controller';
import { CatalogueQueries } from './catalogue.queries';
import { imageStoreProvider } from './images/fs-image-store';
import { ImagesJanitor } from './images/images-janitor';
import { ProductImages } from './images/product-images';

@Module({
  controllers: [CataloguePublicController, ProductImagesController, CatalogueAdminController],
  providers: [...PRODUCT_HANDLERS, CatalogueQueries, ProductImages, ImagesJanitor, imageStoreProvider],
  exports: [CatalogueQueries, ProductImages],
})
export class CatalogueModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...PRODUCT_EVENT_TYPES);
    projections.addInline(productsProjection, catalogueVendorsProjection);
  }
}

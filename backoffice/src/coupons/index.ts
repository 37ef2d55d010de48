import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';
import type { CouponOfferRecord } from '@bazaar/common';

/** Coupon offers (admins): the codes customers claim, each one's terms, status and use. */
const coupons = {
    list: lazy(() => import('./CouponList')),
    create: lazy(() => import('./CouponCreate')),
    edit: lazy(() => import('./CouponEdit')),
    show: lazy(() => import('./CouponShow')),
    icon: LocalOfferIcon,
    recordRepresentation: (record: CouponOfferRecord) => record.code,
};

export default coupons;

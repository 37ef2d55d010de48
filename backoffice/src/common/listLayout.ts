/**
 * Row buttons shown as their icons only, so a list's Actions column stays narrow and the
 * table fits the page (1366 px screens). The label stays the button's accessible name;
 * pass `title` for the hover hint.
 */
export const iconButtonsSx = {
    '& .MuiButton-root': { fontSize: 0, minWidth: 0, px: 0.75, '& .MuiButton-startIcon': { m: 0 } },
} as const;

/** A secondary line under a list cell's main value (the narrow tables fold columns into these). */
export const captionSx = { display: 'block', lineHeight: 1.4 } as const;

/**
 * A seller's dashboard page (Bookings, Payments, Reviews): one column as wide as the page and
 * no wider. A grid column's default minimum is its content's width, so scrollable tabs or a
 * table would widen the page past a phone's screen; `minmax(0, 1fr)` lets them scroll or fold inside it.
 */
export const sellerPageSx = { py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 980 } as const;

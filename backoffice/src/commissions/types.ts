import { COMMISSION_PERCENT_MESSAGE, DEFAULT_COMMISSION_PERCENT, RATE_CATEGORIES, RETAIL_CATEGORIES, categoryName } from '@bazaar/common';

/** GET /api/admin/commissions: a category whose rate an admin has set (version 1 and on). */
export interface Commission {
    id: string;
    category: string;
    percent: number;
    version: number;
    setAt: string;
}

/** A row of the page: every category, set or not (an unset one takes the default, version 0). */
export interface CommissionRow extends Commission {
    name: string;
    channel: 'Wholesale' | 'Retail';
}

export const commissionRows = (set: readonly Commission[]): CommissionRow[] => {
    const byId = new Map(set.map(c => [c.id, c]));
    const row = (id: string, channel: CommissionRow['channel']): CommissionRow => ({
        id,
        category: id,
        percent: DEFAULT_COMMISSION_PERCENT,
        version: 0,
        setAt: '',
        ...byId.get(id),
        name: categoryName(id),
        channel,
    });
    return [...RATE_CATEGORIES.map(id => row(id, 'Wholesale')), ...RETAIL_CATEGORIES.map(id => row(id, 'Retail'))];
};

/** What the rate box holds, as the server takes it: a plain decimal number, else undefined. */
export const parsePercent = (text: string): number | undefined => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The server's own words, so a refusal reads the same from either side. */
export const PERCENT_MESSAGE = COMMISSION_PERCENT_MESSAGE;

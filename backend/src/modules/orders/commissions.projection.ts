import { DEFAULT_COMMISSION_PERCENT } from '@bazaar/common';
import { defineProjection } from '../../platform/projections/projection';
import { CommissionRateSet } from './commissions.events';

export interface CommissionDoc {
  _id: string;
  percent: number;
  version: number;
  setAt: string;
}

/** The current rate of each category an admin has set; checkout freezes it on each line. */
export const commissionsProjection = defineProjection<CommissionDoc>({
  name: 'commissions',
  version: 1,
  collection: 'commissions',
  canHandle: ['CommissionRateSet'],
  documentIds: (e) => [(e as unknown as CommissionRateSet).data.category],
  evolve: (_doc, recorded) => {
    const { category, percent, version, setAt } = (recorded as unknown as CommissionRateSet).data;
    return { _id: category, percent, version, setAt };
  },
});

/** The rate a line of this category takes now: the last one set, else the default (version 0). */
export const commissionFor = (docs: CommissionDoc[], category: string) => {
  const doc = docs.find((d) => d._id === category);
  return doc ? { percent: doc.percent, version: doc.version } : { percent: DEFAULT_COMMISSION_PERCENT, version: 0 };
};

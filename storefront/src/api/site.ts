import { useEffect, useState } from 'react';
import { api } from './client';

/** The operator's registrations from GET /api/site; only the configured ones are present. */
export interface CompanyRegistrations {
  gstin?: string;
  pan?: string;
  iec?: string;
}

let cached: Promise<CompanyRegistrations> | null = null;

/** Fetched once per page load (the footer is on every page); a failure shows nothing and is retried on the next load. */
function fetchCompany(): Promise<CompanyRegistrations> {
  cached ??= api<{ company: CompanyRegistrations }>('/site').then(
    (site) => site.company ?? {},
    () => {
      cached = null;
      return {};
    },
  );
  return cached;
}

export function useCompanyRegistrations(): CompanyRegistrations {
  const [company, setCompany] = useState<CompanyRegistrations>({});
  useEffect(() => {
    let live = true;
    void fetchCompany().then((found) => live && setCompany(found));
    return () => {
      live = false;
    };
  }, []);
  return company;
}

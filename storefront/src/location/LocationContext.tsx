import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_CITY, isCity, type City } from '../catalog/cities';

export const LOCATION_STORAGE_KEY = 'selectedLocation';

interface LocationContextValue {
  city: City;
  setCity: (city: City) => void;
}

const LocationContext = createContext<LocationContextValue | null>(null);

function storedCity(): City {
  const value = localStorage.getItem(LOCATION_STORAGE_KEY);
  return isCity(value) ? value : DEFAULT_CITY;
}

export function LocationProvider({ children }: { children: ReactNode }) {
  const [city, setCityState] = useState<City>(storedCity);
  const setCity = useCallback((next: City) => {
    localStorage.setItem(LOCATION_STORAGE_KEY, next);
    setCityState(next);
  }, []);
  const value = useMemo(() => ({ city, setCity }), [city, setCity]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useLocationPreference(): LocationContextValue {
  const value = useContext(LocationContext);
  if (!value) throw new Error('useLocationPreference must be used inside <LocationProvider>');
  return value;
}

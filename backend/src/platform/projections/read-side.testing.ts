import { ReadSide } from './workers';

/** A read side the test tells of changed read models (`tell`), as the projection runner does. */
export function fakeReadSide(): Pick<ReadSide, 'onHandled'> & { tell: (...names: string[]) => void } {
  const listeners = new Set<(names: readonly string[]) => void>();
  return {
    onHandled: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    tell: (...names) => listeners.forEach((listener) => listener(names)),
  };
}

/** The error `run` throws, checked to be a `type` (a test fails when nothing or something else is thrown). */
export function thrownBy<E extends Error>(run: () => unknown, type: abstract new (...args: never[]) => E): E {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(type);
    return error as E;
  }
  throw new Error(`expected a ${type.name}, nothing was thrown`);
}

// End-to-end suites boot the whole app (argon2 hashing, catch-up) and drive Chromium: on a
// busy 2-core machine one step can take seconds. This bounds hangs; it is not a speed check.
// (Jest reads testTimeout only from the global config, so projects set it here.)
jest.setTimeout(60_000);

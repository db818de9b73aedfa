// API and end-to-end suites start servers and browsers; Jest's default 5 s per test is too short.
jest.setTimeout(120_000);

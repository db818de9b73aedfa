type ListService = (...args: never[]) => unknown;

/**
 * The list's service was asked for a query holding these fields, with the signal that cancels the
 * request once a newer list request supersedes it.
 */
export const expectListRequested = (list: ListService, fields: object) =>
  expect(list).toHaveBeenCalledWith(expect.objectContaining(fields), expect.any(AbortSignal));

/** As `expectListRequested`, for the latest request. */
export const expectLastListRequested = (list: ListService, fields: object) =>
  expect(list).toHaveBeenLastCalledWith(expect.objectContaining(fields), expect.any(AbortSignal));

/** The parts of a query result a card needs to show loading, failure with Retry, or the data. */
export type Loadable<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
};

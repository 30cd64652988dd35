export {
  api,
  apiPath,
  contentOf,
  listOf,
  unwrap,
  ApiError,
  API_BASE,
  RETRY_STATUSES,
  type ApiResult,
  type HttpMethod,
  type ReadOptions,
  type WriteOptions,
  type SearchParams,
} from './client';
export { queryClient } from './query-client';
export { CART_TOKEN_KEY, cartTokenHeaders, readCartToken, writeCartToken } from './cart-token';

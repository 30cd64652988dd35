export {
  api,
  apiPath,
  contentOf,
  listOf,
  unwrap,
  saveBlob,
  ApiError,
  serverMessage,
  API_BASE,
  RETRY_STATUSES,
  type ApiResult,
  type HttpMethod,
  type ReadOptions,
  type FileOptions,
  type WriteOptions,
  type SearchParams,
} from './client';
export { queryClient } from './query-client';
export { CART_TOKEN_KEY, cartTokenHeaders, readCartToken, writeCartToken } from './cart-token';

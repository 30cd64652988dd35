// Chat limits and timers, parsed from the environment that src/config.ts hands over (it stays the only process.env
// reader). Every limit has a variable so the benchmark and the tests can move it.
export interface ChatConfig {
  /** Messages one user may post per minute (REST); the next get 429. */
  messagesPerMinute: number;
  /** Frames one socket may send per second; past it the socket is closed (4429). */
  framesPerSecond: number;
  /** Largest frame a client may send; past it the socket is closed (1009). */
  maxFrameBytes: number;
  /** Every this long each socket is pinged; one that did not answer the previous ping is dropped. */
  pingIntervalMs: number;
  /** A socket that has not authenticated within this is closed (4408). */
  authTimeoutMs: number;
  /** How often the offline-delivery mailer looks for unread messages; 0 = only on demand (tests). */
  mailSweepIntervalMs: number;
  /** A message unread this long is mailed; at most one mail per chat and recipient per this long. */
  mailAfterMs: number;
  /** Sockets one user may hold on one API instance; the next is closed (4409) after it authenticates. */
  maxSocketsPerUser: number;
  /** Every this long each socket's session (its token) is checked again; a revoked or expired one is closed (4401). */
  sessionRecheckMs: number;
  /**
   * Origins (besides PUBLIC_URL's) a browser may open the socket from: a gateway reached at another address.
   * A handshake with any other Origin is refused (403); one without an Origin is not a browser page and is let in
   * (the socket authenticates with its first frame, not with cookies, so another site's page gains nothing).
   */
  extraOrigins: string[];
  /** Prefix of the Redis channel and keys (one Redis can serve several deployments, or parallel test runs). */
  redisPrefix: string;
}

export function loadChatConfig(
  env: Record<string, string | undefined>,
  nodeEnv: string,
  fail: (message: string) => Error,
): ChatConfig {
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max)
      throw fail(`${name} must be an integer in [${min}, ${max}], got "${raw}"`);
    return n;
  };
  return {
    messagesPerMinute: int('CHAT_MESSAGES_PER_MINUTE', 30, 1, 1_000_000),
    framesPerSecond: int('CHAT_FRAMES_PER_SECOND', 20, 1, 10_000),
    maxFrameBytes: int('CHAT_MAX_FRAME_BYTES', 4096, 256, 1_048_576),
    pingIntervalMs: int('CHAT_PING_INTERVAL_MS', 30_000, 50, 600_000),
    authTimeoutMs: int('CHAT_AUTH_TIMEOUT_MS', 10_000, 50, 600_000),
    mailSweepIntervalMs: int('CHAT_MAIL_SWEEP_INTERVAL_MS', nodeEnv === 'test' ? 0 : 30_000, 0, 3_600_000),
    mailAfterMs: 2 * 60 * 1000,
    maxSocketsPerUser: int('CHAT_MAX_SOCKETS_PER_USER', 20, 1, 100_000),
    sessionRecheckMs: int('CHAT_SESSION_RECHECK_MS', 60_000, 50, 3_600_000),
    extraOrigins: (env.CHAT_WS_ORIGINS ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean)
      .map((value) => {
        try {
          const origin = new URL(value).origin;
          if (origin !== 'null') return origin;
        } catch {
          // reported below
        }
        throw fail(`CHAT_WS_ORIGINS must be a comma-separated list of http(s) origins, got "${value}"`);
      }),
    redisPrefix: env.CHAT_REDIS_PREFIX || 'mp:chat:',
  };
}

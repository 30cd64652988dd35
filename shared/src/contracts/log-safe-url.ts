// Some addresses carry their secret in the path, because a mail client or a calendar application can only open a
// link: a company's calendar feed, the accept/decline links of a booking mail and a transfer offer. Request logs
// write such a path with the secret replaced, so a log reader cannot subscribe to the feed or answer the booking.

const SECRET_IN_PATH = /^(\/api\/(?:calendar-feeds|booking-items\/answer|transfer-offers)\/)[^/?#]+?(\.ics)?(?=[?#]|$)/;

/** `url` as a request log may show it: the secret segment of a feed, answer or offer link is `[redacted]`. */
export function logSafeUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1[redacted]$2');
}

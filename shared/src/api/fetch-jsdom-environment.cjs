/* global Request, Response, Headers, FormData, Blob, File, AbortController, AbortSignal, ReadableStream */
// jsdom has no Fetch API. The api tests need Node's own (the one ky drives in a browser-like way), and
// its FormData/AbortSignal too, because Node's Request rejects jsdom's versions of those.
const { TestEnvironment } = require('jest-environment-jsdom');

class FetchJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      fetch,
      FormData,
      Blob,
      File,
      AbortController,
      AbortSignal,
      ReadableStream,
    });
  }
}

module.exports = FetchJsdomEnvironment;

// @ts-check
// Reads a request body with a size cap and a deadline, so a client cannot
// hold memory or a connection by sending too much or too slowly.

export class BodyReadError extends Error {
  /** @param {'too-large' | 'timeout' | 'aborted'} reason */
  constructor(reason) {
    super(`request body ${reason}`);
    this.name = 'BodyReadError';
    this.reason = reason;
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {{ maxBytes: number, timeoutMs: number }} limits
 * @returns {Promise<Buffer>}
 */
export function readBody(req, { maxBytes, timeoutMs }) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    return Promise.reject(new BodyReadError('too-large'));
  }
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));

  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let received = 0;

    const cleanup = () => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAbort);
      req.off('close', onClose);
    };
    /** @param {BodyReadError} error */
    const fail = (error) => {
      cleanup();
      // Stop buffering; the caller answers and closes the connection.
      req.pause();
      reject(error);
    };
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      received += chunk.length;
      if (received > maxBytes) fail(new BodyReadError('too-large'));
      else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, received));
    };
    const onAbort = () => fail(new BodyReadError('aborted'));
    const onClose = () => {
      if (!req.readableEnded) onAbort();
    };
    const timer = setTimeout(() => fail(new BodyReadError('timeout')), timeoutMs);

    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAbort);
    req.on('close', onClose);
  });
}

// Talking to the server: one JSON request, and a write that survives a network blip.

/** A random key for Idempotency-Key; crypto.randomUUID needs HTTPS, this does not. */
export function randomKey() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** One JSON request. Resolves to {status, data}; a network failure rejects, and so does
 * an answer that takes longer than `timeoutMs` (if given). */
export async function request(method, path, {body, token, ifMatch, idempotencyKey, timeoutMs} = {}) {
  const headers = {Accept: "application/json"};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  if (ifMatch !== undefined && ifMatch !== null) headers["If-Match"] = String(ifMatch);
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  const controller = timeoutMs ? new AbortController() : null;
  const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : null;
  try {
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
      signal: controller ? controller.signal : undefined,
    });
    let data = null;
    const type = response.headers.get("Content-Type") || "";
    if (type.includes("json")) {
      try {
        data = await response.json();
      } catch (error) {
        if (controller && controller.signal.aborted) throw error; // cut off: no answer
        data = null;
      }
    }
    return {status: response.status, data};
  } finally {
    if (timer) clearTimeout(timer);
  }
}

// A write lost to a network blip is sent again with the same Idempotency-Key, so the
// server applies it at most once.
const RETRY_DELAYS_MS = [400, 1500];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST, tried again after a network failure with the same Idempotency-Key; rejects
 * only when every try failed to reach the server. */
export async function postOnce(path, {body, token, ifMatch, idempotencyKey = randomKey()} = {}) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request("POST", path, {body, token, ifMatch, idempotencyKey});
    } catch (error) {
      if (attempt >= RETRY_DELAYS_MS.length) throw error;
      await sleep(RETRY_DELAYS_MS[attempt]);
    }
  }
}

/** The server's message for a refused request, whatever shape it took. */
export function errorMessage(result) {
  const data = result.data;
  if (data && data.error && data.error.message) return data.error.message;
  if (data && typeof data.detail === "string") return data.detail;
  if (data && Array.isArray(data.detail) && data.detail.length) {
    return data.detail.map((d) => d.msg || JSON.stringify(d)).join("; ");
  }
  return `The server refused the request (HTTP ${result.status}).`;
}

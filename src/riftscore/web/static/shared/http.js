// Talking to the server: one JSON request. (A table's taps survive a network blip by the
// queue in game/queue.js, which sends each again with its Idempotency-Key.)

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

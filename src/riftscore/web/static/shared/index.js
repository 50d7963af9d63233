// Everything the pages share, in one namespace: `import * as R from "./shared/index.js"`.
export * from "./clock.js";
export * from "./dom.js";
export * from "./games.js";
export * from "./http.js";
export * from "./storage.js";
export * from "./text.js";
export * from "./tokens.js";
export * from "./ui.js";

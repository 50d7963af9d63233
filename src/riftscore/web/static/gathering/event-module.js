// The event's shared module (event.js, also the projector's and the player's), loaded
// from the fingerprinted address the page names.
export const E = await import(document.body.dataset.eventModule);

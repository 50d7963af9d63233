// Saying the announcements aloud (the browser's speech synthesis), when this device is
// set to: the setting is kept per device.
import {byId} from "../shared/dom.js";
import {storeSetting, storedSetting} from "../shared/storage.js";

const SPEAK_KEY = "riftscore:speak";
let speakOn = storedSetting(SPEAK_KEY) === "on";

export function speak(sentences) {
  if (!speakOn || !("speechSynthesis" in window)) return;
  // The voice for the language the sentences are in (the page's `<html lang>`, which the
  // server sets to the language it says them in), not whatever the phone speaks by default.
  const lang = document.documentElement.lang || "en";
  for (const sentence of sentences) {
    const utterance = new SpeechSynthesisUtterance(sentence);
    utterance.lang = lang;
    window.speechSynthesis.speak(utterance);
  }
}

function toggle() {
  speakOn = !speakOn;
  storeSetting(SPEAK_KEY, speakOn ? "on" : "off");
  renderToggle();
  // Said inside the tap: some browsers allow speech only after a user gesture.
  if (speakOn) speak(["Announcements on"]);
  else if ("speechSynthesis" in window) window.speechSynthesis.cancel();
}

function renderToggle() {
  const button = byId("speak-toggle");
  const available = "speechSynthesis" in window;
  button.textContent = available ? `Speak: ${speakOn ? "on" : "off"}` : "No speech here";
  button.disabled = !available;
  button.setAttribute("aria-pressed", String(speakOn && available));
}

export function wireSpeech() {
  renderToggle();
  byId("speak-toggle").addEventListener("click", toggle);
}

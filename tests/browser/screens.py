"""Every phone and screen a page is tried on, and what "it fits" means there.

A page fits its screen when the document is no wider than the viewport (nothing to pan
sideways, at any size), the table's bottom bar is on the screen, nothing a title says is
cut (no ellipsis, no clipped line: a title wraps instead), and every button of an open
dialog can be reached and tapped. The names used are as long as the start form allows
(40 characters) and have no space to break at, as the longest real names do not either.
"""

from __future__ import annotations

from playwright.sync_api import Page

#: Phones, from the narrowest common one to the largest: width x height in CSS pixels.
PHONES = {
    "360x740": {"width": 360, "height": 740},
    "375x667": {"width": 375, "height": 667},
    "390x844": {"width": 390, "height": 844},
    "412x915": {"width": 412, "height": 915},
    "430x932": {"width": 430, "height": 932},
}
#: The screens a projector is shown on.
SCREENS = {
    "1280x720": {"width": 1280, "height": 720},
    "1920x1080": {"width": 1920, "height": 1080},
}

#: The longest names the start form takes (40 characters), one word each, all different.
LONG_NAMES = [
    "Wolfeschlegelsteinhausenbergerdorffvorna",
    "Bartholomewsonhuntingtonwhitakerfieldsss",
    "Constantinopolitanischerdudelsackpfeifen",
    "Donaudampfschifffahrtselektrizitaetenhau",
]
LONG_BATTLEFIELDS = [
    "Grovesofthewhisperingancientfirestonesss",
    "Ruinsoftheforgottensunkencitadelofshurim",
    "Vaultofthesleepinggoldenguardiansofpilto",
    "Wallofthenorthernfrostbornwatchtowersabc",
]
assert all(len(name) == 40 for name in LONG_NAMES + LONG_BATTLEFIELDS)

# What of the page does not fit, in a few words each (empty when everything fits).
_MISFITS = """(titles) => {
  const found = [];
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const doc = document.documentElement.scrollWidth;
  if (doc > width) found.push(`the page is ${doc} px wide on a screen of ${width}`);
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const name = (e) => e.id ? '#' + e.id : e.tagName.toLowerCase() + '.' + [...e.classList].join('.');
  const bar = document.getElementById('actionbar');
  if (bar && shown(bar)) {
    const r = bar.getBoundingClientRect();
    if (r.bottom > height + 0.5 || r.top < 0 || r.right > width + 0.5)
      found.push(`the bottom bar is at ${Math.round(r.top)}-${Math.round(r.bottom)} of ${height}`);
  }
  for (const e of document.querySelectorAll(titles)) {
    if (!shown(e)) continue;
    if (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
      found.push(`${name(e)} is cut: "${e.textContent.trim()}"`);
    const r = e.getBoundingClientRect();
    if (r.right > width + 0.5 || r.left < -0.5) found.push(`${name(e)} runs off the screen`);
  }
  for (const dialog of document.querySelectorAll('dialog[open]')) {
    const r = dialog.getBoundingClientRect();
    if (r.right > width + 0.5 || r.left < -0.5) found.push(`${name(dialog)} is wider than the screen`);
    for (const button of dialog.querySelectorAll('button')) {
      if (!shown(button) || button.closest('details:not([open])')) continue;
      button.scrollIntoView({block: 'nearest', inline: 'nearest'});
      const b = button.getBoundingClientRect();
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      const label = button.getAttribute('aria-label') || button.textContent.trim();
      if (b.right > width + 0.5 || b.left < -0.5 || b.bottom > height + 0.5 || b.top < -0.5)
        found.push(`${name(dialog)}'s button "${label}" is off the screen`);
      else if (!button.contains(hit))
        found.push(`${name(dialog)}'s button "${label}" is covered`);
      else if (button.scrollWidth > button.clientWidth + 1)
        found.push(`${name(dialog)}'s button "${label}" is cut`);
    }
  }
  return found;
}"""

#: What a page's titles are, by default: its main heading and the game page's two lines.
TITLES = "h1, .turn-label, .meta-label"


def misfits(page: Page, titles: str = TITLES) -> list[str]:
    """What does not fit on the page as it stands (see the module's docstring)."""
    found: list[str] = page.evaluate(_MISFITS, titles)
    return found


def assert_fits(page: Page, where: str, titles: str = TITLES) -> None:
    found = misfits(page, titles)
    size = page.viewport_size
    assert found == [], f"{where} at {size and (size['width'], size['height'])}: {found}"

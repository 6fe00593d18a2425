// What the room server's own pages (a seat's page, the teacher's page) share: words from the
// catalog the server sent, and small elements. Pure helpers: no state, no rule.

/** The text of `key` in `strings` (a catalog), with {name} placeholders filled from params and
 * plural forms chosen by `params.count`. */
export function catalogText(strings, key, params = {}) {
  let value = strings[key] ?? key;
  if (value && typeof value === "object") {
    let form = "other";
    try { form = new Intl.PluralRules(strings["language.tag"] || "en").select(Number(params.count)); } catch (_) { /* "other" */ }
    value = value[form] ?? value.other ?? Object.values(value)[0];
  }
  return String(value).replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : `{${name}}`));
}

/** An element with a class and a text. */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Where a person is (`entry.state`: here, away, waiting, left) in words; an away person's
 * seconds to come back counted down from `since` (the page's clock when the server said it). */
export function presenceText(t, entry, since) {
  if (entry.state === "away") {
    const left = Math.max(0, Math.round((entry.seconds_left ?? 0) - (performance.now() - since) / 1000));
    return t("room.state.away", { count: left });
  }
  return t(`room.state.${entry.state}`);
}

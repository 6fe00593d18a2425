// Shared front-end pieces, placed before each game's module (no bundler needed).
// Everything here is a pure helper: no rules, no state.

/** Listen to `type` events on `node` through `node.ltOn`, so that a redraw which keeps the node
 * (see ltMorph) can hand it the new build's handler instead of stacking a second listener. */
function ltListenOn(node, type, handler) {
  const on = node.ltOn || (node.ltOn = {});
  if (!(type in on)) node.addEventListener(type, (event) => { const f = node.ltOn[type]; if (f) f(event); });
  on[type] = handler;
}

/** Create an element: ltEl("button", {class: "x", onclick: f}, [children]). */
function ltEl(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) ltListenOn(node, key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of [].concat(children)) {
    if (child !== null && child !== undefined && child !== false) {
      node.append(child instanceof Node ? child : String(child));
    }
  }
  return node;
}

const LT_PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"];
// Making an Intl.PluralRules costs far more than asking one: keep one per language and decimals.
const LT_PLURAL_RULES = new Map();

/** The CLDR plural category of `count` ("one", "other" ...) for the catalog's language tag.
 * A count written out as text ("0,53", "1.00") keeps its visible decimals, as CLDR counts them. */
function ltPluralCategory(tag, count) {
  if (count === undefined || count === null || typeof count === "boolean") return "other";
  const text = String(count).trim().replace(/\s/g, "").replace("\u2212", "-").replace(",", ".");
  const number = Number(text);
  if (text === "" || !Number.isFinite(number)) return "other";
  const decimals = (text.split(".")[1] || "").length;
  const key = `${tag}/${decimals}`;
  if (!LT_PLURAL_RULES.has(key)) {
    try {
      LT_PLURAL_RULES.set(key, new Intl.PluralRules(tag, { minimumFractionDigits: decimals }));
    } catch (_) {
      LT_PLURAL_RULES.set(key, null);  // an unknown tag: every count is "other"
    }
  }
  const rules = LT_PLURAL_RULES.get(key);
  return rules ? rules.select(number) : "other";
}

/** The one text of a catalog value: objects of plural forms are chosen by `params.count`, objects
 * of grammatical forms by `params.gender` (see ludoteca.core.i18n); missing forms fall back to "other". */
function ltForm(strings, value, params = {}) {
  while (value !== null && typeof value === "object") {
    const keys = Object.keys(value);
    const choice = keys.every((k) => LT_PLURAL_CATEGORIES.includes(k))
      ? ltPluralCategory(strings["language.tag"] || "en", params.count)
      : String(params.gender ?? "other");
    value = value[choice] ?? value.other ?? value[keys[0]];
  }
  return value === undefined || value === null ? "" : String(value);
}

/** Translate `key` with the catalog Python sent; `{name}` placeholders are filled from params,
 * `count` chooses plural forms and `gender` grammatical ones. */
function ltT(model, key, params = {}, fallback = key) {
  const strings = model.get("strings") || {};
  const text = ltForm(strings, strings[key] ?? fallback, params);
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : `{${name}}`));
}

const LT_PIPS = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 26], [72, 26], [28, 50], [72, 50], [28, 74], [72, 74]],
};

/** An SVG element: ltSvg("rect", {x: 1}, [children]); "text" sets its text, "on…" adds a listener. */
function ltSvg(tag, attrs = {}, children = []) {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) ltListenOn(node, key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, String(value));
  }
  for (const child of [].concat(children)) if (child) node.append(child);
  return node;
}

/** An SVG die face (a blank face when value is null). */
function ltDieFace(value) {
  const pips = (LT_PIPS[value] || []).map(([cx, cy]) => ltSvg("circle", { cx, cy, r: 9, class: "lt-die-pip" }));
  return ltSvg("svg", { viewBox: "0 0 100 100", "aria-hidden": "true", class: "lt-die-face" }, [
    ltSvg("rect", { x: 4, y: 4, width: 92, height: 92, rx: 16, class: "lt-die-body" }),
    ...pips,
  ]);
}

/** The face of die `key` in `root`, built again only when its value changes (see ltKeep). */
function ltKeptFace(model, root, key, value) {
  return ltKeep(model, root, key, value ?? null, (shown) => ltDieFace(shown), () => ltDieFace(value));
}

const LT_ICONS = {
  // An hourglass: two triangles meeting in the middle, a bar above and below.
  hourglass: () => [ltSvg("path", { d: "M5 3h14M5 21h14M7 3h10l-5 9 5 9H7l5-9z", fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linejoin": "round", "stroke-linecap": "round" })],
  // A die showing three.
  die: () => [
    ltSvg("rect", { x: 3, y: 3, width: 18, height: 18, rx: 4, fill: "none", stroke: "currentColor", "stroke-width": 2 }),
    ...[[8, 8], [12, 12], [16, 16]].map(([cx, cy]) => ltSvg("circle", { cx, cy, r: 1.8, fill: "currentColor" })),
  ],
};

/** A small picture in the colour of the text around it, for signs that would need an emoji font
 * (an empty box on a machine without one): "hourglass" or "die". */
function ltIcon(name) {
  return ltSvg("svg", { class: "lt-icon", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" }, LT_ICONS[name]());
}

/** A link to a section of the rules (`rule`: a citation's JSON, with game, anchor, title, href).
 * Its href serves a reader outside Jupyter (a new tab, a copied link); a plain click asks
 * Python for the section instead and shows it at once in this widget (ltOpenRule). */
function ltRuleLink(model, rule, attrs = {}) {
  return ltEl("a", {
    ...attrs, href: rule.href, target: "_blank", rel: "noopener", text: rule.title,
    "data-lt-rule": rule.anchor, "data-lt-game": rule.game, "data-lt-lang": rule.lang,
    onclick: (event) => ltRuleClick(model, event),
  });
}

/** A click on a rule link: a plain click opens the section in the widget; a click that asks
 * for a new tab or window (a modifier key, the middle button) is left to the browser. */
function ltRuleClick(model, event) {
  const link = event.currentTarget;
  if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  ltOpenRule(model, { game: link.dataset.ltGame, anchor: link.dataset.ltRule, lang: link.dataset.ltLang }, link);
}

/** Ask Python for the section `rule` names ({type: "rule", game, anchor, lang}); its answer
 * (the model's `rule`) opens in a dialog beside the widget's root that `origin` sits in, or
 * replaces the dialog `origin` sits in. Only the view clicked listens, and only once. */
function ltOpenRule(model, rule, origin) {
  const shown = origin.closest(".lt-rule-dialog");
  const root = shown ? shown.ltRoot : origin.closest(".lt-root");
  if (!root) return;
  if (root.ltRuleWait) model.off("change:rule", root.ltRuleWait);
  root.ltRuleWait = () => {
    model.off("change:rule", root.ltRuleWait);
    root.ltRuleWait = null;
    ltShowRule(model, model.get("rule") || {}, root, shown ? shown.ltOrigin : origin);
  };
  model.on("change:rule", root.ltRuleWait);
  const message = { type: "rule", game: rule.game, anchor: rule.anchor };
  if (rule.lang) message.lang = rule.lang;
  model.send(message);
}

/** The dialog of `root` showing `section` (Python's rendered, escaped HTML), a close button
 * that has the focus, and the link to the whole document; Escape closes it too, and the focus
 * goes back to the link that opened it (or its redrawn twin). */
function ltShowRule(model, section, root, origin) {
  if (!section.html) return;
  let dialog = root.ltRuleDialog;
  if (!dialog || !dialog.isConnected) {
    dialog = ltEl("dialog", { class: "lt-rule-dialog", "data-lm-suppress-shortcuts": "true" });
    dialog.ltRoot = root;
    dialog.addEventListener("keydown", (event) => event.stopPropagation());  // no game key plays from here
    dialog.addEventListener("close", () => ltRuleClosed(root, dialog));
    root.ltRuleDialog = dialog;
    root.after(dialog);
  }
  dialog.ltOrigin = origin;
  const id = `lt-rule-${Math.random().toString(36).slice(2, 10)}`;
  const body = ltEl("div", { class: "lt-rule-body" });
  body.innerHTML = section.html;  // rendered by Python from our own docs, any HTML in them escaped
  for (const link of body.querySelectorAll("a[data-lt-rule]")) link.addEventListener("click", (event) => ltRuleClick(model, event));
  dialog.setAttribute("aria-labelledby", id);
  dialog.dataset.anchor = section.anchor;
  dialog.replaceChildren(
    ltEl("div", { class: "lt-rule-head" }, [
      ltEl("h3", { id, class: "lt-rule-title", text: section.title }),
      ltEl("button", {
        type: "button", class: "lt-button lt-rule-close", autofocus: true, text: section.close,
        onclick: () => dialog.close(),
      }),
    ]),
    body,
    ltEl("p", { class: "lt-rule-whole" }, [ltEl("a", { href: section.href, target: "_blank", rel: "noopener", text: section.whole })]),
  );
  if (!dialog.open) {
    if (typeof dialog.showModal === "function") dialog.showModal(); else dialog.setAttribute("open", "");
  }
  dialog.scrollTop = 0;
  dialog.querySelector(".lt-rule-close").focus();
}

function ltRuleClosed(root, dialog) {
  const origin = dialog.ltOrigin;
  dialog.remove();
  root.ltRuleDialog = null;
  const again = origin && !origin.isConnected
    ? root.querySelector(`a[data-lt-rule="${CSS.escape(origin.dataset.ltRule || "")}"]`) : origin;
  if (again && again.isConnected) again.focus(); else root.focus();
}

/** The notice Python sent (an error shown to the player), with a dismiss button. */
function ltNotice(model) {
  const notice = model.get("notice") || {};
  if (!notice.text) return null;
  return ltEl("div", { class: "lt-notice", role: "alert", "data-code": notice.code }, [
    ltEl("span", { class: "lt-notice-text", text: notice.text }),
    notice.rule ? ltRuleLink(model, notice.rule, { class: "lt-notice-rule" }) : null,  // the rule it states
    ltEl("button", {
      class: "lt-notice-dismiss",
      type: "button",
      "aria-label": ltT(model, "notice.dismiss", {}, "Dismiss"),
      text: "×",
      onclick: () => { model.set("notice", {}); model.save_changes(); },
    }),
  ]);
}

/** A part of a table that did not change since the last redraw comes back as it was, instead
 * of being built again: `build(input)` runs only when `input` (plain JSON: all that the part
 * reads, words aside) or the catalog of words differ from the last redraw of `key` in `root`.
 * `whole()` builds the same part from the whole view: with `window.ltKeepCheck` set (the browser
 * tests set it) it runs on every redraw, and a part that differs from it, kept or new, is a
 * console error (an input that misses something the part reads). */
function ltKeep(model, root, key, input, build, whole) {
  const text = JSON.stringify(input);
  return ltKeepPart(model, root, key, { text }, (last) => last.text === text, () => build(input), whole);
}

/** Like ltKeep, for a part drawn by `build()` from the view as it is, which reads nothing but
 * `reads` (parts of the view, the table's own state) and the words: it is built again only when
 * one of them is not the very value (===) it was at the last redraw of `key`. A patched view
 * keeps every part a patch does not reach (see ltPatched), so what a click left alone is neither
 * built nor compared; a whole view new from Python builds every part once. */
function ltKeepSame(model, root, key, reads, build) {
  const same = (last) => ltSameReads(last.reads, reads);
  return ltKeepPart(model, root, key, { reads }, same, build, build);
}

/** Whether a part's `reads` at its last redraw (`was`, if any) are the very values (===) of `now`. */
function ltSameReads(was, now) {
  return Boolean(was) && was.length === now.length && was.every((r, i) => r === now[i]);
}

/** Like ltKeepSame, for a part that changes often but little (a board's cell that a picked die
 * makes a target): when what it reads changed, `update(node)` brings the element on screen up to
 * date in place, where a build and a morph would make and compare a whole new element. `update`
 * must leave the element exactly as `build()` would draw it (the test pages check each one). */
function ltKeepUpdated(model, root, key, reads, build, update) {
  const last = !LT_KEEP_FRESH && root.ltKept && root.ltKept.get(key);
  if (last && last.node && last.reads && last.words === model.get("strings") && root.contains(last.node)) {
    if (!ltSameReads(last.reads, reads)) update(last.node);
    last.reads = reads;
  }
  return ltKeepSame(model, root, key, reads, build);
}

// Set while ltKeep's check builds a part from the whole view: every part inside it is built
// afresh too, and nothing kept is touched.
let LT_KEEP_FRESH = false;

/** The part `key` of `root` (see ltKeep): the last one if `same(last)` says its input did not
 * change (and the words did not), else `{...mark, node: build()}`. */
function ltKeepPart(model, root, key, mark, same, build, whole) {
  if (LT_KEEP_FRESH) return whole();
  const kept = root.ltKept || (root.ltKept = new Map());
  const words = model.get("strings");
  const last = kept.get(key);
  const unchanged = Boolean(last && last.node && last.words === words && same(last));
  const entry = unchanged ? last : { ...mark, words, node: build() };
  kept.set(key, entry);
  const node = entry.node;
  if (node) node.ltKeepEntry = entry;  // ltMorph moves it to the page's element that takes its place
  if (window.ltKeepCheck) {
    LT_KEEP_FRESH = true;
    let expected;
    try { expected = whole(); } finally { LT_KEEP_FRESH = false; }
    if (ltOwnHTML(expected) !== ltOwnHTML(node)) console.error(`ltKeep: the part "${key}" differs from the whole view's`);
  }
  // Unchanged and on screen: a stand-in that tells ltRedraw to leave the element where it is
  // (taking it into the new build would take it off the page, to be styled anew).
  if (unchanged && node && root.contains(node)) {
    const stand = document.createComment(`kept ${key}`);
    stand.ltKept = node;
    node.ltClaimed = stand;  // until its stand-in places it, no other part of the build may take it over
    return stand;
  }
  return node;
}

/** Redraw `root` with `build()`: the page's elements take the new build's attributes, text and
 * handlers in place (ltMorph), so what did not change is not styled and laid out again and keeps
 * the focus; an element that had it and was replaced gives it to its twin (by data-focus key). */
function ltRedraw(root, build) {
  const active = root.contains(document.activeElement) ? document.activeElement : null;
  const key = active && active.getAttribute("data-focus");
  const hadRootFocus = active === root;
  ltMorphChildren(root, [].concat(build()).filter(Boolean).map((child) => (child instanceof Node ? child : document.createTextNode(String(child)))));
  if (active && root.contains(active)) {
    // Still there: it keeps the focus, unless it is disabled now (the last step of a replay),
    // where the focus goes, as from a removed element, to wherever the table's own code puts it.
    if (active.matches(":disabled")) active.blur();
    return;
  }
  if (key) {
    const again = root.querySelector(`[data-focus="${CSS.escape(key)}"]`);
    if (again) again.focus();
  } else if (hadRootFocus) {
    root.focus();
  }
}

/** Attributes the page's host puts on our elements, which a redraw keeps: Notebook 7 leaves
 * its shortcuts alone on a focused element that says so (see ltTakeKeys). */
const LT_HOST_ATTRIBUTES = new Set(["data-lm-suppress-shortcuts"]);

/** A deep copy of `node` in which the stand-in of a kept part (see ltKeep) is a copy of that part. */
function ltCopyKept(node) {
  if (node.ltKept) return ltCopyKept(node.ltKept);
  const copy = node.cloneNode(false);
  for (const child of node.childNodes) copy.append(ltCopyKept(child));
  return copy;
}

/** The HTML of `node` as the table drew it (a part kept inside it included), without the host's
 * attributes (for ltKeep's check). */
function ltOwnHTML(node) {
  if (!node) return null;
  const copy = ltCopyKept(node);
  for (const el of [copy, ...copy.querySelectorAll("*")]) for (const name of LT_HOST_ATTRIBUTES) el.removeAttribute(name);
  return copy.outerHTML;
}

/** Make the live `node` look and behave like `fresh` (the same kind of element, not on the page),
 * changing only what differs: attributes, handlers (see ltListenOn) and, recursively, children. */
function ltMorph(node, fresh) {
  const wanted = fresh.attributes;
  for (let i = 0; i < wanted.length; i += 1) {
    const { name, value } = wanted[i];
    if (node.getAttribute(name) !== value) node.setAttribute(name, value);
  }
  if (node.attributes.length > wanted.length) {  // it has more: drop those the build no longer gives
    for (const { name } of [...node.attributes]) {
      if (!fresh.hasAttribute(name) && !LT_HOST_ATTRIBUTES.has(name)) node.removeAttribute(name);
    }
  }
  if (node.ltOn) for (const type in node.ltOn) if (!(fresh.ltOn && type in fresh.ltOn)) node.ltOn[type] = null;
  if (fresh.ltOn) for (const type in fresh.ltOn) ltListenOn(node, type, fresh.ltOn[type]);
  // A kept part (ltKeep) lives on in the element that now shows it, and in no other.
  if (node.ltKeepEntry && node.ltKeepEntry !== fresh.ltKeepEntry) node.ltKeepEntry.node = null;
  node.ltKeepEntry = fresh.ltKeepEntry;
  if (fresh.ltKeepEntry) fresh.ltKeepEntry.node = node;
  if (node.firstChild || fresh.firstChild) ltMorphChildren(node, [...fresh.childNodes]);
}

/** Whether a live `node` can become `fresh` in place. Form fields and dialogs are replaced
 * instead: what a player typed, ticked or opened lives in properties that attributes do not reset. */
function ltMorphable(node, fresh) {
  return (
    node.nodeType === Node.ELEMENT_NODE && fresh.nodeType === Node.ELEMENT_NODE &&
    node.namespaceURI === fresh.namespaceURI && node.tagName === fresh.tagName &&
    !/^(INPUT|TEXTAREA|SELECT|DIALOG)$/.test(node.tagName)
  );
}

/** `fresh`, about to go on the page whole, with the kept parts its stand-ins stand for. */
function ltWithKept(fresh) {
  if (fresh.ltKept) return ltPlaced(fresh);
  if (fresh.nodeType !== Node.ELEMENT_NODE) return fresh;
  const walker = document.createTreeWalker(fresh, NodeFilter.SHOW_COMMENT);
  const stands = [];
  while (walker.nextNode()) if (walker.currentNode.ltKept) stands.push(walker.currentNode);
  for (const stand of stands) stand.replaceWith(ltPlaced(stand));
  return fresh;
}

/** The kept part a stand-in stands for, no longer claimed now that it is being placed. */
function ltPlaced(stand) {
  const node = stand.ltKept;
  if (node.ltClaimed === stand) node.ltClaimed = null;
  return node;
}

/** The children of the live `parent` become `wanted` (fresh nodes, or stand-ins for kept parts). */
function ltMorphChildren(parent, wanted) {
  for (let i = 0; i < wanted.length; i += 1) {
    const want = wanted[i];
    const node = parent.childNodes[i];
    if (want.ltKept) {
      if (node !== want.ltKept) parent.insertBefore(want.ltKept, node || null);
      ltPlaced(want);
    } else if (node && node.ltClaimed) {
      // A kept part that a stand-in further on places: morphing it into this element would leave
      // the stand-in nothing to place (the part lost, its neighbour twice). The new one goes before.
      parent.insertBefore(ltWithKept(want), node);
    } else if (!node) {
      parent.append(ltWithKept(want));
    } else if (node.nodeType === Node.TEXT_NODE && want.nodeType === Node.TEXT_NODE) {
      if (node.data !== want.data) node.data = want.data;
    } else if (ltMorphable(node, want)) {
      ltMorph(node, want);
    } else {
      parent.replaceChild(ltWithKept(want), node);
    }
  }
  while (parent.childNodes.length > wanted.length) parent.lastChild.remove();
}

/** Let `root` take the keys: `onKey` (if any) hears every key pressed inside it, and the
 * notebook's own shortcuts stay out meanwhile. Notebook 7 runs them before the page sees the key
 * (R would make the cell a raw cell, arrows would move between cells) unless the focused element
 * says `data-lm-suppress-shortcuts`: its shortcuts match any focused element in the notebook
 * before looking further up, so whatever takes the focus inside `root` says it too. Returns the
 * cleanup. */
function ltTakeKeys(root, onKey) {
  const mark = (event) => event.target.setAttribute("data-lm-suppress-shortcuts", "true");
  // A click anywhere else gives the keys back: the notebook leaves the focus where it was when
  // its own parts (a cell's prompt) are clicked, and its shortcuts would stay off.
  const release = (event) => {
    if (!root.contains(event.target) && root.contains(document.activeElement)) document.activeElement.blur();
  };
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.addEventListener("focusin", mark);
  document.addEventListener("pointerdown", release, true);
  if (onKey) root.addEventListener("keydown", onKey);
  return () => {
    root.removeEventListener("focusin", mark);
    document.removeEventListener("pointerdown", release, true);
    if (onKey) root.removeEventListener("keydown", onKey);
  };
}

/** Tell Python when this view of a table is on screen ("ready", once it is first visible: not
 * when the cell ran, as "Run All" may leave it far below), that it is still there ("here",
 * every model "here_every" seconds, and when its browser tab is shown again), and when it leaves
 * ("gone": its output cleared, its cell re-run, the page closed or reloaded). Python starts a
 * waiting clock on "ready", and pauses the clock and computer players of a table none of whose
 * views is left, whether said "gone" or silent (a JupyterLab tab closed drops the kernel's
 * connection before the goodbye can go). Returns the cleanup. */
function ltScreenPresence(model, root) {
  let seen = null;
  let beat = null;
  let away = false; // the page went (and said so) and has not come back
  const send = (type) => { try { model.send({ type }); } catch (_) { /* the connection is gone: silence says it */ } };
  const shown = () => {
    send("ready");
    const every = Math.max(1, Number(model.get("here_every")) || 10);
    beat = setInterval(() => { if (root.isConnected) send("here"); else leaving(); }, every * 1000);
  };
  const watch = () => {
    if (typeof IntersectionObserver !== "function") { shown(); return; }
    seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { seen.disconnect(); seen = null; shown(); }
    });
    seen.observe(root);
  };
  const unwatch = () => {
    if (seen) { seen.disconnect(); seen = null; }
    if (beat) { clearInterval(beat); beat = null; }
  };
  const leaving = () => { if (!away) { away = true; unwatch(); send("gone"); } };
  const back = (event) => { if (event.persisted && away) { away = false; watch(); } }; // back from the history cache
  const visible = () => { if (beat && document.visibilityState === "visible") send("here"); };
  window.addEventListener("pagehide", leaving);
  window.addEventListener("pageshow", back);
  document.addEventListener("visibilitychange", visible);
  watch();
  return () => {
    window.removeEventListener("pagehide", leaving);
    window.removeEventListener("pageshow", back);
    document.removeEventListener("visibilitychange", visible);
    leaving();
  };
}

/** Subscribe `update` to these model events; returns the cleanup that removes them all. With
 * "change:view" among them, the view also takes Python's patches (see ltTakePatch), and the
 * first view of a model whose widget numbers its views asks Python for the whole view they apply to. */
function ltListen(model, events, update) {
  const patch = (message) => ltTakePatch(model, message);
  const patched = events.includes("change:view");
  for (const event of events) model.on(event, update);
  if (patched) {
    model.on("msg:custom", patch);
    if (model.get("view_numbered") && !LT_PATCHES.has(model)) ltAskWholeView(model);
  }
  return () => {
    for (const event of events) model.off(event, update);
    if (patched) model.off("msg:custom", patch);
  };
}

// For each model, the number of the last patch (or whole view) it took, and whether it asked for
// the whole view: every view of one model hears each message, and the first to hear it applies it.
const LT_PATCHES = new WeakMap();

/** The model's record in LT_PATCHES, made on first use. */
function ltPatchSync(model) {
  if (!LT_PATCHES.has(model)) LT_PATCHES.set(model, { n: undefined, asked: false });
  return LT_PATCHES.get(model);
}

/** Ask Python for the whole view (patches sent before a page drew, or one it missed, cannot apply). */
function ltAskWholeView(model) {
  const sync = ltPatchSync(model);
  if (sync.asked) return;
  sync.asked = true;
  try {
    model.send({ type: "view_please" });
  } catch (error) {
    // No kernel (a saved page): the view it was saved with is all there is.
  }
}

/** Take Python's patch of the view (`{lt_view: ops, n}`: what changed, see ludoteca.core.view_patch)
 * or its whole view (`{lt_view_whole: view, n}`): the model's view becomes a new one that shares
 * every unchanged part with the old, and "change:view" fires as it does for a whole view. A patch
 * is taken only right after the one before it; until the whole view came, or after a gap, the
 * page asks for the whole view instead. Other custom messages are left alone. */
function ltTakePatch(model, message) {
  if (!message || typeof message.n !== "number") return;
  const whole = "lt_view_whole" in message;
  if (!whole && !Array.isArray(message.lt_view)) return;
  const sync = ltPatchSync(model);
  if (sync.n !== undefined && message.n <= sync.n) return;  // taken already, through another view
  if (whole) {
    sync.n = message.n;
    sync.asked = false;
    model.set("view", message.lt_view_whole);
    return;
  }
  if (sync.n === undefined || message.n !== sync.n + 1) {
    ltAskWholeView(model);
    return;
  }
  sync.n = message.n;
  model.set("view", ltPatched(model.get("view") || {}, message.lt_view));
}

/** `view` with the operations `ops` ([path, value] puts, [path] deletes) applied; `view` and
 * every part the operations do not reach are left as they are. */
function ltPatched(view, ops) {
  const copies = new Set();  // the containers this patch copied, changed in place from then on
  const own = (node) => {
    if (copies.has(node)) return node;
    const copy = Array.isArray(node) ? node.slice() : { ...node };
    copies.add(copy);
    return copy;
  };
  let top = view;
  for (const [path, ...value] of ops) {
    if (!path.length) { top = value[0]; continue; }
    top = own(top);
    let node = top;
    for (let i = 0; i < path.length - 1; i += 1) node = node[path[i]] = own(node[path[i]]);
    const key = path[path.length - 1];
    if (value.length) node[key] = value[0]; else delete node[key];
  }
  return top;
}

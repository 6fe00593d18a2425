// The "Ask the rules" panel, drawn from a RulesDesk view (see assistant_widget.py): the text
// box, the answer with its linked sections and demo, "did you mean" choices, the questions
// asked so far. `send(message)` carries {type: "ask" | "topic" | "show", …} to Python; a cited
// section opens in the widget of `model` (ltRuleLink). Shared by the AskRules widget (ask.js)
// and every table's "?" (ltRulesDesk).

function askAnswer(answer, alternatives, send, model) {
  if (!answer) return null;
  if (!answer.topic) {
    const [head, ...rest] = answer.text.split("\n");
    return ltEl("div", { class: "lt-ask-answer lt-ask-unsure" }, [
      ltEl("p", { text: head }),
      alternatives.length ? ltEl("div", { class: "lt-ask-choices" }, alternatives.map((alt) => ltEl("button", {
        type: "button", class: "lt-button lt-ask-choice", text: alt.title,
        onclick: () => send({ type: "topic", topic: alt.id }),
      }))) : ltEl("p", { text: rest.join(" ") }),
    ]);
  }
  const words = answer.labels;
  const links = answer.sections.map((section, i) => [
    i ? "; " : null,
    ltRuleLink(model, section),
  ]).flat();
  return ltEl("div", { class: "lt-ask-answer" }, [
    ltEl("h4", { class: "lt-ask-title", text: answer.title }),
    ltEl("p", { class: "lt-ask-rule" }, [ltEl("strong", { text: words.rule + " · " }), ...links]),
    ltEl("p", { class: "lt-ask-text", text: answer.text }),
    answer.demo ? ltEl("details", { class: "lt-ask-demo", open: true }, [
      ltEl("summary", { text: words.demo }),
      ltEl("pre", { text: answer.demo }),
    ]) : null,
    answer.see_also.length ? ltEl("p", { class: "lt-ask-see", text: `${words.see_also}: ${answer.see_also.join(" · ")}` }) : null,
  ]);
}

/** The panel's nodes for `view`; `draft.text` keeps what is typed but not sent across redraws. */
function askPanel(view, draft, send, model) {
  const words = view.words || {};
  const input = ltEl("input", {
    type: "text", class: "lt-ask-input", "data-focus": "ask-question", maxlength: 300,
    "aria-label": words.placeholder, placeholder: words.placeholder, value: draft.text,
    oninput: (event) => { draft.text = event.target.value; },
  });
  const ask = () => { send({ type: "ask", question: draft.text }); draft.text = ""; };
  // Keys typed here are the learner's text: JupyterLab's shortcuts are kept out of the form
  // (data-lm-suppress-shortcuts) and no key reaches a game's own keyboard handler.
  const form = ltEl("form", {
    class: "lt-ask-form", "data-lm-suppress-shortcuts": "true",
    onsubmit: (event) => { event.preventDefault(); ask(); },
    onkeydown: (event) => {
      event.stopPropagation();
      if (event.key !== "Enter" || event.target.tagName !== "INPUT") return;
      event.preventDefault();
      ask();
    },
  }, [input, ltEl("button", { type: "submit", class: "lt-button lt-ask-send", "data-focus": "ask-send", text: words.ask })]);
  const notice = view.notice && view.notice.text
    ? ltEl("p", { class: "lt-notice lt-ask-notice", role: "alert", "data-code": view.notice.code, text: view.notice.text })
    : null;
  const asked = view.asked && view.asked.length ? ltEl("div", { class: "lt-ask-history" }, [
    ltEl("strong", { text: words.asked }),
    ltEl("ol", {}, view.asked.map((question, i) => ltEl("li", {}, [ltEl("button", {
      type: "button", class: "lt-ask-past" + (i === view.shown ? " lt-ask-current" : ""),
      "aria-current": i === view.shown ? "true" : undefined, text: question,
      onclick: () => send({ type: "show", index: i }),
    })]))),
  ]) : null;
  return [
    ltEl("h3", { class: "lt-ask-heading", text: words.widget_title }),
    form, notice, askAnswer(view.answer, view.alternatives || [], send, model), asked,
  ];
}

/**
 * A table's "?" rules desk, drawn from the widget's `rules_view` (a RulesDesk view; Python
 * answers, sent as {type: "rules", message}). `rules` keeps {open, draft} across redraws;
 * `game` names the classes (lt-<game>-rules, lt-<game>-rules-panel). Returns `toggle`, a
 * function building the "?" button afresh (a part kept by ltKeep may need its own), and
 * `panel`, the open panel or null.
 */
function ltRulesDesk(model, rules, redraw, game) {
  const view = model.get("rules_view") || {};
  const toggle = () => ltEl("button", {
    type: "button", class: `lt-button lt-${game}-rules`, "data-focus": "rules", text: "?",
    "aria-expanded": rules.open ? "true" : "false",
    "aria-label": (view.words || {}).widget_title || "Ask the rules",
    onclick: () => {
      rules.open = !rules.open;
      if (rules.open && !view.words) model.send({ type: "rules" });
      redraw();
    },
  });
  const send = (message) => model.send({ type: "rules", message });
  const panel = rules.open && view.words ? ltEl("div", { class: `lt-ask lt-${game}-rules-panel` }, askPanel(view, rules.draft, send, model)) : null;
  return { toggle, panel };
}

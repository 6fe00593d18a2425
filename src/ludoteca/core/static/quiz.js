// The quiz: draws `view` and sends {type: "answer" | "retry" | "hint" | "reveal" | "go", question, value}.
// Python judges every answer; this module never knows the right one. What the learner has
// typed or ticked but not yet sent (a draft) lives here only, so a redraw does not lose it.

function quizDraft(drafts, q) {
  if (!drafts.has(q.index)) drafts.set(q.index, q.kind === "choices" ? new Set() : "");
  return drafts.get(q.index);
}

function quizAnswerValue(q, draft) {
  if (q.kind === "choices") return q.options.map((o) => o.value).filter((v) => draft.has(v));
  if (q.kind === "number") {
    const text = String(draft).trim();
    return text === "" || !Number.isFinite(Number(text)) ? text : Number(text);
  }
  return draft;
}

function quizOptions(model, q, drafts) {
  const draft = quizDraft(drafts, q);
  const given = q.answered ? [].concat(q.given) : null;
  const several = q.kind === "choices";
  const name = `lt-quiz-q${q.index}-${Math.random().toString(36).slice(2, 8)}`;
  const items = q.options.map((option, i) => {
    const checked = given ? given.includes(option.value) : several ? draft.has(option.value) : draft === option.value;
    const input = ltEl("input", {
      type: several ? "checkbox" : "radio",
      name,
      value: option.value,
      class: "lt-quiz-input",
      "data-focus": `option-${i}`,
      checked,
      disabled: q.answered,
      onchange: (event) => {
        if (several) {
          if (event.target.checked) draft.add(option.value); else draft.delete(option.value);
        } else {
          drafts.set(q.index, option.value);
        }
      },
    });
    return ltEl("label", { class: "lt-quiz-option" + (checked ? " lt-quiz-chosen" : "") }, [
      input, ltEl("span", { text: option.label }),
    ]);
  });
  const legend = ltT(model, several ? "quiz.choose_several" : "quiz.choose_one", {},
    several ? "Choose every answer that fits" : "Choose one answer");
  return ltEl("fieldset", { class: "lt-quiz-options" }, [ltEl("legend", { text: legend }), ...items]);
}

function quizNumber(model, q, drafts) {
  const id = `lt-quiz-n${q.index}-${Math.random().toString(36).slice(2, 8)}`;
  const value = q.answered ? String(q.given) : quizDraft(drafts, q);
  return ltEl("div", { class: "lt-quiz-number" }, [
    ltEl("label", { for: id, text: ltT(model, "quiz.number_label", {}, "Your answer") }),
    ltEl("input", {
      id,
      type: "number",
      inputmode: "numeric",
      step: 1,
      min: q.min ?? undefined,
      max: q.max ?? undefined,
      class: "lt-quiz-input",
      "data-focus": "number",
      value,
      disabled: q.answered,
      oninput: (event) => drafts.set(q.index, event.target.value),
    }),
  ]);
}

function quizSteps(model, view) {
  return ltEl("ol", { class: "lt-quiz-steps" }, view.status.map((status, i) => ltEl("li", {}, [
    ltEl("button", {
      type: "button",
      class: `lt-quiz-step lt-quiz-${status}` + (i === view.index ? " lt-quiz-current" : ""),
      "data-focus": `step-${i}`,
      "aria-current": i === view.index ? "step" : undefined,
      "aria-label": ltT(model, "quiz.step", {
        n: i + 1, status: ltT(model, `quiz.status.${status}`, {}, status),
      }, `Question ${i + 1}: ${status}`),
      text: status === "right" ? "✓" : status === "wrong" ? "✗" : String(i + 1),
      onclick: () => model.send({ type: "go", question: i }),
    }),
  ])));
}

function renderQuiz(model, drafts) {
  const view = model.get("view") || {};
  const q = view.question;
  if (!q) return [ltNotice(model)];
  const answered = view.tried;  // answered at least once: "Try again" does not take it back
  const head = ltEl("div", { class: "lt-quiz-head" }, [
    ltEl("h3", { class: "lt-quiz-title", text: view.title }),
    ltEl("span", { class: "lt-quiz-progress", text: ltT(model, "quiz.progress", { n: view.index + 1, total: view.count }, `Question ${view.index + 1} of ${view.count}`) }),
    ltEl("span", { class: "lt-quiz-done", text: ltT(model, "quiz.done", { count: answered }, `${answered} answered`) }),
    view.tried ? ltEl("span", { class: "lt-quiz-score", text: ltT(model, "quiz.score", { right: view.right, tried: view.tried }, `${view.right} of ${view.tried}`) }) : null,
  ]);
  const picture = ltEl("div", { class: "lt-quiz-picture" });
  picture.innerHTML = q.picture || "";  // drawn by the game's picture functions, in Python
  const answer = q.kind === "number" ? quizNumber(model, q, drafts) : quizOptions(model, q, drafts);
  const submit = () => model.send({ type: "answer", question: q.index, value: quizAnswerValue(q, quizDraft(drafts, q)) });
  // JupyterLab takes Enter for its own shortcuts (enter a cell) before a form sees it: the
  // attribute keeps its shortcuts out of the form, and Enter in an input submits explicitly.
  const form = ltEl("form", {
    class: "lt-quiz-form",
    "data-lm-suppress-shortcuts": "true",
    onsubmit: (event) => { event.preventDefault(); if (!q.answered) submit(); },
    onkeydown: (event) => {
      if (event.key !== "Enter" || event.target.tagName !== "INPUT") return;
      event.preventDefault();
      event.stopPropagation();
      if (!q.answered) submit();
    },
  }, [
    answer,
    ltEl("div", { class: "lt-quiz-actions" }, [
      q.answered ? null : ltEl("button", { type: "submit", class: "lt-button lt-quiz-check", "data-focus": "check", text: ltT(model, "quiz.check", {}, "Check") }),
      q.has_hint && !q.hint && !q.answered ? ltEl("button", {
        type: "button", class: "lt-button lt-quiz-hint-button", "data-focus": "hint",
        text: ltT(model, "quiz.hint", {}, "Hint"),
        onclick: () => model.send({ type: "hint", question: q.index }),
      }) : null,
      q.answered ? ltEl("button", {
        type: "button", class: "lt-button lt-quiz-retry", "data-focus": "retry",
        text: ltT(model, "quiz.try_again", {}, "Try again"),
        onclick: () => { drafts.delete(q.index); model.send({ type: "retry", question: q.index }); },
      }) : null,
      q.can_reveal ? ltEl("button", {
        type: "button", class: "lt-button lt-quiz-reveal", "data-focus": "reveal",
        text: ltT(model, "quiz.show_answer", {}, "Show answer"),
        onclick: () => model.send({ type: "reveal", question: q.index }),
      }) : null,
    ]),
  ]);
  const hint = q.hint ? ltEl("p", { class: "lt-quiz-hint" }, [
    ltEl("strong", { text: ltT(model, "quiz.hint", {}, "Hint") + " · " }), q.hint,
  ]) : null;
  const rule = q.rule ? ltEl("p", { class: "lt-quiz-rule" }, [
    ltEl("strong", { text: ltT(model, "quiz.rule", {}, "Rule") + " · " }),
    ltRuleLink(model, q.rule),
  ]) : null;
  const verdict = ltEl("div", { class: "lt-quiz-feedback", "aria-live": "polite" }, q.answered ? [
    ltEl("p", {
      class: "lt-quiz-verdict " + (q.verdict.correct ? "lt-quiz-right" : "lt-quiz-wrong"),
      "data-correct": q.verdict.correct ? "true" : "false",
    }, [ltEl("span", { class: "lt-quiz-mark", "aria-hidden": "true", text: q.verdict.correct ? "✓ " : "✗ " }), q.verdict_text]),
    ltEl("p", { class: "lt-quiz-given", text: ltT(model, "quiz.your_answer", { answer: q.given_text }, `Your answer: ${q.given_text}`) }),
    rule,
    q.explanation ? ltEl("div", { class: "lt-quiz-explanation" }, [
      ltEl("strong", { text: ltT(model, "quiz.explanation", {}, "Why") }),
      ltEl("p", { text: q.explanation }),
    ]) : null,
  ] : []);
  const nav = ltEl("div", { class: "lt-quiz-nav" }, [
    ltEl("button", {
      type: "button", class: "lt-button lt-quiz-previous", "data-focus": "previous",
      text: "← " + ltT(model, "quiz.previous", {}, "Previous question"),
      disabled: view.index === 0,
      onclick: () => model.send({ type: "go", question: view.index - 1 }),
    }),
    quizSteps(model, view),
    ltEl("button", {
      type: "button", class: "lt-button lt-quiz-next", "data-focus": "next",
      text: ltT(model, "quiz.next", {}, "Next question") + " →",
      disabled: view.index >= view.count - 1,
      onclick: () => model.send({ type: "go", question: view.index + 1 }),
    }),
  ]);
  // Before an answer the hint (asked for) sits under the form; after a wrong one, under the verdict.
  const help = q.answered ? [verdict, hint] : [hint, rule, verdict];
  return [head, ltEl("p", { class: "lt-quiz-prompt", text: q.prompt }), picture, form, ...help, nav, ltNotice(model)];
}

function render({ model, el }) {
  const title = (model.get("view") || {}).title || "";
  const root = ltEl("div", {
    class: "lt-root lt-quiz", role: "group",
    "aria-label": ltT(model, "quiz.label", { title }, `Quiz: ${title}`),
  });
  el.append(root);
  ltTakeKeys(root); // its answers are typed, and Enter on a button must stay a click
  const drafts = new Map();  // question index -> what the learner has entered but not sent
  const update = () => ltRedraw(root, () => renderQuiz(model, drafts));
  const stop = ltListen(model, ["change:view", "change:notice", "change:strings"], update);
  update();
  return () => { stop(); root.replaceChildren(); };
}

export default { render };
